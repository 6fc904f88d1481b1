import { describe, expect, it } from "vitest";
import { captureDraftSchema, emptyDetails } from "./capture-draft";
import type { RefineFromChatInput } from "./capture-model";
import { formatPeriod } from "@/lib/text/memory-period";
import { composeDraftText, composeTitle } from "./compose-draft-text";
import { offlineCaptureModel } from "./offline-capture-model";

const may3 = new Date("2026-05-03T10:00:00Z");

function chat(...answers: string[]): RefineFromChatInput {
  const conversation: RefineFromChatInput["conversation"] = [];
  for (const answer of answers) conversation.push({ role: "assistant", content: "What were you doing?" }, { role: "user", content: answer });
  return {
    photos: [{ takenAt: may3, place: "Carson City, United States", latitude: null, longitude: null }],
    sceneDescription: null,
    knownPeople: [],
    conversation,
    current: { title: "New memory", summary: "A new memory.", details: emptyDetails(), titleEdited: false, summaryEdited: false },
  };
}

/** Runs the chat turn by turn, each turn starting from the draft the last one left. */
async function converse(...answers: string[]) {
  const input = chat();
  let draft = await offlineCaptureModel.refineDraftFromChat({ ...input, conversation: chat(answers[0]).conversation });
  for (let n = 2; n <= answers.length; n++) {
    const next = chat(...answers.slice(0, n));
    next.current = { ...next.current, title: draft.title, summary: draft.summary, details: draft.details };
    draft = await offlineCaptureModel.refineDraftFromChat(next);
  }
  return draft;
}

describe("the offline draft's words", () => {
  it("counts riding and a ride as one activity across turns, and writes sentences, not labels", async () => {
    const draft = await converse("We went riding with Jess", "The ride was long but we loved it");
    expect(draft.details.activities).toEqual(["riding"]);
    expect(draft.summary).not.toMatch(/riding and ride/i);
    expect(draft.summary).not.toMatch(/Activities:/);
    expect(draft.summary).toMatch(/^Riding with Jess in Carson City, United States on May 3, 2026\./);
  });

  it("keeps hike and hiking one theme, and an activity is not also a thing", async () => {
    const draft = await converse("We hiked up the ridge", "The hiking was hard, the hike took all day. Hiking with kids is slow");
    expect(draft.details.activities.filter((a) => /hik/.test(a))).toEqual(["hiking"]);
    expect(draft.details.objects).not.toContain("hiking");
  });

  it("composes from the current fields each turn, never from the previous summary", async () => {
    const input = chat("We had a picnic");
    input.current = { ...input.current, summary: "OLD TEXT that was here before.", place: "Yosemite Valley, California", details: { ...emptyDetails(), people: ["Ana (sister)"] } };
    const draft = await offlineCaptureModel.refineDraftFromChat(input);
    expect(draft.summary).not.toContain("OLD TEXT");
    expect(draft.summary).toContain("Yosemite Valley, California");
    expect(draft.summary).not.toContain("Carson City");
    expect(draft.summary).toContain("Ana");
  });

  it("shows a pet as the pet it is, not as a person", async () => {
    const draft = await converse("a walk on the beach with my sister ana and our dog Biscuit");
    expect(draft.details.people).toEqual(["Ana (sister)", "Biscuit (dog)"]);
    expect(draft.title).toContain("Ana and Biscuit (dog)");
    expect(draft.summary).toContain("with Ana and Biscuit (dog)");
  });

  it("stays valid when every field is at its limit", () => {
    const long = (n: number) => `${"word ".repeat(30)}${n}`.slice(0, 120);
    const details = { dates: Array.from({ length: 10 }, (_, i) => long(i)), locations: Array.from({ length: 12 }, (_, i) => long(i)), people: Array.from({ length: 20 }, (_, i) => long(i)), activities: Array.from({ length: 12 }, (_, i) => long(i)), emotions: Array.from({ length: 8 }, (_, i) => long(i)), objects: Array.from({ length: 12 }, (_, i) => long(i)) };
    const text = composeDraftText({ details, place: long(99), period: { start: may3, end: new Date("2026-05-07T10:00:00Z") }, scene: "x".repeat(2000), seen: { people: 12, objects: ["x".repeat(80), "cake"], textLines: ["y".repeat(200)] }, photoCount: 20, answers: ["y ".repeat(2000)] });
    expect(captureDraftSchema.safeParse({ ...text, details, nextQuestion: "?" }).success).toBe(true);
  });
});

