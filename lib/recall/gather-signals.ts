import { askedAnswerKind, type AnswerKind } from "@/lib/nlp/answer-kinds";
import { conceptById } from "@/lib/nlp/concepts";
import { derivationalBases } from "@/lib/nlp/derivation";
import { isEnglishWord } from "@/lib/nlp/extract-wink";
import { asksPrice, MONEY_WORDS, PRICE_WORDS } from "@/lib/nlp/money";
import { normalizeKey } from "@/lib/nlp/fold";
import { dictionaryWordOneSlipFrom } from "@/lib/nlp/keyboard-slips";
import { canonicalGivenNames, isListedGivenName } from "@/lib/nlp/nicknames";
import { namesOtherAnimal } from "@/lib/nlp/pets";
import { isFamilyTie, isOwnKinSaidBare, relationFamily, sameTieWords } from "@/lib/nlp/relations";
import { NOUN_FILE, isCapitalizedCommonNoun, isFormOfKnownVerb, isKnownAdjective, isKnownNoun, isProperNoun, nounSenseFiles, relatedNouns } from "@/lib/nlp/wordnet";
import { isAgeOfRelation, isKindWord, ORDINAL_WORDS, type KindNoun, type RequestAnalysis } from "./analyze-request";
import { kindSignals } from "./kind-signals";
import { closedCompoundKeysUsed, isCompoundOfNouns, isHyphenatedCompound } from "./closed-compounds";
import { coordinatedThings } from "./coordinated-things";
import { wordNetCompounds } from "./compound-terms";
import { homeCountry, memoriesMentioning, nearestKnownKey, termKey, termWeight, type LexicalIndex, type QueryTerm } from "./lexical-index";
import { memoByIdentity } from "./memo-by-identity";
import { derivedWordsUsed, narrowerWordsUsed, placesWithinUsed, synonymsUsed } from "./narrower-terms";
import { relationSynonyms } from "./relation-synonyms";
import { similarWordsUsed } from "./similar-terms";
import { asksAboutHealth, healthWordsUsed, isHealthPhrase, isIllnessKey, isIllnessWord } from "./health-words";
import type { RankSignals, Requirement, SoftSignal } from "./rank-memories";
import { PERSON_KINDS, type CandidateNode, type Facet, type NodeSelection } from "./select-relationship-nodes";
import { idsReached, type RecallGraph } from "./traverse-to-memories";

// From what the request says to the ranking's inputs: the facets the request insists on
// become requirements (places named together are alternatives: "Lisbon and Kyoto"; people
// are together only when asked so: "with Anna and Ben"), the other facets become graph
// signals for their words, negated facets exclude, and the words left become lexical terms
// (lemma, stem, derivational base; WordNet synonyms, broader terms and the concept
// lexicon's synonyms as weaker matches).

export type Signals = RankSignals & {
  /** Named things (a person, place, event) the request mentions that neither the graph nor any memory knows. */
  unknownNames: string[];
  negatedFacets: Set<Facet>;
};

/** Events counted by an ordinal ("3rd birthday", "our 10th anniversary"). */
const NUMBERED_EVENTS = new Set(["birthday", "anniversary"]);
const TOGETHER = /\b(with|together|both|and i|me and)\b/i;
const NAME_POS = new Set(["PROPN", "NOUN", "X"]);
// Events that happen once to someone: "Anna's wedding" is not any memory of Anna's.
const ONE_OFF_EVENTS = new Set(["wedding", "birthday", "anniversary", "engagement", "graduation", "retirement", "religious"]);
// Nouns say what a request is about; verbs and adjectives mostly how it is asked.
const POS_WEIGHT: Record<string, number> = { VERB: 0.5, ADJ: 0.6 };

function facetPositions(facet: Facet, analysis: RequestAnalysis): number[] {
  const out: number[] = [];
  analysis.words.forEach((w, i) => {
    if (facet.words.includes(w) || facet.words.includes(analysis.lemmaWords[i]!)) out.push(i);
  });
  return out;
}

/** The weight of a value asked for (a colour, a weight) among the request's words: it filters, and is next to no evidence itself (any green thing is not the campervan). */
const ANSWER_KIND_WEIGHT = 0.05;
/** At most this many words between "and"/"or" and the second thing joined ("and every trip to Kyoto"). */
const MAX_WORDS_AFTER_JOIN = 3;
const JOIN_WORDS = new Set(["and", "or"]);

