import { isEnglishWord } from "@/lib/nlp/extract-wink";
import { normalizeKey } from "@/lib/nlp/fold";
import { PET_WORDS } from "@/lib/nlp/pets";
import { kindMembers, placesWithin } from "@/lib/nlp/wordnet";
import { isKindWord, isWholeKindWord, nodeKindOfWord, wholeKindOf, type KindNoun, type RequestAnalysis } from "./analyze-request";
import { nearestKnownKey, termKey, type LexicalIndex, type QueryTerm } from "./lexical-index";
import type { SoftSignal } from "./rank-memories";
import type { CandidateNode } from "./select-relationship-nodes";
import { idsReached, type RecallGraph } from "./traverse-to-memories";

// A kind word asks for things of that kind: "what pet" is the dog or the cat, "which cities"
// Paris and Boston, "what instruments" the violin. Such a word becomes a lexical term that
// any member of the kind matches directly (WordNet's hyponyms, `kindMembers`; the graph's pet
// words for pets), and a graph signal for the relationship nodes of that kind: every pet node
// for "pets", or the nodes whose name is a member ("Boston" is a city). "Which places" and
// "what activities" name every node of a kind and narrow nothing (the request's other words
// do). A fixed kind word ("cities") with nothing of its kind is never a word to match; another
// noun ("what book") then stays an ordinary word.

const memberWordsCache = new Map<string, Map<string, string>>();

/** The single-word members of a kind (the word's lemma) by index key ("christma": "christmas"); `sameClass` as for `kindMembers`. */
export function memberWords(lemma: string, options: { sameClass?: boolean } = {}): Map<string, string> {
  const cacheKey = options.sameClass ? `${lemma}\u0001same` : lemma;
  let words = memberWordsCache.get(cacheKey);
  if (!words) {
    const members = [...kindMembers(lemma, options)];
    if (lemma === "pet" || lemma === "animal") members.push(...PET_WORDS);
    words = new Map();
    for (const member of members.filter((m) => !m.includes(" ") && !m.includes("-"))) {
      const key = termKey(member);
      // ".22" (a rifle, so an instrument) would be any memory's number 22.
      if (key.length > 1 && /[a-z]/.test(key) && !words.has(key)) words.set(key, member);
    }
    // "What state did I visit?": a place within one of them (Tampa, in Florida) says which.
    for (const member of members) {
      for (const place of placesWithin(member)) {
        const key = placeNameKey(place);
        if (key && !words.has(key)) words.set(key, place);
      }
    }
    memberWordsCache.set(cacheKey, words);
  }
  return words;
}

/** A one-word place name's index key; none when the key is an ordinary word's too ("Redding" is keyed "red"). */
export function placeNameKey(place: string): string | null {
  if (/[\s-]/.test(place)) return null;
  const key = termKey(place);
  return key === place || !isEnglishWord(key) ? key : null;
}

function nodeIsOfKind(node: CandidateNode, kind: KindNoun): boolean {
  const whole = nodeKindOfWord(kind.word) ?? nodeKindOfWord(kind.lemma);
  if (whole) return node.kind === whole;
  const members = kindMembers(kind.lemma);
  if (members.size === 0) return false;
  const names = [node.name, ...node.aliases].flatMap((n) => [n, ...n.split(",")]).map((n) => normalizeKey(n).trim());
  return names.some((n) => n && members.has(n));
}

/**
 * The request names nothing but the kind: "What are my hobbies?", "What activities do I partake
 * in?" (a word no memory uses says nothing more). "What outdoor activities do I enjoy?", with
 * words the memories use, narrows by them instead.
 */
function askedAlone(analysis: RequestAnalysis, kind: KindNoun, index: LexicalIndex): boolean {
  const unused = (w: RequestAnalysis["contentWords"][number]) => !index.df.has(termKey(w.lemma)) && !index.df.has(termKey(w.word));
  return analysis.contentWords.every((w) => w.position === kind.position || ((w.pos === "VERB" || w.pos === "ADJ") && unused(w)));
}

/**
 * A person's pastimes: the activities they came back to (themes of two or more memories), or
 * every activity when none recurs. Asked for alone, the kind is the answer, not a word to match.
 */
