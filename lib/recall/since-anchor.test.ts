import { describe, expect, it } from "vitest";
import { answerOffline, indexOfTexts, rankOffline } from "@/lib/testing/offline-recall";
import { splitSinceClause } from "./since-anchor";

const asOf = new Date("2026-06-01T12:00:00.000Z");

describe("splitSinceClause", () => {
  it("takes the clause after 'since' up to the punctuation", () => {
    expect(splitSinceClause("How has my skating progressed since I started high school?")).toEqual({ main: "How has my skating progressed?", clause: "I started high school" });
    expect(splitSinceClause("how has the cafe grown since we opened, staff and how busy we get")).toEqual({ main: "how has the cafe grown, staff and how busy we get", clause: "we opened" });
    expect(splitSinceClause("What have I baked ever since the course")).toEqual({ main: "What have I baked", clause: "the course" });
    // Recovering from something asks what came after it, as "since" does.
    expect(splitSinceClause("How has Irene recovered from her hip replacement?")).toEqual({ main: "How has Irene recovered?", clause: "her hip replacement" });
    expect(splitSinceClause("how is dad recovering from the bypass")).toEqual({ main: "how is dad recovering", clause: "the bypass" });
    // Said first, the clause runs to its comma.
    expect(splitSinceClause("Since uncle Tomas passed away, what have I done?")).toEqual({ main: "what have I done?", clause: "uncle Tomas passed away" });
    expect(splitSinceClause("since then, what have I baked?")).toBeNull();
  });

  it("finds no event in 'since when', 'since then', or a request that is only the clause", () => {
    expect(splitSinceClause("What have I done since then?")).toBeNull();
    expect(splitSinceClause("Since when have I been climbing?")).toBeNull();
    expect(splitSinceClause("What have I climbed?")).toBeNull();
  });
});

// Dated memories: the knee surgery in March 2025; skating before and after it.
const dates: Record<string, string> = {
  "skate-2024": "2024-05-10T12:00:00.000Z",
  "dog-surgery": "2024-08-02T12:00:00.000Z",
  "skate-early-2025": "2025-01-20T12:00:00.000Z",
  surgery: "2025-03-04T12:00:00.000Z",
  "skate-after": "2025-06-15T12:00:00.000Z",
  "skate-later": "2026-02-01T12:00:00.000Z",
};
const index = indexOfTexts(
  [
    { id: "skate-2024", text: "Skating at the rink with Ola, I fell a lot and learned to stop" },
    { id: "dog-surgery", text: "Bruno the dog had surgery on his paw at the vet" },
    { id: "skate-early-2025", text: "Skating on the frozen lake with Ola before my knee went" },
    { id: "surgery", text: "Knee surgery at the hospital, my leg in a brace for weeks" },
    { id: "skate-after", text: "Back skating at the rink, slowly, the knee held up" },
    { id: "skate-later", text: "Skating the long loop on the lake, faster than ever" },
  ],
  (id) => dates[id]!,
);