/**
 * "all the naadams and new year celebrations": two things the request joins by "and" or "or"
 * that no memory is both of (a festival and a holiday) are alternatives, as joined occasions
 * are (coordinated-things.ts): one requirement met by either. Not two people ("with Anna and
 * Ben" asks for them together) and never where some memory has both.
 */
function joinAlternatives(required: Requirement[], facetsOf: Map<Requirement, Facet[]>, analysis: RequestAnalysis): void {
  const span = (r: Requirement) => {
    const positions = (facetsOf.get(r) ?? []).flatMap((f) => facetPositions(f, analysis));
    return positions.length ? { from: Math.min(...positions), to: Math.max(...positions) } : null;
  };
  const person = (r: Requirement) => (facetsOf.get(r) ?? []).some((f) => f.kind === "person" || f.kind === "relation");
  for (let i = 0; i < required.length; i++) {
    for (let j = i + 1; j < required.length; j++) {
      const [a, b] = [required[i]!, required[j]!];
      const [sa, sb] = [span(a), span(b)];
      if (!sa || !sb || (person(a) && person(b)) || !a.ids.size || !b.ids.size || [...a.ids].some((id) => b.ids.has(id))) continue;
      const [left, right] = sa.to < sb.from ? [sa, sb] : [sb, sa];
      // The join, after at most a word ("the naadams and", "christmases or"), and the other thing's words at most a few words on ("and every trip to Kyoto").
      const between = analysis.words.slice(left.to + 1, right.from);
      const join = between.findIndex((w) => JOIN_WORDS.has(w));
      if (right.from <= left.to || join < 0 || join > 1 || between.length - join - 1 > MAX_WORDS_AFTER_JOIN) continue;
      const joined: Requirement = { label: `${a.label} or ${b.label}`, ids: new Set([...a.ids, ...b.ids]), nodes: [...a.nodes, ...b.nodes], ...(a.place && b.place ? { place: true } : {}) };
      facetsOf.set(joined, [...facetsOf.get(a)!, ...facetsOf.get(b)!]);
      required.splice(j, 1);
      required.splice(i, 1, joined);
      j = i;
    }
  }
}

export function isNegatedFacet(facet: Facet, analysis: RequestAnalysis): boolean {
  const positions = facetPositions(facet, analysis);
  return positions.length > 0 && positions.every((p) => analysis.negated.has(p));
}

function singleWords(phrases: string[]): string[] {
  return phrases.filter((p) => !p.includes(" ") && !p.includes("-"));
}

/** The lexical form of one request word: its own keys, and weaker related keys. */
export function queryTermFor(lemma: string, word: string, named: boolean, conceptTerms: string[] = []): QueryTerm {
  const keys = [...new Set([termKey(lemma), termKey(word), ...derivationalBases(lemma).map(termKey)])];
  // A concept's other words are weaker matches, but not another animal ("dog": not the kitten).
  const related = named ? [] : [...singleWords(relatedNouns(lemma)), ...singleWords(conceptTerms).filter((t) => !namesOtherAnimal(lemma, t))];
  return { term: lemma, keys, relatedKeys: [...new Set(related.map(termKey))].filter((k) => !keys.includes(k)) };
}

/**
 * A word the request uses as a name: written as one, or a proper noun to WordNet, unless WordNet
 * files it as a kind of thing however it is written ("PhD"). A word typed
 * in lower case that WordNet also knows as an adjective ("northern", "french") is not a name
 * only because a proper noun shares its spelling.
 */
function isNamedWord(analysis: RequestAnalysis, w: RequestAnalysis["contentWords"][number]): boolean {
  // "PhD" is written with a capital but is a kind of thing (a doctorate), not a name.
  if (isCapitalizedCommonNoun(w.lemma)) return false;
  if (analysis.namePositions.has(w.position)) return true;
  // A request in another language writes its names with a capital; its other words are not English proper nouns ("ano", "ca").
  return !analysis.language && isProperNoun(w.lemma) && !isKnownAdjective(w.lemma);
}

/** A lower-case word WordNet knows as an adjective or as a verb's -ing or -ed form ("my grieving", "the blooming") is English, never an unknown name. */
function isCommonWordOfOtherPart(word: string): boolean {
  return isKnownAdjective(word) || isFormOfKnownVerb(word);
}

/**
 * Whether a common noun the memories use comes right after the word at `position` ("knee" in
 * "knee operation" when a memory tells of an operation): the word says which of its things is
 * meant. A following word no memory uses may be a verb the tagger read as a noun ("what did
 * the storm wreck").
 */
