import { describe, expect, it } from "vitest";
import { answerOffline, indexOfTexts, memoryDocument, rankOffline } from "@/lib/testing/offline-recall";
import { buildLexicalIndex } from "./lexical-index";

// The ranking's abstention: how much of the request's words the best memory must account for.

const dates: Record<string, string> = {
  hail: "2025-06-14T12:00:00.000Z",
  fish: "2025-06-02T12:00:00.000Z",
  quiz: "2025-03-03T12:00:00.000Z",
  pie: "2025-09-09T12:00:00.000Z",
};
const index = indexOfTexts(
  [
    { id: "hail", text: "Hail tore the tunnel at the allotment, the tomatoes survived" },
    { id: "fish", text: "Fishing with Jim at the reservoir, he caught nothing" },
    { id: "quiz", text: "Quiz night at the pub, our team came third" },
    { id: "pie", text: "Baked an apple pie for the village show" },
  ],
  (id) => dates[id]!,
);
const asOf = new Date("2026-02-01T12:00:00Z");

describe("rankMemories abstention", () => {
  it("takes a named day, week or month as evidence, so fewer of the other words must be found", async () => {
    expect(await answerOffline(index, "What did the storm destroy at the allotment on 14 June 2025?", asOf)).toEqual({ outcome: "answered", ids: ["hail"] });
    expect(await answerOffline(index, "What did the storm destroy at the allotment in June 2025?", asOf)).toEqual({ outcome: "answered", ids: ["hail"] });
    // "the storm wreck": the tagger may read the verb as a noun; a noun no memory uses before it is no veto then.
    expect(await answerOffline(index, "What did the storm wreck at the allotment on 14 June 2025?", asOf)).toEqual({ outcome: "answered", ids: ["hail"] });
  });

  it("still abstains on the same words without a date, or with a whole year", async () => {
    expect((await answerOffline(index, "What did the storm destroy at the allotment?", asOf)).outcome).toBe("nothing_found");
    expect((await answerOffline(index, "What did the storm destroy at the allotment in 2025?", asOf)).outcome).toBe("nothing_found");
  });
});

describe("a day a memory tells of before its own date", () => {
  const told = indexOfTexts(
    [
      { id: "castle", text: "Exams all week. I went to a castle on my trip to the UK last Friday, unbelievable" },
      { id: "puppy", text: "We got the puppy two weeks ago, she sleeps all day" },
      { id: "exam", text: "Exams start, I revised at the library" },
    ],
    (id) => ({ castle: "2023-11-16T12:00:00.000Z", puppy: "2023-08-11T12:00:00.000Z", exam: "2023-11-06T12:00:00.000Z" })[id]!,
  );
  const asOf2 = new Date("2024-01-10T12:00:00Z");

  it("is in a window that holds that day, not only one that holds the memory's date", async () => {
    expect(await answerOffline(told, "Where was I in the second week of November 2023?", asOf2)).toEqual({ outcome: "answered", ids: ["castle"] });
    expect(await answerOffline(told, "What did I get on 28 July 2023?", asOf2)).toEqual({ outcome: "answered", ids: ["puppy"] });
  });

  it("keeps its own date too", async () => {
    expect(await answerOffline(told, "Where was I on 16 November 2023?", asOf2)).toEqual({ outcome: "answered", ids: ["castle"] });
  });
});

