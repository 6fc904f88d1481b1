import { tokenize, type Token } from "./tokens";

// Whose story a sentence tells. People talking with someone say things about that person in
// the second person ("your garden looks lovely", "how did you grow those?"); those words are
// the listener's story, not the speaker's own. A sentence is addressed to the listener when it
// says "you"/"your" more often than "I"/"me"/"my" ("I told you about my greenhouse" is the
// speaker's own), or is a question that does not speak of the speaker ("any plans for the
// weekend?", "how did they like it?"): a question asked tells nothing the speaker did. Recall counts the words of addressed sentences as weaker evidence of what
// the user did (lexical-index.ts, the `aside` keys).

const SECOND_PERSON = new Set(["you", "your", "yours", "yourself", "yourselves", "ya", "y'all", "yall"]);
const FIRST_PERSON = new Set(["i", "me", "my", "mine", "myself"]);

export type SpokenSentence = { tokens: Token[]; addressed: boolean };

const isWord = (t: Token) => t.pos !== "PUNCT" && t.pos !== "SYM" && t.pos !== "SPACE";

/** Whether a sentence's words talk more about the listener ("you") than about the speaker ("I"). */
export function isAddressedToListener(tokens: Token[]): boolean {
  let second = 0;
  let first = 0;
  for (const t of tokens) {
    if (!isWord(t)) continue;
    // "I'm", "you're": wink may keep a contraction in one token.
    const word = t.folded.replace(/['’](m|re|ve|ll|d|s)$/, "");
    if (SECOND_PERSON.has(word)) second++;
    else if (FIRST_PERSON.has(word)) first++;
  }
  const question = tokens.some((t) => t.value === "?");
  return second > first || (question && first === 0);
}

/** The text's sentences (wink-nlp's), each with whether it is addressed to the listener. */
export function addressedSentences(text: string): SpokenSentence[] {
  if (!text.trim()) return [];
  const out: SpokenSentence[] = [];
  let current: Token[] = [];
  let index = -1;
  const flush = () => {
    if (current.length) out.push({ tokens: current, addressed: isAddressedToListener(current) });
    current = [];
  };
  for (const t of tokenize(text)) {
    if (t.sentence !== index) {
      flush();
      index = t.sentence;
    }
    current.push(t);
  }
  flush();
  return out;
}