function knownNounFollows(analysis: RequestAnalysis, position: number, index: LexicalIndex): boolean {
  const next = analysis.contentWords.find((c) => c.position === position + 1);
  return !!next && next.pos === "NOUN" && !analysis.namePositions.has(next.position) && index.df.has(termKey(next.lemma));
}

function sameName(a: string, b: string): boolean {
  if (a === b) return true;
  const ca = canonicalGivenNames(a);
  return canonicalGivenNames(b).some((c) => ca.includes(c));
}

/** Memories whose words include every word of one of these phrases. */
/** Every word of the nodes' names and aliases: once per theme list (memo-by-identity.ts). */
const nodeNameWords = memoByIdentity((candidates: readonly CandidateNode[]) => new Set(candidates.flatMap((n) => [n.name, ...n.aliases].flatMap((x) => normalizeKey(x).split(" ")))));

/** Every word of the names and aliases of the people and pets in the graph: once per theme list. */
const personNameWords = memoByIdentity((candidates: readonly CandidateNode[]) => new Set(candidates.filter((n) => PERSON_KINDS.has(n.kind)).flatMap((n) => [n.name, ...n.aliases].flatMap((x) => normalizeKey(x).split(" ")))));

/** A relation the request insists on, said in the memories' other words for the tie ("my mom": "her mother"). */
function tieWords(f: Facet): string[][] {
  return f.kind === "relation" || f.kind === "person" ? f.words.flatMap(relationSynonyms).map((w) => [w]) : [];
}

/**
 * A place the request insists on, said in a memory with no place of its own as a place within it
 * ("the AC repair in Spain": the call about the workshop in Zaragoza). A memory whose photo
 * has a place is where that says (the day in Tromsø that mentions Accra is no day in Ghana).
 */
function placelessWithin(index: LexicalIndex, f: Facet): string[] {
  if (!f.within?.length) return [];
  return mentioning(index, f.within.map((p) => normalizeKey(p).split(" "))).filter((id) => !index.docs.get(id)?.country);
}

function mentioning(index: LexicalIndex, phrases: string[][]): string[] {
  return memoriesMentioning(index, phrases);
}

