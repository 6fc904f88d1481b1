import { formatDay, formatMonth } from "@/lib/nlp/extract-dates";
import { extractMemoryFacts, type MemoryFacts } from "@/lib/nlp/extract-memory-facts";
import { formatPerson, mergePeople, parsePerson } from "@/lib/nlp/extract-people";
import { captureDraftSchema, emptyDetails, photoDraftSchema, type CaptureDetails, type CaptureDraft, type PhotoDraft } from "./capture-draft";
import type { CaptureModel, CaptureTurn, DraftFromPhotosInput, PhotoFacts, RefineFromChatInput } from "./capture-model";
import { isSeenPeopleQuestion, seenInPhotos, seenPeopleQuestion, seenPhrase, seenSentences, seenThings } from "./describe-seen";

// The offline engine: no network, deterministic. It drafts from EXIF (date, place), what is
// already known about the photo, what the offline photo analysis saw (lib/vision: people,
// things, text) and the user's own words, and asks about what is missing.

const questions = [
  { topic: "people", text: "Who is with you here? Tell me their names and how you know them." },
  { topic: "occasion", text: "What was the occasion, and what were you doing?" },
  { topic: "place", text: "Where was this?" },
  { topic: "date", text: "When was this, roughly? A date, a season or an occasion like a birthday all help." },
  { topic: "feelings", text: "How did it feel? What do you remember most about it?" },
  { topic: "more", text: "Anything else you want to remember about this moment?" },
] as const;
type Topic = (typeof questions)[number]["topic"];

const earliestDate = (photos: PhotoFacts[]) =>
  photos.map((p) => p.takenAt).filter((d): d is Date => !!d).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
const firstPlace = (photos: PhotoFacts[]) => photos.find((p) => p.place)?.place ?? null;

// A long story yields more than a draft can show: what the user already has comes first,
// then the most mentioned new facts, up to what the schema allows for each list.
const detailLimits: Record<keyof CaptureDetails, number> = { dates: 10, locations: 12, people: 20, activities: 12, emotions: 8, objects: 12 };
const maxDetailLength = 120;

function mergeList(current: string[], added: string[], limit: number): string[] {
  const seen = new Set(current.map((v) => v.toLowerCase()));
  const fresh = added
    .map((v) => v.trim().slice(0, maxDetailLength).trim())
    .filter((v) => v && !seen.has(v.toLowerCase()) && seen.add(v.toLowerCase()));
  return [...current, ...fresh].slice(0, Math.max(limit, current.length));
}

function mergeDetails(current: CaptureDetails, facts: MemoryFacts): CaptureDetails {
  const people = mergePeople([...current.people.map(parsePerson), ...facts.people]).map(formatPerson);
  return {
    dates: mergeList(current.dates, facts.dates, detailLimits.dates),
    locations: mergeList(current.locations, facts.places, detailLimits.locations),
    people: mergeList([], people, detailLimits.people),
    activities: mergeList(current.activities, facts.activities, detailLimits.activities),
    emotions: mergeList(current.emotions, facts.emotions, detailLimits.emotions),
    objects: mergeList(current.objects, facts.objects, detailLimits.objects),
  };
}