describe("a tie the request says is the user's ('my son')", () => {
  const ties = indexOfTexts([
    { id: "accident", text: "The accident on the ring road was so scary. Thank goodness your son is okay, Mel." },
    { id: "mother", text: "Lunch with my mother at the harbour, she ordered the octopus" },
    { id: "race", text: "Ran the charity race in the rain, finished in 58 minutes" },
  ]);

  it("finds nothing when the user only ever said the word of someone else's ('your son')", async () => {
    expect((await answerOffline(ties, "What happened to my son in the accident?", asOf)).outcome).toBe("nothing_found");
    // Not theirs, so the accident itself is still found.
    expect(await answerOffline(ties, "What happened in the accident?", asOf)).toEqual({ outcome: "answered", ids: ["accident"] });
  });

  it("is found in any word of the tie's family the user wrote ('my mom': 'my mother')", async () => {
    expect(await answerOffline(ties, "Where did I have lunch with my mom?", asOf)).toEqual({ outcome: "answered", ids: ["mother"] });
  });

  it("finds nothing when the memories tell only of someone else's ('his daughter' in a sentence about a friend)", async () => {
    const call = memoryDocument("call", {
      summary: "Callum told Linda that his daughter Fiona is expecting a baby in February. Linda told Callum that her son Jomar made the basketball team.",
    });
    const told = buildLexicalIndex([{ ...call, ownerNames: ["linda"] }]);
    expect((await answerOffline(told, "When is my daughter's baby due?", asOf)).outcome).toBe("nothing_found");
    expect(await answerOffline(told, "Which team did my son make?", asOf)).toEqual({ outcome: "answered", ids: ["call"] });
    expect(await answerOffline(told, "When is Callum's daughter expecting her baby?", asOf)).toEqual({ outcome: "answered", ids: ["call"] });
    // In Callum's own memory the daughter is his.
    expect(await answerOffline(buildLexicalIndex([{ ...call, ownerNames: ["callum"] }]), "When is my daughter's baby due?", asOf)).toEqual({ outcome: "answered", ids: ["call"] });
  });

  it("takes a parent said bare for the user's own ('grandpa's gift'), never the other grandparent", async () => {
    const gifts = indexOfTexts([
      { id: "necklace", text: "This necklace is a gift from my grandma in Sweden, it stands for love and strength" },
      { id: "bowl", text: "My friend made me a hand-painted bowl for my birthday" },
    ]);
    expect((await answerOffline(gifts, "What was grandpa's gift to me?", asOf)).outcome).toBe("nothing_found");
    expect(await answerOffline(gifts, "What was grandma's gift to me?", asOf)).toEqual({ outcome: "answered", ids: ["necklace"] });
    expect(await answerOffline(gifts, "What was granny's gift to me?", asOf)).toEqual({ outcome: "answered", ids: ["necklace"] });
    // "a good dad" is no one's father: the user is the dad there.
    const dads = indexOfTexts([{ id: "hazel", text: "Made pancakes with Hazel every other weekend since the separation" }]);
    expect(await answerOffline(dads, "How have I tried to stay a good dad to Hazel through the separation?", asOf)).toEqual({ outcome: "answered", ids: ["hazel"] });
  });
});

describe("things joined by 'and' or 'or'", () => {
  const feasts = indexOfTexts(
    [
      { id: "jazz", text: "Sprint race at the park track, I came second" },
      { id: "ridge", text: "Hike up the ridge in thick fog, soaked boots" },
      { id: "dentist", text: "Dentist appointment, one filling" },
    ],
    () => "2025-05-01T12:00:00.000Z",
  );

  it("are alternatives: a memory of either answers the request", async () => {
    expect((await answerOffline(feasts, "Which races and hikes did I love?", asOf)).ids.sort()).toEqual(["jazz", "ridge"]);
    expect((await answerOffline(feasts, "the race or the hike I loved", asOf)).ids.sort()).toEqual(["jazz", "ridge"]);
  });

  it("abstain only when no alternative is found", async () => {
    expect((await answerOffline(feasts, "Which weddings and funerals did I love?", asOf)).outcome).toBe("nothing_found");
  });
});

