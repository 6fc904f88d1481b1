import { tokenize, wink, type Token } from "./tokens";
import { isFormOfKnownVerb } from "./wordnet";

// Whose story a sentence tells. People talking with someone say things about that person in
// the second person ("your garden looks lovely", "how did you grow those?"); those words are
// the listener's story, not the speaker's own. A sentence is addressed to the listener when it
// says "you"/"your" more often than "I"/"me"/"my" ("I told you about my greenhouse" is the
// speaker's own), or is a question that does not speak of the speaker ("any plans for the
// weekend?", "how did they like it?"): a question asked tells nothing the speaker did.
// Calling the listener by name counts as "you" ("That race sounds great, Mel!", with "Mel"
// greeted in the same text: "Hey Mel!"), and so do the replies that only answer someone
// else's news, said without "I": sympathy and congratulations ("Sorry about the accident!",
// "Congrats on the new job!") and how the news sounds ("Sounds like a blast!").
// Recall counts the words of addressed sentences as weaker evidence of what the user did
// (lexical-index.ts, the `aside` keys); capture takes no activity from them.

const SECOND_PERSON = new Set(["you", "your", "yours", "yourself", "yourselves", "ya", "y'all", "yall"]);
const FIRST_PERSON = new Set(["i", "me", "my", "mine", "myself", "we", "us", "our", "ours"]);
/** Words said right before the name of the person spoken to ("Hey Mel!", "Thanks, Melanie!"). */
const GREETINGS = new Set(["hey", "hi", "hello", "hiya", "thanks", "thank", "bye", "congrats", "congratulations", "dear", "morning", "evening", "wow", "aw", "aww", "yo", "yep", "yeah", "sure", "haha", "lol", "oh", "omg"]);
/** Replies to someone else's news, when said without "I" ("so sorry about the accident!"). */
const REPLY_OPENERS = new Set(["sorry", "congrats", "congratulations", "condolences", "sounds"]);

/** `ownVoice`: the sentence says "I", "me", "my", "we"...: the speaker is in what it tells ("The poor dog." is not). */
/** `quoted`: a turn quoted in quotation marks (the summary's "In your words: “…”"). */
export type SpokenSentence = { tokens: Token[]; addressed: boolean; ownVoice: boolean; quoted: boolean };