const listOf = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`);
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const personName = (value: string) => {
  const p = parsePerson(value);
  return p.name ?? `my ${p.relation}`;
};

function composeTitle(details: CaptureDetails, photos: PhotoFacts[]): string {
  const date = earliestDate(photos);
  const occasion = details.dates.find((d) => /birthday|anniversary|wedding|graduation|christmas|easter|thanksgiving|halloween|new year|honeymoon|reunion/i.test(d));
  const activity = details.activities.find((a) => a.includes(" ")) ?? details.activities[0];
  const subject = occasion ?? activity;
  const names = details.people.map(personName).slice(0, 2);
  const place = details.locations[0] ?? firstPlace(photos)?.split(",")[0];
  if (subject && names.length) return capitalize(`${subject} with ${listOf(names)}`);
  if (subject && place) return capitalize(`${subject} at ${place}`);
  if (names.length && place) return `With ${listOf(names)} at ${place}`;
  if (subject) return capitalize(subject);
  const seen = seenPhrase(seenInPhotos(photos));
  if (seen && !names.length) return place ? `${seen} at ${place}` : seen;
  if (place && date) return `${place}, ${formatMonth(date)}`;
  if (place) return place;
  if (date) return `A day in ${formatMonth(date)}`;
  return "New memory";
}

function composeSummary(details: CaptureDetails, photos: PhotoFacts[], scene: string | null, answers: string[]): string {
  const date = earliestDate(photos);
  const place = firstPlace(photos);
  const where = details.locations.length ? listOf(details.locations.slice(0, 3)) + (place ? ` (${place})` : "") : place;
  const parts: string[] = [];
  const opening = [date ? formatDay(date) : details.dates[0], where ? `at ${where}` : "", details.people.length ? `with ${listOf(details.people.map(personName))}` : ""].filter(Boolean);
  if (opening.length) parts.push(`${capitalize(opening.join(" "))}.`);
  if (details.activities.length) parts.push(`Activities: ${listOf(details.activities)}.`);
  const periods = details.dates.filter((d) => !date || d !== formatDay(date));
  if (periods.length) parts.push(`When: ${listOf(periods)}.`);
  if (details.emotions.length) parts.push(`It felt ${listOf(details.emotions)}.`);
  parts.push(...seenSentences(seenInPhotos(photos), photos.length));
  if (scene) parts.push(`The photo${photos.length > 1 ? "s show" : " shows"}: ${scene.replace(/\.$/, "")}.`);
  const composed = parts.join(" ");
  const quoted = quoteAnswers(answers, summaryLimit - composed.length - 20);
  if (quoted) parts.push(`In your words: ${quoted}`);
  return parts.join(" ").slice(0, summaryLimit) || "A new memory from your photos. Tell the assistant what was happening.";
}

// The summary is composed from the details plus the user's words, never accumulated past what
// a memory holds: the words are quoted in order until the budget runs out, the last one cut at
// a word. (The chat itself keeps every word the user typed.)
const summaryLimit = 4000;
const ellipsis = "…";

function quoteAnswers(answers: string[], budget: number): string {
  const quotes: string[] = [];
  let left = Math.min(budget, 2400);
  for (const answer of answers.map((a) => a.trim().replace(/\s+/g, " ")).filter(Boolean)) {
    if (left < 40) break;
    const room = left - 3; // the quote marks and a space
    const text = answer.length <= room ? answer : cutAtWord(answer, room - ellipsis.length) + ellipsis;
    quotes.push(`“${text}”`);
    left -= text.length + 3;
  }
  return quotes.join(" ");
}

function cutAtWord(text: string, length: number): string {
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(" ");
  return (space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?-]+$/, "");
}

function askedTopics(conversation: CaptureTurn[]): Set<Topic> {
  const asked = new Set<Topic>();
  for (const turn of conversation) {
    if (turn.role !== "assistant") continue;
    for (const q of questions) if (turn.content.trim() === q.text) asked.add(q.topic);
    if (isSeenPeopleQuestion(turn.content)) asked.add("people");
  }
  return asked;
}

function nextQuestion(details: CaptureDetails, photos: PhotoFacts[], conversation: CaptureTurn[]): string {
  const asked = askedTopics(conversation);
  const missing: Record<Topic, boolean> = {
    people: details.people.length === 0,
    occasion: details.activities.length === 0 && !details.dates.some((d) => /birthday|anniversary|wedding|christmas|easter/i.test(d)),
    place: details.locations.length === 0 && !firstPlace(photos),
    date: details.dates.length === 0 && !earliestDate(photos),
    feelings: details.emotions.length === 0,
    more: true,
  };
  const next = questions.find((q) => missing[q.topic] && !asked.has(q.topic)) ?? questions.find((q) => !asked.has(q.topic));
  // People were seen in the photos: the question about them says so.
  if (next?.topic === "people") return seenPeopleQuestion(seenInPhotos(photos), photos.length) ?? next.text;
  return next?.text ?? "Anything else you'd like to add? When you're happy with it, press “Save memory”.";
}

function reference(photos: PhotoFacts[]) {
  const date = earliestDate(photos);
  return { date: date ?? new Date(), fromPhoto: !!date };
}

export const offlineCaptureModel: CaptureModel = {
  kind: "offline",

  async draftMemoryFromPhotos(input: DraftFromPhotosInput): Promise<PhotoDraft> {
    const facts = input.sceneDescription
      ? extractMemoryFacts(input.sceneDescription, { reference: reference(input.photos) })
      : null;
    // A scene description names no one, so its "people" are not taken.
    const fromScene = facts ? mergeDetails(emptyDetails(), { ...facts, people: [], dates: [] }) : emptyDetails();
    // What the photo analysis saw and read is offered as Things (the person can remove any).
    const details = { ...fromScene, objects: mergeList(fromScene.objects, seenThings(seenInPhotos(input.photos)), detailLimits.objects) };
    return photoDraftSchema.parse({
      title: composeTitle(details, input.photos),
      summary: composeSummary(details, input.photos, input.sceneDescription, []),
      details,
      nextQuestion: nextQuestion(details, input.photos, []),
      sceneDescription: input.sceneDescription ?? "",
    });
  },

  async refineDraftFromChat(input: RefineFromChatInput): Promise<CaptureDraft> {
    const answers = input.conversation.filter((t) => t.role === "user").map((t) => t.content);
    // Every answer since the assistant last replied (an earlier reply may have failed).
    const lastReply = input.conversation.map((t) => t.role).lastIndexOf("assistant");
    const newest = input.conversation.slice(lastReply + 1).filter((t) => t.role === "user").map((t) => t.content).join("\n");
    const knownNames = [...input.knownPeople, ...input.current.details.people.map((p) => parsePerson(p).name).filter((n): n is string => !!n)];
    const facts = extractMemoryFacts(newest, { reference: reference(input.photos), knownNames });
    const details = mergeDetails(input.current.details, facts);
    return captureDraftSchema.parse({
      title: input.current.titleEdited ? input.current.title : composeTitle(details, input.photos),
      summary: input.current.summaryEdited ? input.current.summary : composeSummary(details, input.photos, input.sceneDescription, answers),
      details,
      nextQuestion: nextQuestion(details, input.photos, input.conversation),
      // Without a photo date, a date the user states ("Christmas Day 2024") says when it happened.
      occurredOn: !reference(input.photos).fromPhoto && facts.resolvedDate ? facts.resolvedDate.toISOString().slice(0, 10) : null,
    });
  },
};