describe("a verb naming an activity", () => {
  const care = indexOfTexts([
    { id: "planned", text: "Christmas Eve at the beach with my mom, her knee operation is planned for autumn" },
    { id: "cooked", text: "Stayed a week with my mother after her knee replacement and cooked her favourite stew" },
    { id: "surf", text: "Surf lesson at Muizenberg, stood up on the third wave" },
    { id: "lab", text: "Lab meeting about the second chapter of the thesis" },
  ]);

  it("weighs as much as a noun: 'What did I cook' asks about the cooking ('cook' against 'operation')", async () => {
    const answer = await answerOffline(care, "What did I cook for my mom after her operation?", asOf);
    expect(answer.outcome).toBe("answered");
    expect(answer.ids).toContain("cooked");
  });
});

describe("a question of price", () => {
  const spending = indexOfTexts([
    { id: "fiddle", text: "Started fiddle lessons with Louise. Found a used fiddle at a pawn shop, three hundred bucks" },
    { id: "church", text: "Played the fiddle at the church supper, my first time in front of people" },
    { id: "haul", text: "Hauled a load of lumber to Brandon, they paid me late again" },
    { id: "hotel", text: "The hotel in Lisbon was $140 a night but the view was worth it" },
    { id: "tram", text: "Rode the old tram up to the castle in Lisbon" },
  ]);

  it("is answered by the memory naming an amount, in a currency's word or sign", async () => {
    expect(await answerOffline(spending, "How much did I pay for my fiddle?", asOf)).toEqual({ outcome: "answered", ids: ["fiddle"] });
    expect(await answerOffline(spending, "How much was the hotel in Lisbon?", asOf)).toEqual({ outcome: "answered", ids: ["hotel"] });
    expect(await answerOffline(spending, "What did the hotel cost?", asOf)).toEqual({ outcome: "answered", ids: ["hotel"] });
    expect(await answerOffline(spending, "What was the price of the fiddle?", asOf)).toEqual({ outcome: "answered", ids: ["fiddle"] });
  });

  it("says which amount it found", async () => {
    const result = await rankOffline(spending, "How much did I pay for my fiddle?", asOf);
    expect(result.found?.[0]?.words).toEqual(expect.arrayContaining(["buck", "fiddle"]));
    const paid = await rankOffline(spending, "How much did they pay me for the lumber haul?", asOf);
    expect(paid.found?.find((f) => f.id === "haul")?.words).toEqual(expect.arrayContaining(["pay", "lumber"]));
  });
});

describe("an ordinal that says which of the user's things is meant", () => {
  const tournaments = indexOfTexts([
    { id: "first", text: "I won my first video game tournament last week, so exciting" },
    { id: "second", text: "Last week I won my second tournament, Street Fighter this time" },
    { id: "fourth", text: "I won my fourth video game tournament on Friday" },
    { id: "big", text: "Won a really big video game tournament and a lot of money" },
    { id: "poutine", text: "Tried poutine for the first time in Vancouver" },
  ]);
  const found = async (request: string) => (await answerOffline(tournaments, request, asOf)).ids;

  it("finds the memory that says it ('my second tournament'), not every tournament", async () => {
    expect(await found("When did I win my second tournament?")).toEqual(["second"]);
    expect(await found("When did I win my fourth video game tournament?")).toEqual(["fourth"]);
    expect(await found("When did I win my first tournament?")).toEqual(["first"]);
  });

  it("narrows nothing when no memory says it, or when it numbers no thing ('the first time')", async () => {
    expect(await found("When did I win my third tournament?")).toEqual(["big", "first", "fourth", "second"]);
    expect(await found("What food did I try for the first time in Vancouver?")).toEqual(["poutine"]);
  });
});

