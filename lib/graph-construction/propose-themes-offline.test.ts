import { describe, expect, it } from "vitest";
import type { MemoryForGraph } from "./memory-for-graph";
import { proposeThemesOffline } from "./propose-themes-offline";

const memory = (over: Partial<MemoryForGraph>): MemoryForGraph => ({
  id: "m1",
  userId: "u1",
  title: "A trip",
  summary: "",
  occurredAt: new Date("2025-12-28T12:00:00Z"),
  place: null,
  details: [],
  userTurns: [],
  ownerNames: [],
  ...over,
});

const keys = (m: MemoryForGraph) => proposeThemesOffline(m).map((p) => p.matchKey);

describe("periods of a memory of several days", () => {
  it("joins the years and seasons of both its first and last day", () => {
    const trip = keys(memory({ endedAt: new Date("2026-01-02T12:00:00Z") }));
    expect(trip).toEqual(expect.arrayContaining(["year:2025", "year:2026"]));
    expect(keys(memory({}))).not.toContain("year:2026");
  });
});

describe("people of a memory", () => {
  it("never makes a person of a festival the memory's words show to be one ('For Naadam 2024'), even when the capture took it for someone", () => {
    const themes = proposeThemesOffline(
      memory({
        summary: "For Naadam 2024 Batbayar took Oyuka to the horse races.",
        userTurns: ["This is Naadam, our great summer festival of the three manly games.", "when Naadam was the one time in the year we all came together"],
        details: [{ kind: "PERSON", value: "Naadam" }, { kind: "PERSON", value: "Oyuka" }],
      }),
    );
    const people = themes.filter((t) => t.kind === "person").map((t) => t.name);
    expect(people).toContain("Oyuka");
    expect(people).not.toContain("Naadam");
  });
});

describe("themes from the user's words", () => {
  it("takes an activity the user did for a theme, never one they asked the listener about", () => {
    const themes = proposeThemesOffline(memory({ title: "Sunday", userTurns: ["How was your road trip, Mel? Your kids must have loved the camping!", "I stayed home and baked bread all afternoon."] }));
    const names = themes.map((t) => t.name);
    expect(names).toContain("Baking");
    expect(names).not.toContain("Trips and travel");
    expect(names).not.toContain("Camping");
  });

  it("takes no theme from what the user says they do not do, nor from their replies to the listener's news", () => {
    const themes = proposeThemesOffline(memory({ title: "Sunday", userTurns: ["Hey Tim! That hiking trip sounds amazing, Tim! I don't surf, but reading helps me escape."] }));
    const names = themes.map((t) => t.name);
    expect(names).toContain("Reading");
    expect(names).not.toContain("Surfing");
    expect(names).not.toContain("Hiking");
  });
});