describe("a 'since …' clause starts the time window", () => {
  it("gathers what the rest asks for from the clause's moment on", async () => {
    expect(await answerOffline(index, "How has my skating been since the surgery on my knee?", asOf)).toEqual({
      outcome: "answered",
      ids: ["skate-after", "skate-later"],
    });
  });

  it("reads the clause said first the same way", async () => {
    expect(await answerOffline(index, "Since the surgery on my knee, how has my skating been?", asOf)).toEqual({ outcome: "answered", ids: ["skate-after", "skate-later"] });
  });

  it("of several moments the clause could be, takes the one the rest is about too", async () => {
    // The dog's surgery came first; the knee's is the one of the skating memories' story.
    const result = await rankOffline(index, "How has my knee been since the surgery?", asOf);
    expect(result.timeWindow?.from.toISOString()).toBe("2025-03-04T00:00:00.000Z");
    expect(result.timeWindow?.label).toBe("the time since the surgery (4 Mar 2025)");
    expect([...result.memoryIds].sort()).toEqual(["skate-after", "surgery"]);
  });

  it("dates a death said gently ('since grandpa passed away') by the memory of the death, not the first one of him", async () => {
    const days: Record<string, string> = { pier: "2022-07-09T12:00:00.000Z", funeral: "2024-03-16T12:00:00.000Z", christmas: "2024-12-25T12:00:00.000Z", tree: "2025-05-02T12:00:00.000Z" };
    const family = indexOfTexts(
      [
        { id: "pier", text: "Fishing off the pier with grandpa Joe, the family all there" },
        { id: "funeral", text: "Grandpa Joe died in his sleep; we buried him at St Mary's" },
        { id: "christmas", text: "First Christmas without grandpa Joe, the family set a place for him" },
        { id: "tree", text: "The family planted an apple tree for grandpa Joe on his birthday" },
      ],
      (id) => days[id]!,
    );
    const result = await rankOffline(family, "How has the family been since grandpa Joe passed away?", asOf);
    expect(result.timeWindow?.from.toISOString()).toBe("2024-03-16T00:00:00.000Z");
    expect(result.memoryIds).not.toContain("pier");
  });

  it("dates 'since the first stroke' by the earliest one of the person's, though that memory never says 'first'", async () => {
    const days: Record<string, string> = { stroke: "2024-06-14T12:00:00.000Z", walk: "2024-08-30T12:00:00.000Z", second: "2025-09-02T12:00:00.000Z", cards: "2026-03-21T12:00:00.000Z", neighbour: "2023-05-01T12:00:00.000Z" };
    const family = indexOfTexts(
      [
        { id: "neighbour", text: "Our neighbour Alf had a stroke; his wife rang for the ambulance" },
        { id: "stroke", text: "My brother Des was taken to hospital after a stroke, he could hardly find his words" },
        { id: "walk", text: "Des walked the ward corridor eleven weeks after his stroke" },
        { id: "second", text: "Des had a second, smaller stroke; his speech went backwards, the first stroke had been worse" },
        { id: "cards", text: "Cards with Des at the lodge, his speech clearer than in months" },
      ],
      (id) => days[id]!,
    );
    const result = await rankOffline(family, "How has my brother Des's speech recovered since the first stroke?", asOf);
    expect(result.timeWindow?.from.toISOString()).toBe("2024-06-14T00:00:00.000Z");
    expect(result.memoryIds).not.toContain("neighbour");
  });

  it("reads the request as written when no memory tells of the clause's moment", async () => {
    const result = await rankOffline(index, "How has my skating been since I moved to Oslo?", asOf);
    expect(result.timeWindow).toBeNull();
  });

  it("reads 'since I started' as the subject's whole story, not a moment some memory says 'start' of", async () => {
    const started = indexOfTexts(
      [
        { id: "skate-2024", text: "Skating at the rink with Ola, I fell a lot and learned to stop" },
        { id: "surgery", text: "Knee surgery at the hospital, my leg in a brace for weeks" },
        { id: "skate-after", text: "Back skating at the rink, slowly, the knee held up" },
        { id: "skate-later", text: "Skating the long loop on the lake, we started at dawn" },
      ],
      (id) => dates[id]!,
    );
    const result = await rankOffline(started, "How has my skating come along since I started?", asOf);
    expect(result.timeWindow).toBeNull();
    expect([...result.memoryIds].sort()).toEqual(["skate-2024", "skate-after", "skate-later"]);
  });

  it("leaves a clause that names a date to the time window's own reading", async () => {
    const result = await rankOffline(index, "What skating have I done since 2025?", asOf);
    // The time window reads it: from the start of 2025 to the request's day, not a moment some memory tells of.
    expect(result.timeWindow?.label).toBe("the time since 2025");
    expect(result.memoryIds).not.toContain("skate-2024");
  });
});