describe("formatPeriod", () => {
  it("says what the photos showed and read once, and still names the other things", () => {
    const details = { ...emptyDetails(), objects: ["cake", "“EUROSTAR”", "picnic blanket"] };
    const text = composeDraftText({
      details,
      place: "Paris, France",
      period: { start: may3, end: null },
      scene: null,
      seen: { people: 3, objects: ["cake"], textLines: ["EUROSTAR"] },
      photoCount: 2,
      answers: [],
    });
    expect(text.title).toBe("Three people with a cake at Paris");
    expect(text.summary.match(/EUROSTAR/g)).toHaveLength(1);
    expect(text.summary.match(/cake/g)).toHaveLength(1);
    expect(text.summary).toContain("The photos show three people with a cake.");
    expect(text.summary).toContain("Picnic blanket was part of it.");
  });

  it("says a day or a range the way people write it", () => {
    expect(formatPeriod(may3, null)).toBe("May 3, 2026");
    expect(formatPeriod(may3, new Date("2026-05-07T10:00:00Z"))).toBe("May 3 – 7, 2026");
    expect(formatPeriod(may3, new Date("2026-06-02T10:00:00Z"))).toBe("May 3 – June 2, 2026");
    expect(formatPeriod(new Date("2025-12-30T12:00:00Z"), new Date("2026-01-02T12:00:00Z"))).toBe("December 30, 2025 – January 2, 2026");
  });
});

describe("a memory of several days", () => {
  it("reads a range from the words and proposes its first and last day", async () => {
    const input = chat("We camped from the 3rd to the 7th at the lake");
    const draft = await offlineCaptureModel.refineDraftFromChat(input);
    expect(draft.endedOn).toBe("2026-05-07");
    expect(draft.summary).toContain("from May 3 to 7, 2026");
  });

  it("spans the photos' days without any words", async () => {
    const input = chat("A quiet week by the sea");
    input.photos.push({ takenAt: new Date("2026-05-06T18:00:00Z"), place: null, latitude: null, longitude: null });
    const draft = await offlineCaptureModel.refineDraftFromChat(input);
    expect(draft.endedOn).toBe("2026-05-06");
  });

  it("takes both days from the words when the photos carry no date", async () => {
    const input = chat("3-7 May 2025 in Lisbon with my sister");
    input.photos = [{ takenAt: null, place: null, latitude: null, longitude: null }];
    const draft = await offlineCaptureModel.refineDraftFromChat(input);
    expect({ occurredOn: draft.occurredOn, endedOn: draft.endedOn }).toEqual({ occurredOn: "2025-05-03", endedOn: "2025-05-07" });
  });
});

describe("composeTitle", () => {
  const base = { details: emptyDetails(), place: null, period: { start: null, end: null }, scene: null, seen: null, photoCount: 1, answers: [] };

  it("titles a memory with only the people in it by them, never 'New memory'", () => {
    expect(composeTitle({ ...base, details: { ...emptyDetails(), people: ["Eileen"] } })).toBe("With Eileen");
    expect(composeTitle({ ...base, details: { ...emptyDetails(), people: ["Eileen", "Ana (sister)"] }, period: { start: may3, end: null } })).toBe("With Eileen and Ana, May 2026");
    expect(composeTitle(base)).toBe("New memory");
  });
});
