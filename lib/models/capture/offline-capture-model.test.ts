import { describe, expect, it } from "vitest";
import { seededRandom } from "@/lib/bench/seeded-random";
import { extractMemoryFacts } from "@/lib/nlp/extract-memory-facts";
import { captureDraftSchema, emptyDetails } from "./capture-draft";
import type { RefineFromChatInput } from "./capture-model";
import { offlineCaptureModel } from "./offline-capture-model";

const dayStory = `We woke up early and drove to the lake. Mum packed sandwiches and we had a picnic by the water.
Then Dad and I went fishing while my sister Jess read her book and sketched the boats. After lunch we rented
kayaks and paddled out to the island, swam for a bit, and climbed the rocks. Later we hiked up the ridge trail,
watched the sunset, and grilled burgers at the campsite. Jess played guitar, we sang songs, toasted marshmallows
and told ghost stories. Before bed we stargazed and talked about Grandad. The next morning we cleaned up, packed
the car, stopped for pancakes at a diner, visited the old mill, bought fudge and drove home singing. We went
fishing again at the pier, and Dad went fishing off the jetty too. Maybe we go camping in September or try a canoe
trip, a bike ride, a boat tour, a pottery class, a cooking class and a wine tasting, then a concert and a festival.`;

function refineInput(userText: string): RefineFromChatInput {
  return {
    photos: [{ takenAt: new Date("2024-07-13T10:00:00Z"), place: null, latitude: null, longitude: null }],
    sceneDescription: null,
    knownPeople: [],
    conversation: [
      { role: "assistant", content: "What was the occasion, and what were you doing?" },
      { role: "user", content: userText },
    ],
    current: { title: "New memory", summary: "A new memory.", details: emptyDetails(), titleEdited: false, summaryEdited: false },
  };
}

describe("the offline capture model on long messages", () => {
  it("ranks and caps what a whole day's story yields instead of rejecting the turn", async () => {
    expect(extractMemoryFacts(dayStory, { reference: { date: new Date("2024-07-13"), fromPhoto: true } }).activities.length).toBeGreaterThan(20);
    const draft = await offlineCaptureModel.refineDraftFromChat(refineInput(dayStory));
    expect(captureDraftSchema.safeParse(draft).success).toBe(true);
    expect(draft.details.activities.length).toBeLessThanOrEqual(12);
    // Mentioned three times, then twice ("drove ... drove home"), then in the order told.
    expect(draft.details.activities.slice(0, 3)).toEqual(["fishing", "driving", "packing"]);
    expect(draft.details.people.map((p) => p.split(" (")[0])).toContain("Jess");
  });

  it("keeps the details the user already has first when a long message adds more", async () => {
    const input = refineInput(dayStory);
    input.current.details.activities = ["birdwatching"];
    const draft = await offlineCaptureModel.refineDraftFromChat(input);
    expect(draft.details.activities[0]).toBe("birdwatching");
    expect(draft.details.activities.length).toBeLessThanOrEqual(12);
  });
});

describe("the offline summary on long chats", () => {
  const longAnswer = (n: number) => `Answer ${n}: ${"we walked along the shore and talked about everything that happened that year, ".repeat(40)}`.slice(0, 2500);

  it("stays a valid draft after a single 2,500-character answer and after many of them", async () => {
    const input = refineInput(longAnswer(1));
    let draft = await offlineCaptureModel.refineDraftFromChat(input);
    expect(captureDraftSchema.safeParse(draft).success).toBe(true);
    expect(draft.summary).toContain("In your words: “Answer 1: we walked along the shore");
    for (let turn = 2; turn <= 4; turn++) {
      input.conversation.push({ role: "assistant", content: draft.nextQuestion }, { role: "user", content: longAnswer(turn) });
      input.current = { ...input.current, details: draft.details, summary: draft.summary, title: draft.title };
      draft = await offlineCaptureModel.refineDraftFromChat(input);
      expect(captureDraftSchema.safeParse(draft).success, `turn ${turn}`).toBe(true);
      expect(draft.summary.length).toBeLessThanOrEqual(4000);
    }
    expect(draft.summary).toMatch(/…”/);
  });
});

// Real-world typing: numbers, percentages, emoji, URLs, hashtags, other scripts, contractions
// typed without an apostrophe before punctuation, stray symbols and whitespace.
const fragments = [
  "100%.", "didnt,", "wasnt.", "I cant,", "we'd", "it's", "3ish", "$5.00", "€12", "10:30pm", "2024-07-13", "7/13",
  "😀", "🎉🎂", "❤️", "👍🏽", "https://example.com/a?b=1&c=2", "www.foo.org", "me@mail.com", "#tbt", "@jess",
  "東京で寿司を食べた", "Ça va très bien", "Straße", "Привет", "مرحبا", "ʻokina", "naïve café",
  "+", "-", "...", "!!!", "??", "(", ")", "\"", "'", "*", "/", "\\", "&", "~", "|", "\t", "\n\n", "   ",
  "we hiked", "with Jess", "my sister", "at Lake Tahoe", "on Christmas", "last summer", "so happy", "the picnic",
  "went fishing", "LOL", "OMG we did it", "x", "a", "I", "Mum", "the 4th of July", "50th birthday", "1990s",
];

function randomText(random: () => number): string {
  const count = 1 + Math.floor(random() * 12);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(fragments[Math.floor(random() * fragments.length)]);
  return parts.join(random() < 0.5 ? " " : "");
}

describe("extraction on anything a person types", () => {
  it("reads every listed fragment without an exception", () => {
    for (const text of fragments) {
      expect(() => extractMemoryFacts(text, { reference: { date: new Date("2024-07-13"), fromPhoto: false } }), JSON.stringify(text)).not.toThrow();
    }
  });

  it("drafts from 300 random mixes of real-world strings, always within the schema", async () => {
    const random = seededRandom(20261125);
    for (let i = 0; i < 300; i++) {
      const text = randomText(random);
      const draft = await offlineCaptureModel.refineDraftFromChat(refineInput(text)).catch((error: Error) => {
        throw new Error(`${JSON.stringify(text)}: ${error.message}`);
      });
      expect(captureDraftSchema.safeParse(draft).success, JSON.stringify(text)).toBe(true);
    }
  });
});