const isWord = (t: Token) => t.pos !== "PUNCT" && t.pos !== "SYM" && t.pos !== "SPACE";
const isBreak = (t: Token | undefined) => !t || t.pos === "PUNCT";
/** "I'm", "you're": wink may keep a contraction in one token. */
const bareWord = (t: Token) => t.folded.replace(/['’](m|re|ve|ll|d|s)$/, "");

/**
 * Names the text calls its listener by: a name right after a greeting, set off by
 * punctuation ("Hey Mel!", "Thanks, Melanie!", "Wow, Caroline, ..."). Only these count as
 * calling someone: "Lisbon, Portugal" or "my sister, Anna" are no one spoken to.
 */
function listenerNames(tokens: Token[]): Set<string> {
  const names = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    if (!GREETINGS.has(tokens[i].folded)) continue;
    let j = i + 1;
    if (tokens[j]?.value === ",") j++;
    if (tokens[j]?.pos === "PROPN" && isBreak(tokens[j + 1])) names.add(tokens[j].folded);
  }
  return names;
}

/** A listener's name set off by punctuation or the sentence's edges: the speaker calls them. */
function callsListener(tokens: Token[], i: number, listeners: Set<string>): boolean {
  return listeners.has(tokens[i].folded) && (isBreak(tokens[i - 1]) || GREETINGS.has(tokens[i - 1].folded)) && isBreak(tokens[i + 1]);
}

const DEMONSTRATIVES = new Set(["that", "this", "those", "these"]);
const SOUNDS = new Set(["sound", "sounds", "sounded"]);

/**
 * A reply to the listener's news said without "I": "Oops, sorry 'bout the accident!",
 * "Sounds fun!", "That charity race sounds great!" (how something the listener told sounds;
 * "it sounds sweet" may be the user's own fiddle, and stays theirs).
 */
function repliesToNews(tokens: Token[]): boolean {
  const words = tokens.filter(isWord);
  const start = words.findIndex((t) => REPLY_OPENERS.has(t.folded) || (!GREETINGS.has(t.folded) && t.pos !== "INTJ"));
  if (start < 0) return false;
  if (REPLY_OPENERS.has(words[start].folded)) return true;
  return DEMONSTRATIVES.has(words[start].folded) && words.slice(start + 1, start + 5).some((t) => SOUNDS.has(t.folded));
}

const CONGRATULATIONS = new Set(["congrats", "congratulations", "condolences"]);
const SYMPATHY = /^(i\s*['’]?m|i am)( (so|really|very|truly))? sorry (about|for|to hear)\b/;

/**
 * Replies to the listener's news even when they speak of the speaker: congratulations ("Congrats
 * on the cooking show, I'll be tuning in!") and sympathy ("I'm so sorry about Max.").
 */
function repliesWithFeeling(tokens: Token[]): boolean {
  const words = tokens.filter(isWord);
  const start = words.findIndex((t) => CONGRATULATIONS.has(t.folded) || (!GREETINGS.has(t.folded) && t.pos !== "INTJ"));
  if (start < 0) return false;
  if (CONGRATULATIONS.has(words[start].folded)) return true;
  return SYMPATHY.test(words.slice(start, start + 6).map((t) => t.folded).join(" "));
}

const REPORTING_VERBS = new Set(["ask", "say", "tell", "text", "write", "reply", "wonder", "message"]);
const FRAME_OBJECTS = new Set(["her", "him", "them", "you"]);

/**
 * The words of a comma-set frame reporting the speaker's own words, at either end of the
 * sentence ("Is your husband home yet, I asked her"; "I said to Ana, your garden is lovely"):
 * its "I" tells who spoke, not whose story the quoted words are.
 */
function reportingFrame(tokens: Token[]): Set<Token> {
  const commas = tokens.flatMap((t, i) => (t.value === "," ? [i] : []));
  if (commas.length === 0) return new Set();
  const isFrame = (part: Token[]) => {
    const words = part.filter(isWord);
    if (words.length < 2 || words.length > 4 || !["i", "we"].includes(words[0].folded) || !REPORTING_VERBS.has(words[1].lemma)) return false;
    const rest = words.slice(2).filter((t) => t.folded !== "to");
    return rest.length <= 1 && rest.every((t) => FRAME_OBJECTS.has(t.folded) || t.pos === "PROPN");
  };
  const head = tokens.slice(0, commas[0]);
  const tail = tokens.slice(commas.at(-1)! + 1);
  return new Set(isFrame(tail) ? tail : isFrame(head) ? head : []);
}

/** Whether a sentence's words talk more about the listener ("you") than about the speaker ("I"). */
export function isAddressedToListener(tokens: Token[], listeners: Set<string> = new Set()): boolean {
  let second = 0;
  let first = 0;
  const frame = reportingFrame(tokens);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!isWord(t) || frame.has(t)) continue;
    const word = bareWord(t);
    if (SECOND_PERSON.has(word) || callsListener(tokens, i, listeners)) second++;
    else if (FIRST_PERSON.has(word)) first++;
  }
  if ((first === 0 && repliesToNews(tokens)) || repliesWithFeeling(tokens)) return true;
  const question = tokens.some((t) => t.value === "?");
  return second > first || (question && first === 0);
}

/**
 * A chat turn is a sentence of its own, ended with a full stop or not: a new line starts one (the
 * user's turns, one a line), and so does an opening quote right after a closing one or a colon
 * (the summary's quoted turns, "In your words: “…” “…”").
 */
function turnsOf(text: string): string[] {
  return text.split(/\s*\n\s*|(?<=[”:])\s*(?=“)/).filter((turn) => turn.trim());
}

/** The text's sentences (wink-nlp's, within each turn), as written and as tokens; `quoted` when their turn is in quotes. */
function writtenSentences(text: string): { written: string; tokens: Token[]; quoted: boolean }[] {
  return turnsOf(text)
    .flatMap((turn) => (wink().readDoc(turn).sentences().out() as string[]).map((written) => ({ written, quoted: /^\s*[“"]/.test(turn) })))
    .filter(({ written }) => written.trim())
    .map(({ written, quoted }) => ({ written, tokens: tokenize(written), quoted }));
}

/** The text's sentences, each with whether it is addressed to the listener. */
export function addressedSentences(text: string): SpokenSentence[] {
  if (!text.trim()) return [];
  const sentences = writtenSentences(text);
  const listeners = listenerNames(sentences.flatMap((s) => s.tokens));
  return sentences.map((s) => ({ tokens: s.tokens, addressed: isAddressedToListener(s.tokens, listeners), ownVoice: speaksInOwnVoice(s.tokens), quoted: s.quoted }));
}

/**
 * The speaker is in what the sentence tells: it says "I", "me", "my", "we"..., or opens with a
 * verb in the past or in -ing with its subject left out, as people write of themselves ("Walked
 * the dog along the canal.", "Spending the day at the beach"). "The poor dog." and "Good dog!"
 * are not.
 */
function speaksInOwnVoice(tokens: Token[]): boolean {
  const words = tokens.filter(isWord);
  if (words.some((t) => FIRST_PERSON.has(bareWord(t)))) return true;
  const first = words[0];
  if (!first) return false;
  // The tagger may read a capitalised "Spending" opening the sentence as a name.
  if (first.pos !== "VERB") return /ing$/.test(first.folded) && isFormOfKnownVerb(first.folded);
  return /(ed|ing)$/.test(first.folded) || (first.folded !== first.lemma && !first.folded.endsWith("s"));
}

/** The sentences of a text that tell the speaker's own story, as written (one a line). */
export function ownStory(text: string): string {
  if (!text.trim()) return "";
  const sentences = writtenSentences(text);
  const listeners = listenerNames(sentences.flatMap((s) => s.tokens));
  return sentences.filter((s) => !isAddressedToListener(s.tokens, listeners)).map((s) => s.written).join("\n");
}