async function recurringActivities(graph: RecallGraph, userId: string, candidates: CandidateNode[]) {
  const activities = candidates.filter((n) => n.kind === "activity");
  const recurring = activities.filter((n) => n.memoryCount >= 2);
  const nodes = recurring.length ? recurring : activities;
  return { nodes, ids: await idsReached(graph, userId, nodes.map((n) => n.id), candidates) };
}

const nodeRef = (n: CandidateNode) => ({ id: n.id, kind: n.kind, name: n.name });

export type KindSignals = { terms: QueryTerm[]; soft: SoftSignal[]; handled: Set<string> };

/** "how many camels": the kind is what the request counts. */
function isCounted(analysis: RequestAnalysis, kind: KindNoun): boolean {
  const first = kind.from ?? kind.position;
  return analysis.words[first - 1] === "many" && analysis.words[first - 2] === "how";
}

export async function kindSignals(
  graph: RecallGraph,
  userId: string,
  analysis: RequestAnalysis,
  candidates: CandidateNode[],
  index: LexicalIndex,
  ownTerm: (kind: KindNoun) => QueryTerm,
  /** The term for a noun with nothing of its kind in the memories or the graph (its own word, or the words used alike). */
  unmatchedTerm: (kind: KindNoun) => QueryTerm = ownTerm,
): Promise<KindSignals> {
  const terms: QueryTerm[] = [];
  const soft: SoftSignal[] = [];
  const handled = new Set<string>();
  for (const kind of analysis.kindNouns) {
    if (analysis.negated.has(kind.position) || handled.has(kind.lemma)) continue;
    if (isWholeKindWord(kind.word)) {
      const pastimes = askedAlone(analysis, kind, index) && wholeKindOf(kind.word) === "activity" ? await recurringActivities(graph, userId, candidates) : null;
      if (pastimes?.ids.size) {
        handled.add(kind.lemma);
        terms.push({ term: kind.lemma, keys: [termKey(kind.lemma)], relatedKeys: [], weight: 1 });
        soft.push({ label: `${kind.word} (${pastimes.nodes.length} node${pastimes.nodes.length === 1 ? "" : "s"})`, words: [kind.lemma], ids: pastimes.ids, nodes: pastimes.nodes.map((n) => n.name), kindNodes: pastimes.nodes.map(nodeRef) });
      }
      continue;
    }
    handled.add(kind.lemma);
    let own = ownTerm(kind);
    const memberByKey = memberWords(kind.lemma);
    const members = [...memberByKey.keys()].filter((k) => index.df.has(k) && !own.keys.includes(k));
    // "Which torunament": a slip of the keys is the word the memories use.
    const near = members.length || own.keys.some((k) => index.df.has(k)) ? null : nearestKnownKey(index, kind.word);
    if (near) own = { ...own, keys: [...own.keys, near] };
    const ownKnown = own.keys.some((k) => index.df.has(k));
    // The memories' own word for it ("country", "language") says more than every node of the kind.
    const nodes = ownKnown && !nodeKindOfWord(kind.word) ? [] : candidates.filter((n) => nodeIsOfKind(n, kind));
    // Ids only: every node of a kind ("cities") can reach most of a long life's memories.
    const ids = await idsReached(graph, userId, nodes.map((n) => n.id), candidates);
    if (!ownKnown && members.length === 0 && ids.size === 0) {
      // Nothing of the kind: a fixed kind word says nothing more; another noun is searched as itself.
      if (!isKindWord(kind.word)) {
        const term = unmatchedTerm(kind);
        // "how many camels did we lose": a count of a thing no memory mentions, in any of its words, is nothing to find.
        terms.push(isCounted(analysis, kind) && !term.alike ? { ...term, essential: true } : term);
      }
      continue;
    }
    // When the user's memories use the word itself ("route"), its members only add weaker matches.
    if (ownKnown && !isKindWord(kind.word)) terms.push({ ...own, relatedKeys: [...new Set([...own.relatedKeys, ...members])] });
    // "How I found these" names the member the memory tells of ("christmas"), not the kind ("holiday").
    else terms.push({ ...own, keys: [...own.keys, ...members], alike: { ...own.alike, ...Object.fromEntries(members.map((k) => [k, memberByKey.get(k)!])) } });
    if (ids.size) soft.push({ label: `${kind.word} (${nodes.length} node${nodes.length === 1 ? "" : "s"})`, words: [kind.lemma], ids, nodes: nodes.map((n) => n.name), kindNodes: nodes.map(nodeRef) });
  }
  return { terms, soft, handled };
}
