import { describe, expect, it } from "vitest";
import { analyzeRequest } from "./analyze-request";
import { selectRelationshipNodesOffline, type CandidateNode } from "./select-relationship-nodes";

const asOf = new Date("2025-11-15T12:00:00Z");
let n = 0;
const node = (kind: string, name: string, extra: Partial<CandidateNode> = {}): CandidateNode => ({
  id: `n${++n}`,
  kind,
  name,
  aliases: [],
  descriptors: [],
  surname: null,
  memoryCount: 2,
  ...extra,
});

const marcus = node("person", "Marcus", { descriptors: ["boyfriend"] });
const kate = node("person", "Katherine", { aliases: ["kate"], descriptors: ["sister"] });
const tiago = node("person", "Tiago", { descriptors: ["grandson"] });
const samCarter = node("person", "Sam Carter", { surname: "Carter" });
const samOkafor = node("person", "Sam Okafor", { surname: "Okafor" });
const biscuit = node("pet", "Biscuit", { descriptors: ["dog"] });
const hiking = node("activity", "Hiking");
const paddling = node("activity", "Kayaking, canoeing and rafting");
const birthdays = node("event_series", "Birthdays");
const humboldt = node("place", "Humboldt Park");
const chicago = node("place", "Chicago");
const christmas = node("period", "Christmas");
const all = [marcus, kate, tiago, samCarter, samOkafor, biscuit, hiking, paddling, birthdays, humboldt, chicago, christmas];

const select = (text: string) => selectRelationshipNodesOffline(analyzeRequest(text, asOf), all);
const facetNames = (text: string) => select(text).facets.map((f) => [f.kind, f.hard, f.nodes.map((x) => x.name)]);

describe("selectRelationshipNodesOffline (f offline)", () => {
  it("reaches a person by a tie of the same family, never one of the other sex ('my brother' is not the sister)", () => {
    expect(facetNames("What did my sibling and I do at Christmas?").find((f) => f[0] === "relation")).toEqual(["relation", true, ["Katherine"]]);
    expect(facetNames("What did my brother do at Christmas?").find((f) => f[0] === "relation")).toBeUndefined();
  });

  it("reaches a person the user calls by the tie itself ('Mom', 'Grandmother') through the tie's family ('my family', 'my parents')", () => {
    const mom = node("person", "Mom");
    const grandmother = node("person", "Grandmother");
    const zanele = node("person", "Zanele", { descriptors: ["sister"] });
    const aisha = node("person", "Aisha", { descriptors: ["friend"] });
    const people = [mom, grandmother, zanele, aisha];
    const relation = (text: string) => selectRelationshipNodesOffline(analyzeRequest(text, asOf), people).facets.find((f) => f.kind === "relation")?.nodes.map((x) => x.name).sort();
    expect(relation("When have I spent time with my family?")).toEqual(["Grandmother", "Mom", "Zanele"]);
    expect(relation("What did I do with my parents?")).toEqual(["Mom"]);
    expect(relation("What did I do with my dad?")).toBeUndefined();
  });

  it("finds people by name in lower case and by nickname", () => {
    expect(facetNames("where exactly did marcus propose")).toEqual([["person", true, ["Marcus"]]]);
    expect(facetNames("What did Kate and I do in Chicago?")).toEqual([
      ["person", true, ["Katherine"]],
      ["place", true, ["Chicago"]],
    ]);
  });

  it("finds a person by a name clipped at the front ('Conceição' reaches the user's 'Ceição'), never one given name by another ('Anna' is not Joanna)", () => {
    const ceicao = node("person", "Ceição", { descriptors: ["sister"] });
    const joanna = node("person", "Joanna");
    const people = [ceicao, joanna, marcus];
    const names = (text: string) => selectRelationshipNodesOffline(analyzeRequest(text, asOf), people).facets.map((f) => f.nodes.map((x) => x.name));
    expect(names("Everything Conceição and I have done together")).toEqual([["Ceição"]]);
    expect(names("What did Anna and I do?")).toEqual([]);
    const grandkids = node("person", "Grandchildren");
    expect(selectRelationshipNodesOffline(analyzeRequest("how did my wife manage with the children?", asOf), [grandkids]).facets).toEqual([]);
  });

  it("reads 'my mother in law' as the tie, not also someone called Mother", () => {
    const lakshmi = node("person", "Lakshmi", { descriptors: ["mother in law"] });
    const mother = node("person", "Mother");
    const facets = selectRelationshipNodesOffline(analyzeRequest("the festivals i celebrated with my mother in law", asOf), [lakshmi, mother]).facets;
    expect(facets.map((f) => [f.kind, f.nodes.map((x) => x.name)])).toEqual([["relation", ["Lakshmi"]]]);
    const mine = selectRelationshipNodesOffline(analyzeRequest("the festivals i celebrated with Mother", asOf), [lakshmi, mother]).facets;
    expect(mine.map((f) => f.nodes.map((x) => x.name))).toEqual([["Mother"]]);
  });

  it("finds people by the relationship word the user used", () => {
    expect(facetNames("everything with my grandson")).toEqual([["relation", true, ["Tiago"]]]);
  });

  it("maps activity synonyms to the concept's node and keeps them soft (OR)", () => {
    expect(facetNames("show me my treks and rafting trips")).toEqual([
      ["concept", false, ["Hiking"]],
      ["concept", false, ["Kayaking, canoeing and rafting"]],
    ]);
  });

  it("combines a person with an event and a holiday", () => {
    expect(facetNames("What did Marcus get me for my birthday at Christmas?")).toEqual([
      ["person", true, ["Marcus"]],
      ["concept", false, ["Birthdays"]],
      ["period", true, ["Christmas"]],
    ]);
  });

  it("asks which person when a first name is shared and no surname is given", () => {
    const s = select("what did Sam and I do");
    expect(s.ambiguous?.nodes.map((x) => x.name).sort()).toEqual(["Sam Carter", "Sam Okafor"]);
    expect(select("what did Sam Okafor and I do").ambiguous).toBeNull();
  });

  it("does not take a verb for a name", () => {
    const will = node("person", "Will");
    const s = selectRelationshipNodesOffline(analyzeRequest("what will I remember about hiking", asOf), [will, hiking]);
    expect(s.facets.map((f) => f.nodes[0]!.name)).toEqual(["Hiking"]);
  });

  it("selects nothing for a request about things with no node", () => {
    expect(select("How was the Nashville trip with Kelsey?").facets.filter((f) => f.hard)).toEqual([]);
  });
});