export async function gatherSignals(
  graph: RecallGraph,
  userId: string,
  analysis: RequestAnalysis,
  selection: NodeSelection,
  candidates: CandidateNode[],
  index: LexicalIndex,
): Promise<Signals> {
  const negatedFacets = new Set(selection.facets.filter((f) => isNegatedFacet(f, analysis)));
  const reach = new Map<Facet, ReadonlySet<string>>();
  const ruledOut = new Map<Facet, Set<string>>();
  await Promise.all(
    selection.facets.map(async (f) => {
      if (f.redundant && !negatedFacets.has(f)) return;
      const ids = await idsReached(graph, userId, f.nodes.map((n) => n.id), candidates);
      reach.set(f, ids);
      if (f.ruledOut?.length) {
        const other = await idsReached(graph, userId, f.ruledOut.map((n) => n.id), candidates);
        ruledOut.set(f, new Set([...other].filter((id) => !ids.has(id))));
      }
    }),
  );
  const excluded = new Set([...negatedFacets].flatMap((f) => [...(reach.get(f) ?? [])]));
  if (analysis.excludedTime) for (const doc of index.docs.values()) if (doc.occurredAt && analysis.excludedTime.excludes(doc.occurredAt)) excluded.add(doc.id);
  const live = selection.facets.filter((f) => !negatedFacets.has(f) && !f.redundant);
  const hard = live.filter((f) => f.hard);
  const nodeNames = (fs: Facet[]) => fs.flatMap((f) => f.nodes.map((n) => n.name));
  // A requirement holds for the memories the graph links to it, or that name it in their own words.
  const facetsOf = new Map<Requirement, Facet[]>();
  const union = (label: string, fs: Facet[]): Requirement => {
    const requirement = {
      label,
      ids: new Set(fs.flatMap((f) => [...reach.get(f)!, ...placelessWithin(index, f), ...mentioning(index, [f.words, ...tieWords(f), ...f.nodes.map((n) => normalizeKey(n.name).split(" "))]).filter((id) => !ruledOut.get(f)?.has(id))])),
      nodes: nodeNames(fs),
    };
    facetsOf.set(requirement, fs);
    return requirement;
  };

  const required: Requirement[] = [];
  const places = hard.filter((f) => f.kind === "place");
  if (places.length) required.push(Object.assign(union(places.map((f) => f.label).join(" or "), places), { place: true }));
  const people = hard.filter((f) => f.kind === "person" || f.kind === "relation" || f.kind === "name");
  // "with Anna and Ben" wants both in one memory; "with my mom or Diego", either.
  if (people.length > 1 && (!TOGETHER.test(analysis.text) || /\bor\b/i.test(analysis.text))) required.push(union(people.map((f) => f.label).join(" or "), people));
  else for (const f of people) required.push(union(f.label, [f]));
  // Times of year are alternatives too: "New Year" is the Lunar New Year's theme or New Year's Day's, "at Easter and Christmas" either.
  const periods = hard.filter((f) => f.kind === "period");
  if (periods.length) required.push(union(periods.map((f) => f.label).join(" or "), periods));
  for (const f of hard.filter((f) => !places.includes(f) && !people.includes(f) && !periods.includes(f))) required.push(union(f.label, [f]));
  joinAlternatives(required, facetsOf, analysis);
  // "abroad": memories whose place is in another country than most of the user's.
  const home = analysis.abroad ? homeCountry(index) : null;
  if (home) required.push({ label: "abroad", ids: new Set([...index.docs.values()].filter((d) => d.country && d.country !== home).map((d) => d.id)), nodes: [] });

  const soft: SoftSignal[] = live
    .filter((f) => !f.hard)
    .map((f) => {
      const lemmas = facetPositions(f, analysis).map((p) => analysis.lemmaWords[p]!);
      return { label: f.label, words: [...new Set([...f.words, ...lemmas])], ids: reach.get(f)!, nodes: nodeNames([f]), curated: f.kind === "concept" };
    });

  // Words the requirements account for are not searched for again.
  const explainedByHard = new Set<string>();
  for (const f of selection.facets) {
    if (!f.hard && !f.redundant) continue;
    for (const p of facetPositions(f, analysis)) {
      explainedByHard.add(analysis.words[p]!);
      // "my brother Desmond": the tie says who he is, found with him, not a word his memories must say.
      const before = analysis.words[p - 1] ?? "";
      if (f.kind === "person" && relationFamily(analysis.lemmaWords[p - 1] ?? before)) explainedByHard.add(before);
      if (f.kind === "relation" && isAgeOfRelation(analysis.words, p - 1)) explainedByHard.add(before);
    }
    f.words.forEach((w) => explainedByHard.add(w));
  }
  const personWords = [...selection.explainedWords];
  const nodeWordSet = nodeNameWords(candidates);
  // A request about one subject ("How has my PhD been going?"); with more nouns, they say which
  // memory. A person the request insists on ("with my dad") is no subject: it filters.
  const subjects = analysis.contentWords.filter((c) => NAME_POS.has(c.pos) && !isNamedWord(analysis, c) && !explainedByHard.has(c.word) && !explainedByHard.has(c.lemma));
  const askedKinds = analysis.kindNouns.filter((k) => !isKindWord(k.word) && !analysis.negated.has(k.position));
  const oneSubject = subjects.length + askedKinds.length === 1;

  const terms: QueryTerm[] = [];
  const unknownNames: string[] = [];
  // "LeBron James" when the memories say "LeBron", "Rose Whitfield" when the graph has Rose; not
  // "the Pontcysyllte Aqueduct" when they only say "aqueduct": a common noun is no part of a name.
  const isCommonNoun = (word: string) => isKnownNoun(word) && !isProperNoun(word) && !isListedGivenName(word);
  const knownNameAt = (p: number) => {
    const word = analysis.words[p] ?? "";
    return analysis.namePositions.has(p) && (personNameWords(candidates).has(word) || (!isCommonNoun(word) && (index.df.has(termKey(word)) || nodeWordSet.has(word))));
  };
  const partOfKnownName = (p: number) => knownNameAt(p - 1) || knownNameAt(p + 1);
  const seen = new Set<string>();
  // "How much did I pay for my fiddle?": the answer names an amount ("three hundred bucks", "$300").
  const asksForAmount = asksPrice(analysis.lemmaWords);
  // "What colour is my campervan?": only a memory that says a colour answers it.
  const answerKind = askedAnswerKind(analysis.lemmaWords);
  // "northern lights": one thing, and a memory may call it by its broader name ("aurora").
  const facetWords = new Set(selection.facets.flatMap((f) => f.words));
  const usable = wordNetCompounds(analysis.contentWords).filter(
    (c) =>
      !c.words.some((x) => explainedByHard.has(x.word) || analysis.negated.has(x.position) || facetWords.has(x.word) || facetWords.has(x.lemma)) &&
      // Only when the memories do not say it in these words: "ice cream" is searched as its words.
      c.words.some((x) => termWeight(index, queryTermFor(x.lemma, x.word, false)) === null),
  );
  const compounds = new Map(usable.flatMap((c) => c.words.map((w, i) => [w.position, i === 0 ? c : null] as const)));
  for (const w of analysis.contentWords) {
    const compound = compounds.get(w.position);
    if (compound === null) continue;
    if (compound) {
      // No memory says both words, so a memory mentioning one of them is a weak match only; the thing's other names are direct.
      // "health problems": the memories' words of ill health and its care, as "health" alone (never a "cold morning").
      const health = isHealthPhrase(compound.phrase) ? healthWordsUsed("health", index) : {};
      if (Object.keys(health).length) {
        terms.push({ term: compound.phrase, keys: Object.keys(health), relatedKeys: [], alike: health, weight: 1, aspect: true });
        compound.words.forEach((x) => seen.add(x.lemma));
        continue;
      }
      const parts = compound.words.map((x) => queryTermFor(x.lemma, x.word, false));
      // "North Carolina" when the memories name a place in it ("Asheville").
      const within = placesWithinUsed(compound.phrase, index);
      const keys = [...new Set([...compound.related.map(termKey), ...Object.keys(within)])];
      const weaker = parts.flatMap((p) => [...p.keys, ...p.relatedKeys]);
      terms.push({ term: compound.phrase, keys, relatedKeys: [...new Set(weaker)].filter((k) => !keys.includes(k)), weight: 1, ...(Object.keys(within).length ? { alike: within } : {}) });
      compound.words.forEach((x) => seen.add(x.lemma));
      continue;
    }
    if (analysis.negated.has(w.position) || seen.has(w.lemma)) continue;
    seen.add(w.lemma);
    if (explainedByHard.has(w.word) || explainedByHard.has(w.lemma)) continue;
    if (answerKind?.said.has(w.lemma)) {
      if (!terms.some((t) => t.term === answerKind.asked)) terms.push(answerTerm(answerKind));
      continue;
    }
    if (asksForAmount && PRICE_WORDS.has(w.lemma)) {
      if (!terms.some((t) => t.term === "amount")) terms.push(amountTerm(queryTermFor(w.lemma, w.word, false).keys, w.lemma));
      continue;
    }
    const named = isNamedWord(analysis, w);
    const inSoft = selection.facets.some((f) => !f.hard && !negatedFacets.has(f) && (f.words.includes(w.word) || f.words.includes(w.lemma)));
    // "Sailing trips with Jim": a capitalised activity opening the request is the activity's word, not a person's.
    if (named && !inSoft && personWords.some((p) => sameName(p, w.word))) continue;
    const concept = analysis.concepts.find((c) => c.term.split(" ").includes(w.word) || c.term.split(" ").includes(w.lemma));
    const conceptTerms = concept ? (conceptById.get(concept.concept.id)?.terms ?? []) : [];
    const term: QueryTerm = { ...queryTermFor(w.lemma, w.word, named, conceptTerms), essential: !!concept && ONE_OFF_EVENTS.has(concept.concept.id) };
    // A family tie is said many ways ("dad": father, papa; "the grandkids": grandson, granddaughter), never in the other sex's word.
    if (!named && isFamilyTie(w.lemma)) {
      const plural = w.word !== normalizeKey(w.lemma) || w.word.endsWith("s");
      term.keys = [...new Set([...term.keys, ...[...relationSynonyms(w.lemma), ...(plural ? sameTieWords(w.lemma) : [])].map(termKey)])];
    }
    // "my dad's health": the memories of his stroke, the hospital, the physiotherapy (health-words.ts);
    // not "mental health services", "health insurance": another thing WordNet names in two words
    // (but "health problems" and "good health" are health's).
    const saidInMoreWords = [analysis.words[w.position - 1], analysis.words[w.position + 1]].some((other, i) => {
      const phrase = i === 0 ? `${other} ${w.lemma}` : `${w.lemma} ${other}`;
      const lemmaPhrase = i === 0 ? phrase : `${w.lemma} ${analysis.lemmaWords[w.position + 1]}`;
      return !!other && [phrase, lemmaPhrase].some((p) => isKnownNoun(p) && !isHealthPhrase(p));
    });
    const health = named || saidInMoreWords ? {} : healthWordsUsed(w.lemma, index);
    if (Object.keys(health).length) {
      terms.push({ ...term, keys: [...new Set([...term.keys, ...Object.keys(health)])], alike: health, weight: POS_WEIGHT[w.pos] ?? 1, aspect: true });
      continue;
    }
    // "his stroke", "her broken-wrist fracture": someone's illness or injury is one event, as a wedding
    // is, in every memory of the answer: in its own words or an illness WordNet gives as its synonym
    // in any sense, never in a narrower word of another sense (a golf stroke's "drive"). (Not its
    // care: "her operation" may be told as "her knee replacement".)
    if (!named && w.pos === "NOUN" && isIllnessWord(w.lemma) && saidAsOwn(analysis, w.position, ANYONES)) {
      const keys = [...new Set([...term.keys, ...singleWords(relatedNouns(w.lemma, ALL_SENSES)).map(termKey).filter(isIllnessKey)])];
      const nextIsNoun = analysis.contentWords.some((c) => c.position === w.position + 1 && c.pos === "NOUN");
      terms.push({ ...term, keys, relatedKeys: term.relatedKeys.filter((k) => !keys.includes(k)), weight: POS_WEIGHT[w.pos] ?? 1, essential: true, inEachAnswer: !nextIsNoun });
      continue;
    }
    const ownWordUnused = !inSoft && termWeight(index, term) === null && !nodeWordSet.has(w.word);
    // A request in another language: a word no memory uses is a word the reading does not know, not a name or a thing missing.
    if (ownWordUnused && analysis.language && !named) continue;
    // A noun the memories never use stands for the narrower things they name ("sports": skiing;
    // "cat": the kitten), or is the first half of a word they use ("hail": "hailstorm"); these
    // count as the word itself, not as the weaker related words.
    const mayBeNarrower = ownWordUnused && !named && w.pos !== "ADJ" && isKnownNoun(w.lemma);
    const narrowerWords = mayBeNarrower ? narrowerWordsUsed(w.lemma, index) : {};
    const narrower = mayBeNarrower ? [...Object.keys(narrowerWords), ...closedCompoundKeysUsed(w.lemma, index)] : [];
    if (narrower.length) {
      terms.push({ ...term, keys: [...term.keys, ...new Set(narrower)], alike: narrowerWords, weight: POS_WEIGHT[w.pos] ?? 1 });
      continue;
    }
    // A word no memory uses, in a form derived from it that they do use ("music": the musicians; "retire": the retirement).
    // (Also a pastime's word the graph has no theme for: "music", told of as "the musicians".)
    // Or a noun's synonym in a sense past the two its weaker related words come from ("my kitty": the kitten, its third).
    const unusedWord = termWeight(index, term) === null && !named && (w.pos === "NOUN" || w.pos === "VERB");
    const derived = unusedWord ? { ...(w.pos === "NOUN" ? synonymsUsed(w.lemma, index) : {}), ...derivedWordsUsed(w.lemma, index) } : {};
    if (Object.keys(derived).length) {
      terms.push({ ...term, keys: [...term.keys, ...Object.keys(derived)], alike: derived, weight: concept?.concept.kind === "activity" ? 1 : (POS_WEIGHT[w.pos] ?? 1) });
      continue;
    }
    // A place no memory names, where they name a place within it ("Florida": the beach in Tampa).
    const within = ownWordUnused ? placesWithinUsed(w.word, index) : {};
    if (Object.keys(within).length) {
      terms.push({ ...term, keys: [...term.keys, ...Object.keys(within)], alike: within, weight: 1 });
      continue;
    }
    if (ownWordUnused && !term.relatedKeys.some((k) => index.df.has(k))) {
      // A misspelling of the user's own word ("irland") is that word, never an unknown name.
      const near = nearestKnownKey(index, w.word);
      if (near) {
        terms.push({ ...term, keys: [...term.keys, near], weight: POS_WEIGHT[w.pos] ?? 1 });
        continue;
      }
      // The subject of the request, said otherwise in the memories ("my PhD": their thesis): the words used most alike.
      const alike = named || concept || !oneSubject || !NAME_POS.has(w.pos) ? {} : similarWordsUsed(w.lemma, index);
      if (Object.keys(alike).length) {
        terms.push({ ...term, keys: [...term.keys, ...Object.keys(alike)], alike, weight: POS_WEIGHT[w.pos] ?? 1 });
        continue;
      }
      // Relation words ("the grandkids") are common nouns whatever WordNet lacks.
      // A word no dictionary has, tagged an adjective before its noun ("the rottnest swim"), is a name too.
      const unknownModifier = w.pos === "ADJ" && !isKnownAdjective(w.lemma) && !isEnglishWord(w.lemma);
      // A lower-case word one slip from a dictionary word ("persue") is that word misspelt, two nouns written as one ("riverfront") or joined by a hyphen ("multi-day") a thing.
      const looksNamed =
        named ||
        ((NAME_POS.has(w.pos) || unknownModifier) && !isKnownNoun(w.lemma) && !isKnownNoun(w.word) && !isCommonWordOfOtherPart(w.word) && !relationFamily(w.lemma) && !relationFamily(w.word) && !dictionaryWordOneSlipFrom(w.word) && !isCompoundOfNouns(w.word) && !isHyphenatedCompound(w.word));
      if (looksNamed) {
        // "Krystyna Nowak", "LeBron James": the memories name the person by the other part.
        if (named && partOfKnownName(w.position)) continue;
        unknownNames.push(w.word);
        continue;
      }
    }
    // "my knee operation": a noun no memory uses, saying which of the next noun's things is meant, must be found
    // (not words joined by a hyphen, "the multi-day ferry": they say what it was like, as an adjective does).
    const modifierUnused = ownWordUnused && !named && w.pos === "NOUN" && !isHyphenatedCompound(w.word) && !term.relatedKeys.some((k) => index.df.has(k)) && knownNounFollows(analysis, w.position, index);
    // "my son", "my grandpa" that no person of the graph is: the user's own words must name the tie
    // (in any word of its family, "my mom": "my mother"); "your son" said to a friend is not theirs.
    // A parent said bare is the user's too ("grandpa's gift to me"), but not on Mother's Day.
    const before = analysis.words[w.position - 1];
    const namesDay = [analysis.words[w.position + 1], analysis.words[w.position + 2]].includes("day");
    const myRelation = !!relationFamily(w.lemma) && (before === "my" || (isOwnKinSaidBare(w.word, [analysis.words[w.position - 2], before]) && !namesDay));
    if (myRelation) term.keys = [...new Set([...term.keys, ...relationSynonyms(w.lemma).map(termKey)])];
    // A verb naming an activity the lexicon knows ("What did I cook?", "when did I hike") is what the request asks about, as a noun is.
    const namesActivity = concept?.concept.kind === "activity";
    // "When did I win my second tournament?": when the memories say the ordinal, the one that says it is meant.
    const ordinalSaid = ORDINAL_WORDS.has(w.word) && termWeight(index, term) !== null;
    // "my sister's wedding": the event (the head, not "wedding" of "wedding anniversary") and the tie whose it is are in every memory of the answer.
    const nextWord = analysis.contentWords.find((c) => c.position === w.position + 1);
    const inEachAnswer = (!!term.essential && nextWord?.pos !== "NOUN") || (myRelation && analysis.words[w.position + 1] === "s");
    const possessed = !named && w.pos === "NOUN" && nextWord?.pos !== "NOUN" && isOwnableThing(w.lemma) && saidAsOwn(analysis, w.position);
    terms.push({ ...term, weight: namesActivity ? 1 : (POS_WEIGHT[w.pos] ?? 1), essential: term.essential || modifierUnused || myRelation || ordinalSaid, inEachAnswer, ...(possessed ? { possessed } : {}), ...(myRelation ? { ownTie: true } : {}) });
  }
  if (asksForAmount && !terms.some((t) => t.term === "amount")) terms.push(amountTerm([], "price"));
  if (answerKind && !terms.some((t) => t.term === answerKind.asked)) terms.push(answerTerm(answerKind));
  // Kind words ("what pet", "which cities"): the things of that kind, in the words and the graph.
  const ownKindTerm = (k: KindNoun): QueryTerm => ({ ...queryTermFor(k.lemma, k.word, false), weight: 1 });
  // Nothing of the kind ("Which team did I see play?", no team named): the memories' words used most alike ("hockey").
  const unmatchedKind = (k: KindNoun): QueryTerm => {
    const alike = oneSubject ? similarWordsUsed(k.lemma, index) : {};
    const own = ownKindTerm(k);
    return Object.keys(alike).length ? { ...own, keys: [...own.keys, ...Object.keys(alike)], alike } : own;
  };
  const kinds = await kindSignals(graph, userId, analysis, candidates, index, ownKindTerm, unmatchedKind);
  for (const term of kinds.terms) if (!terms.some((t) => t.term === term.term)) terms.push(asHealthTerm(term, index) ?? term);
  soft.push(...kinds.soft);
  // "my 30th", "the twins' 3rd birthday": which birthday is the one-off event, not a word that may be missing.
  const numbersEvent = analysis.concepts.some((c) => NUMBERED_EVENTS.has(c.concept.id));
  for (const form of analysis.ordinalForms.length ? [analysis.ordinalForms] : []) {
    terms.push({ term: form[0]!, keys: form.map(termKey), relatedKeys: [], ...(numbersEvent ? { essential: true } : {}) });
  }
  markOptions(terms, analysis);
  return { required, soft, excluded, terms, unknownNames, negatedFacets };
}

