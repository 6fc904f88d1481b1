import type { DateRange } from "@/lib/nlp/extract-dates";
import { extractMemoryFacts, type MemoryFacts } from "@/lib/nlp/extract-memory-facts";
import { formatPerson, mergePeople, parsePerson } from "@/lib/nlp/extract-people";
import { isGerund, lemmaKey } from "@/lib/nlp/lemma-key";
import { composeDraftText } from "./compose-draft-text";
import { captureDraftSchema, emptyDetails, photoDraftSchema, type CaptureDetails, type CaptureDraft, type PhotoDraft } from "./capture-draft";
import type { CaptureModel, CaptureTurn, DraftFromPhotosInput, PhotoFacts, RefineFromChatInput } from "./capture-model";
import { isSeenPeopleQuestion, seenInPhotos, seenPeopleQuestion, seenThings } from "./describe-seen";

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

const photoDays = (photos: PhotoFacts[]) =>
  photos.map((p) => p.takenAt).filter((d): d is Date => !!d).sort((a, b) => a.getTime() - b.getTime());
const earliestDate = (photos: PhotoFacts[]) => photoDays(photos)[0] ?? null;
const firstPlace = (photos: PhotoFacts[]) => photos.find((p) => p.place)?.place ?? null;

// A long story yields more than a draft can show: what the user already has comes first,
// then the most mentioned new facts, up to what the schema allows for each list.
const detailLimits: Record<keyof CaptureDetails, number> = { dates: 10, locations: 12, people: 20, activities: 12, emotions: 8, objects: 12 };
const maxDetailLength = 120;
const lowerKey = (value: string) => value.toLowerCase();
const lemmaOrLower = (value: string) => lemmaKey(value) || value.toLowerCase();

/** The current values, then the new ones whose key is not there yet ("ride" after "riding" is the same). */
function mergeList(current: string[], added: string[], limit: number, keyOf: (value: string) => string = lowerKey, taken: Set<string> = new Set()): string[] {
  const seen = new Set(taken);
  const kept = current.filter((v) => !seen.has(keyOf(v)) && seen.add(keyOf(v)));
  const fresh = added
    .map((v) => v.trim().slice(0, maxDetailLength).trim())
    .filter((v) => v && !seen.has(keyOf(v)) && seen.add(keyOf(v)));
  return [...kept, ...fresh].slice(0, Math.max(limit, kept.length));
}

function mergeDetails(current: CaptureDetails, facts: MemoryFacts): CaptureDetails {
  const people = mergePeople([...current.people.map(parsePerson), ...facts.people]).map(formatPerson);
  const activities = mergeList(current.activities, facts.activities, detailLimits.activities, lemmaOrLower);
  // A thing is not an activity said again ("the hiking"), nor a bare -ing word.
  const newObjects = facts.objects.filter((o) => !isGerund(o));
  return {
    dates: mergeList(current.dates, facts.dates, detailLimits.dates),
    locations: mergeList(current.locations, facts.places, detailLimits.locations),
    people: mergeList([], people, detailLimits.people),
    activities,
    emotions: mergeList(current.emotions, facts.emotions, detailLimits.emotions),
    objects: mergeList(current.objects, newObjects, detailLimits.objects, lemmaOrLower, new Set(activities.map(lemmaOrLower))),
  };
}

type Period = { start: Date | null; end: Date | null };
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * When it happened: the memory's own dates, else the span of the photos' days, else what the
 * user's words say; a range the words state ("from the 3rd to the 7th") extends a single day
 * it contains.
 */
function periodOf(current: { occurredAt?: Date | null; endedAt?: Date | null } | null, photos: PhotoFacts[], said: { day: Date | null; range: DateRange | null }): Period {
  const days = photoDays(photos);
  const start = current?.occurredAt ?? days[0] ?? said.range?.start ?? said.day ?? null;
  const photoEnd = days.length > 1 && dayOf(days[days.length - 1]) !== dayOf(days[0]) ? days[days.length - 1] : null;
  let end = current?.endedAt ?? photoEnd;
  const range = said.range;
  const rangeHoldsStart = !!start && !!range && dayOf(range.start) <= dayOf(start) && dayOf(start) < dayOf(range.end);
  if (rangeHoldsStart && (!end || range.end > end)) end = range.end;
  return { start, end: end && start && dayOf(end) > dayOf(start) ? end : null };
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
    const text = composeDraftText({
      details,
      place: firstPlace(input.photos),
      period: periodOf(null, input.photos, { day: null, range: null }),
      scene: input.sceneDescription,
      seen: seenInPhotos(input.photos),
      photoCount: input.photos.length,
      answers: [],
    });
    return photoDraftSchema.parse({
      ...text,
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
    const fromPhoto = reference(input.photos).fromPhoto;
    const period = periodOf(input.current, input.photos, { day: fromPhoto ? null : facts.resolvedDate, range: facts.range });
    const text = composeDraftText({
      details,
      place: input.current.place ?? firstPlace(input.photos),
      period,
      scene: input.sceneDescription,
      seen: seenInPhotos(input.photos),
      photoCount: input.photos.length,
      answers,
    });
    return captureDraftSchema.parse({
      title: input.current.titleEdited ? input.current.title : text.title,
      summary: input.current.summaryEdited ? input.current.summary : text.summary,
      details,
      nextQuestion: nextQuestion(details, input.photos, input.conversation),
      // Without a photo date, a date the user states ("Christmas Day 2024") says when it happened.
      occurredOn: !fromPhoto && period.start ? dayOf(period.start) : null,
      endedOn: period.end ? dayOf(period.end) : null,
    });
  },
};