describe("a place the request insists on that holds most of the user's memories", () => {
  const home = indexOfTexts([
    { id: "swim", text: "Sea swim at the quay in Clifden, freezing and glorious" },
    { id: "turf", text: "Cutting turf on the bog above Clifden with my brother" },
    { id: "session", text: "Tin whistle session in a Clifden pub till late" },
    { id: "dublin", text: "Bought a new whistle at a shop in Dublin" },
  ]);
  const inClifden = ["swim", "turf", "session"];
  const candidates = [
    { id: "pl-clifden", kind: "place", name: "Clifden", aliases: [], descriptors: [], surname: null, memoryCount: 3 },
    { id: "pl-dublin", kind: "place", name: "Dublin", aliases: [], descriptors: [], surname: null, memoryCount: 1 },
  ];
  const graph = {
    async memoriesForRelationshipNodes(_userId: string, ids: string[]) {
      const memories = [...(ids.includes("pl-clifden") ? inClifden : []), ...(ids.includes("pl-dublin") ? ["dublin"] : [])];
      return memories.map((id) => ({ id, occurredAt: "2026-01-10T12:00:00.000Z" }));
    },
  };

  it("is no evidence alone: a thing none of them tells of is not there (the races in the user's own town)", async () => {
    expect((await answerOffline(home, "did i ever go to the Clifden races", asOf, candidates, graph)).outcome).toBe("nothing_found");
  });

  it("still answers when the place is one of few and one word of the rest is missing", async () => {
    expect(await answerOffline(home, "what did I buy on the trip to Dublin", asOf, candidates, graph)).toEqual({ outcome: "answered", ids: ["dublin"] });
  });
});

describe("a person the request insists on who is in most of the user's memories (the friend every call is with)", () => {
  const calls = indexOfTexts([
    { id: "c1", text: "Call with Roz: the cabin walls went up, Leah shot her first seal" },
    { id: "c2", text: "Call with Roz: her roof leaks again, the dog's knee operation" },
    { id: "c3", text: "Call with Roz: my new job as vice principal, the first snow" },
    { id: "c4", text: "Lunch with Jaco at the cabin" },
  ]);
  const withRoz = ["c1", "c2", "c3"];
  const candidates = [{ id: "p-roz", kind: "person", name: "Roz", aliases: [], descriptors: ["friend"], surname: null, memoryCount: 3 }];
  const graph = {
    async memoriesForRelationshipNodes(_userId: string, ids: string[]) {
      return (ids.includes("p-roz") ? withRoz : []).map((id) => ({ id, occurredAt: "2026-01-10T12:00:00.000Z" }));
    },
  };

  it("is no evidence alone: one common word of the request found is not the thing asked about", async () => {
    expect((await answerOffline(calls, "When did I tell Roz about the caribou?", asOf, candidates, graph)).outcome).toBe("nothing_found");
  });

  it("still answers when the request's own words are found", async () => {
    expect(await answerOffline(calls, "What did Roz say about the roof?", asOf, candidates, graph)).toEqual({ outcome: "answered", ids: ["c2"] });
    // Gathering memories of them, they are the subject: "every memory with my mother".
    expect(await answerOffline(calls, "every memory involving Roz", asOf, candidates, graph)).toEqual({ outcome: "answered", ids: ["c1", "c2", "c3"] });
  });
});

describe("a verb in a request gathering memories of a subject", () => {
  const gaelic = indexOfTexts(
    [
      { id: "class", text: "My first Gaelic class at the village hall, I learnt to say good morning" },
      { id: "breakfast", text: "Practised Gaelic with the guests over breakfast, they laughed at my accent" },
      { id: "radio", text: "Listened to the Gaelic radio news in the car and caught a few words" },
      { id: "ferry", text: "Took the ferry to the island with Ola" },
    ],
    (id) => (id === "ferry" ? "2025-03-01T12:00:00.000Z" : "2025-09-01T12:00:00.000Z"),
  );
  it("never outweighs the subject the memories share: 'learn' said in one of them does not leave out the others", async () => {
    expect(await answerOffline(gaelic, "What have I done to learn Gaelic since last June?", asOf)).toEqual({ outcome: "answered", ids: ["breakfast", "class", "radio"] });
  });
  it("still says which one in a question about one thing", async () => {
    expect(await answerOffline(gaelic, "Where did I learn Gaelic?", asOf)).toEqual({ outcome: "answered", ids: ["class"] });
  });
});
