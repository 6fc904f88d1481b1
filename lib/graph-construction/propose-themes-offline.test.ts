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

describe("the ties of a memory's people", () => {
  const tiesOf = (summary: string, ownerNames = ["Linda Reyes"]) =>
    Object.fromEntries(proposeThemesOffline(memory({ summary, ownerNames })).filter((t) => t.kind === "person").map((t) => [t.name, t.descriptors]));

  it("takes 'his daughter', 'her husband' as the user's own only in a sentence about the user", () => {
    const ties = tiesOf("Callum told Linda that his daughter Fiona is expecting. Linda told Callum that her husband Rodel is due home in March.");
    expect(ties["Rodel"]).toEqual(["husband"]);
    expect(ties["Fiona"]).toEqual([]);
  });

  it("reads whom a sentence is about past someone's possessive and a place", () => {
    const ties = tiesOf("Marisol's brother Efraín called after his night shift; his boss Gianluca wants more. In Cebu, Linda and her sister Gemma baked.");
    expect(ties["Gianluca"]).toEqual([]);
    expect(ties["Gemma"]).toEqual(["sister"]);
  });

  it("reads a sentence opening with someone's thing as about them ('Linda's old oven')", () => {
    expect(tiesOf("Linda's old oven burned six trays and she is saving for a new one; her husband Rodel is at sea.", ["Callum"])["Rodel"]).toEqual([]);
    expect(tiesOf("Linda's old oven burned six trays and she is saving for a new one; her husband Rodel is at sea.")["Rodel"]).toEqual(["husband"]);
  });

  it("reads no day, month or place as whom a sentence is about", () => {
    expect(tiesOf("At the March 2026 chess tournament Linda and her grandson Temka played in the same hall.")["Temka"]).toEqual(["grandson"]);
    expect(tiesOf("Last Sunday at Birsay Linda found her cousin Joy.")["Joy"]).toEqual(["cousin"]);
    expect(tiesOf("In April 2026 Linda went shopping with her mother and Dani and chose a gown for her late grandmother Chayo's shawl.")["Chayo"]).toEqual(["grandmother"]);
  });

  it("reads the user's name as whom a sentence is about, though it is a word too ('Cat')", () => {
    expect(tiesOf("Cat told Moira that her son Euan is applying to college.", ["Cat"])["Euan"]).toEqual(["son"]);
  });

  it("reads whom a clause is about, else its sentence", () => {
    expect(tiesOf("She said Anaana had moved in, and Linda visits every day while her mother Nora rests.")["Nora"]).toEqual(["mother"]);
    expect(tiesOf("Callum's oven broke and he is saving for a new one; his wife Morag is at sea.")["Morag"]).toEqual([]);
  });

  it("keeps 'her mother' when the sentence names no one before it", () => {
    expect(tiesOf("After the storm her mother Nena came to stay.")["Nena"]).toEqual(["mother"]);
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