/** "What health problems has Mum had?": the kind is health's, its members the memories' words of ill health and its care (health-words.ts), not a "cold morning". */
function asHealthTerm(term: QueryTerm, index: LexicalIndex): QueryTerm | null {
  if (!isHealthPhrase(term.term) && !asksAboutHealth(term.term)) return null;
  const health = healthWordsUsed("health", index);
  return Object.keys(health).length ? { ...term, keys: [...new Set([...term.keys.slice(0, 1), ...Object.keys(health)])], relatedKeys: [], alike: health, aspect: true } : null;
}

/**
 * What a question of price asks for, as one thing: the request's own word for it ("paid", "the
 * fee") or an amount in any currency's word or sign ("bucks", "$300": lexical-index.ts reads
 * "$" as "dollar"). "How I found these" names the word the memory uses.
 */
function amountTerm(ownKeys: string[], ownWord: string): QueryTerm {
  const amounts = MONEY_WORDS.map((w) => [termKey(w), w] as const).filter(([k]) => !ownKeys.includes(k));
  const alike = Object.fromEntries([...ownKeys.map((k) => [k, ownWord] as const), ...amounts]);
  return { term: "amount", keys: [...ownKeys, ...amounts.map(([k]) => k)], relatedKeys: [], alike, weight: 1 };
}

