// Chat shorthand people type ("2025 recap pls, whole yr", "everything w my MIL", "how long
// til i was back"): the one table of it. A request is read with each written out, so the
// words it stands for do their usual work (a time, "with", a relation), and a shorthand is
// never taken for a name or a thing that no memory mentions.

/** Lower-case shorthand → what it stands for. */
export const CHAT_SHORTHAND_WORDS: Readonly<Record<string, string>> = {
  ppl: "people", bc: "because", cuz: "because", cos: "because", tmrw: "tomorrow", tmr: "tomorrow",
  idk: "I don't know", imo: "in my opinion", imho: "in my opinion", ngl: "not gonna lie", rn: "right now",
  irl: "in real life", fyi: "for your information", asap: "as soon as possible", pls: "please", plz: "please",
  thx: "thanks", ty: "thank you", bday: "birthday", bff: "best friend", abt: "about", smth: "something",
  sth: "something", prob: "probably", def: "definitely", esp: "especially", obv: "obviously", tho: "though",
  yday: "yesterday", tonite: "tonight", w: "with", til: "until", diff: "different", vs: "versus", b4: "before",
  thru: "through", u: "you", ur: "your", tbh: "to be honest", btw: "by the way", lil: "little",
};

/** In-law shorthand, written out only in capitals or owning something ("my MIL", "my mil's knee"): "mil" is also a number word. */
const IN_LAWS: Readonly<Record<string, string>> = { mil: "mother in law", fil: "father in law", sil: "sister in law", bil: "brother in law" };

/** Words that are shorthand only in context: "w" must come before a word ("w my sister"), "u" must stand alone. */
const SHORTHAND = new RegExp(`(?<![\\p{L}\\p{N}'’.-])(${Object.keys(CHAT_SHORTHAND_WORDS).join("|")})(?![\\p{L}\\p{N}'’-]|\\.\\p{L})`, "giu");
const WITH_SLASH = /(?<![\p{L}\p{N}])w\/(o\b)?\s*/giu;
const IN_LAW = /(?<![\p{L}\p{N}])(mil|fil|sil|bil)(?=['’]s\b|(?![\p{L}\p{N}]))/giu;

/** The text with chat shorthand written out ("whole yr pls" keeps "yr": time units are time-window's). */
export function expandChatShorthand(text: string): string {
  return text
    .replace(WITH_SLASH, (_m, without?: string) => (without ? "without " : "with "))
    .replace(IN_LAW, (token: string, _k: string, offset: number, whole: string) => {
      const owning = /^['’]s/.test(whole.slice(offset + token.length));
      return token === token.toUpperCase() || owning ? IN_LAWS[token.toLowerCase()]! : token;
    })
    .replace(SHORTHAND, (token: string, _k: string, offset: number, whole: string) => {
      const key = token.toLowerCase();
      // A capitalised "W", "U", "Ty" is an initial or a name; "w" is "with" only before a word.
      if (token !== key && key.length <= 2) return token;
      if (key === "w" && !/^\s+\p{L}/u.test(whole.slice(offset + 1))) return token;
      return CHAT_SHORTHAND_WORDS[key]!;
    });
}
