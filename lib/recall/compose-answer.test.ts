import { describe, expect, it } from "vitest";
import { composeAnswer, composeClarifyingQuestion, composeNothingFound, keySentence, NO_MEMORIES_YET } from "./compose-answer";
import type { AnswerMemory } from "./load-answer-memories";

const memory = (over: Partial<AnswerMemory>): AnswerMemory => ({
  id: "m1",
  title: "Picnic by the lagoon",
  summary: "Dana spread a blanket by the lagoon. Marcus fought to light his tiny grill. Priya brought mango salsa.",
  occurredAt: new Date("2023-06-24T00:00:00Z"),
  place: "Humboldt Park, Chicago, Illinois, United States",
  details: [
    { kind: "PERSON", value: "Marcus" },
    { kind: "PERSON", value: "Priya" },
  ],
  thumbnailUrl: null,
  ...over,
});

describe("composeAnswer (h offline)", () => {
  it("names each node once, however many facets reached it ('Mum': her name and the tie)", () => {
    const text = composeAnswer({ request: "who sang at Mum's seventieth?", memories: [memory({})], nodeNames: ["Birthdays", "Mother", "Mother"], timeWindow: null });
    expect(text.split("\n")[0]).toBe("I found one memory about “Birthdays” and “Mother”:");
  });

  it("writes each memory's date, place, people and the summary sentence closest to the request", () => {
    const text = composeAnswer({ request: "what did Priya bring?", memories: [memory({})], nodeNames: ["Priya"], timeWindow: null });
    expect(text).toBe(
      [
        "I found one memory about “Priya”:",
        "",
        "- **Picnic by the lagoon** (24 June 2023, Humboldt Park, Chicago): Priya brought mango salsa. With Marcus and Priya.",
      ].join("\n"),
    );
  });

  it("orders memories by date and says the time window it used", () => {
    const text = composeAnswer({
      request: "last summer",
      memories: [memory({ id: "b", title: "Later", occurredAt: new Date("2025-08-01") }), memory({ id: "a", title: "Earlier", occurredAt: new Date("2025-06-10") })],
      nodeNames: [],
      timeWindow: { from: new Date("2025-06-01"), to: new Date("2025-09-01"), label: "summer 2025", text: "last summer" },
    });
    expect(text.split("\n")[0]).toBe("I found 2 memories from summer 2025:");
    expect(text.indexOf("Earlier")).toBeLessThan(text.indexOf("Later"));
  });

  it("never mentions anything that is not in the memories", () => {
    const m = memory({ details: [], place: null, occurredAt: null, summary: "A quiet day." });
    expect(composeAnswer({ request: "tell me about the zoo", memories: [m], nodeNames: [], timeWindow: null })).toBe(
      "I found one memory:\n\n- **Picnic by the lagoon**: A quiet day.",
    );
  });

  it("picks the sentence that shares most words with the request", () => {
    expect(keySentence("We hiked the ridge. The salsa was famous. We slept early.", "who made the famous salsa")).toBe("The salsa was famous.");
  });

  it("cuts sentences where they end, not inside quotes or abbreviations", () => {
    expect(keySentence("The kids yelled “Again!” and we rode the coaster twice. Then ice cream.", "the coaster")).toBe("The kids yelled “Again!” and we rode the coaster twice.");
    expect(keySentence("We met Dr. Okafor at the clinic. Then lunch.", "when did I see Okafor")).toBe("We met Dr. Okafor at the clinic.");
    expect(keySentence('Mum said "what a view." We sat on the bench for an hour.', "the bench")).not.toMatch(/^["”]/);
  });
});

describe("nothing found and clarifying questions", () => {
  it("says plainly that nothing was found, naming the missing words, inventing nothing", () => {
    expect(composeNothingFound({ timeWindow: null, unknownTerms: ["nashville", "kelsey"], savedMemories: 12 })).toBe(
      "I couldn't find that in your memories. None of your memories mention “nashville” and “kelsey”. I won't guess — if you captured it under other words, try asking with a name, a place or a date.",
    );
  });

  it("tells a person with no saved memories to capture one, instead of naming words no memory mentions", () => {
    const answer = composeNothingFound({ timeWindow: null, unknownTerms: ["james"], savedMemories: 0 });
    expect(answer).toBe(NO_MEMORIES_YET);
    expect(answer).not.toContain("james");
  });

  it("asks one short question with real suggestions", () => {
    const q = composeClarifyingQuestion(["Marcus", "Hiking"]);
    expect(q.match(/\?/g)).toHaveLength(1);
    expect(q).toContain("“Marcus” and “Hiking”");
  });
});