/**
 * A value the request asks for (a colour, a weight) as one thing every memory of the answer
 * must say, in any of its words; none said anywhere, the user's memories do not tell it.
 */
function answerTerm(kind: AnswerKind): QueryTerm {
  const alike = Object.fromEntries(kind.words.map((w) => [termKey(w), w] as const));
  return { term: kind.asked, keys: Object.keys(alike), relatedKeys: [], alike, weight: ANSWER_KIND_WEIGHT, essential: true, answerKind: true };
}

const OWNERS = new Set(["my", "our"]);
/** Anyone's: the user's, another's ("his", "her"), or a name's ("Mamá's" is read "mamá", "s"). */
const ANYONES = new Set([...OWNERS, "his", "her", "their", "s"]);
/** Enough of a noun's senses for all of them. */
const ALL_SENSES = 12;
/** What people own: animals, made things, plants ("my cat", "our boat", "my pumpkin"), not "my stargazing nights" or "my favourite desserts". */
const OWNABLE_FILES: ReadonlySet<number> = new Set([NOUN_FILE.animal, NOUN_FILE.artifact, NOUN_FILE.plant]);
const isOwnableThing = (lemma: string) => OWNABLE_FILES.has(nounSenseFiles(lemma)[0] ?? -1);

/** "my cat", "our old boat", "my giant pumpkin": the word follows "my" or "our", with at most two words between that say which. */
function saidAsOwn(analysis: RequestAnalysis, position: number, owners: ReadonlySet<string> = OWNERS): boolean {
  const content = new Set(analysis.contentWords.map((c) => c.position));
  for (let p = position - 1; p >= Math.max(0, position - 3); p--) {
    if (owners.has(analysis.words[p] ?? "")) return true;
    if (!content.has(p)) return false;
  }
  return false;
}

/** Terms said as things joined by "and"/"or" become options of one group (coordinated-things.ts). */
function markOptions(terms: QueryTerm[], analysis: RequestAnalysis): void {
  coordinatedThings(analysis).forEach((group, g) => {
    const marked = group.map((positions, option) => {
      const said = new Set(positions.flatMap((p) => [analysis.words[p]!, analysis.lemmaWords[p]!]));
      const inOption = terms.filter((t) => !t.option && t.term.split(" ").every((w) => said.has(w)));
      return inOption.map((t) => ({ t, option }));
    });
    if (marked.filter((m) => m.length).length < 2) return;
    for (const { t, option } of marked.flat()) t.option = { group: g, option };
  });
}
