import { describe, expect, it } from "vitest";
import { kindMembers } from "@/lib/nlp/wordnet";
import { buildLexicalIndex } from "@/lib/recall/lexical-index";
import type { CandidateNode } from "./select-relationship-nodes";
import type { RecallGraph } from "./traverse-to-memories";
import { answerOffline, memoryDocument } from "@/lib/testing/offline-recall";
import { asksAboutHealth, healthWordsUsed, isHealthPhrase } from "./health-words";

// "How has Mum's health been?" is asked of her stroke, the hospital and the physiotherapy:
// none of them is a narrower word of "health" in WordNet.

const asOf = new Date("2026-02-01T12:00:00Z");

const stroke = memoryDocument("stroke", { title: "Mum in hospital", summary: "Mum had a stroke and spent two nights on the ward; I slept in a chair beside her." }, "2025-03-02T12:00:00.000Z");
const physio = memoryDocument("physio", { title: "Twenty steps", summary: "Mum doing her physiotherapy with a walking frame in the yard, twenty steps to the mango tree." }, "2025-05-10T12:00:00.000Z");
const ankle = memoryDocument("ankle", { title: "Ouch", summary: "Mum sprained her ankle on the church steps and limped home." }, "2025-08-10T12:00:00.000Z");
const bake = memoryDocument("bake", { title: "Cake day", summary: "Mum and I baked a lemon cake for the church fair on a cold morning." }, "2025-09-14T12:00:00.000Z");
const match = memoryDocument("match", { title: "Cup final", summary: "Our team won the cup final 2-1 and the goalkeeper burned with pride." }, "2025-10-04T12:00:00.000Z");

describe("health and its words", () => {
  it("asks about health with health's own words only", () => {
    expect(asksAboutHealth("health")).toBe(true);
    // An illness or injury has narrower words of its own ("all the injuries and illnesses": not every doctor).
    expect(asksAboutHealth("illness")).toBe(false);
    expect(asksAboutHealth("cake")).toBe(false);
  });

  it("keeps the memories' words of ill health, care and medicine, never an adjective's nor a verb's other than of the body", () => {
    const index = buildLexicalIndex([stroke, physio, ankle, bake, match]);
    const used = Object.values(healthWordsUsed("health", index));
    expect(used).toEqual(expect.arrayContaining(["stroke", "ward", "hospital", "physiotherapy", "sprain"]));
    // "a cold morning" is no cold, "burned with pride" no burn.
    expect(used).not.toContain("cold");
    expect(used).not.toContain("burn");
    expect(healthWordsUsed("cake", index)).toEqual({});
  });

  it("knows health's own phrases from other things WordNet names with the word", () => {
    expect(isHealthPhrase("health problem")).toBe(true);
    expect(isHealthPhrase("good health")).toBe(true);
    expect(isHealthPhrase("mental health")).toBe(false);
    expect(isHealthPhrase("health insurance")).toBe(false);
    // One thing of health's trees, not health as a whole: "that eye operation" is the one operation.
    expect(isHealthPhrase("eye operation")).toBe(false);
  });

  it("reads 'health' said with a possessor or in health's own phrases as health, not 'mental health services'", async () => {
    const index = buildLexicalIndex([stroke, physio, ankle, bake, match]);
    expect((await answerOffline(index, "what health problems has mum had this past year?", asOf)).ids).toEqual(["ankle", "physio", "stroke"]);
    expect((await answerOffline(index, "how has my mums health been this past year", asOf)).ids).toEqual(["ankle", "physio", "stroke"]);
    expect((await answerOffline(index, "Which mental health services did mum look into?", asOf)).outcome).toBe("nothing_found");
  });

  it("counts nouns used mostly as verbs only when asked, and then only verbs of the body", () => {
    expect(kindMembers("injury").has("sprain")).toBe(false);
    expect(kindMembers("injury", { bodyVerbsToo: true }).has("sprain")).toBe(true);
    expect(kindMembers("injury", { bodyVerbsToo: true }).has("burn")).toBe(false);
  });

  it("answers a question about someone's health with the memories of their illness and care", async () => {
    const index = buildLexicalIndex([stroke, physio, ankle, bake, match]);
    const answer = await answerOffline(index, "How has Mum's health been this past year?", asOf);
    expect(answer.outcome).toBe("answered");
    expect([...answer.ids].sort()).toEqual(["ankle", "physio", "stroke"]);
  });

  it("follows a person's health through all of their memories, those of the hospital first, never the rest of the user's life", async () => {
    const stick = memoryDocument("stick", { title: "Sunday lunch", summary: "Inga hosted Sunday lunch, walking with one stick now, and corrected everyone's dates." }, "2025-06-01T12:00:00.000Z");
    const ward = memoryDocument("ward", { title: "Visiting hours", summary: "Inga was on the ward after her fall; the doctor said the hip would mend." }, "2025-07-01T12:00:00.000Z");
    const gig = memoryDocument("gig", { title: "Release gig", summary: "Our band played a sold-out gig in Ivalo; the doctor from the clinic danced at the front." }, "2025-08-01T12:00:00.000Z");
    const index = buildLexicalIndex([stick, ward, gig]);
    const inga: CandidateNode = { id: "p-inga", kind: "person", name: "Inga", aliases: [], descriptors: ["grandmother"], surname: null, memoryCount: 2 };
    const graph: RecallGraph = {
      async memoriesForRelationshipNodes(_userId, ids) {
        return ids.includes(inga.id) ? ["stick", "ward"].map((id) => ({ id, occurredAt: index.docs.get(id)!.occurredAt })) : [];
      },
    };
    expect(await answerOffline(index, "How has Inga's health been these last few years?", asOf, [inga], graph)).toEqual({ outcome: "answered", ids: ["stick", "ward"] });
  });

  it("takes someone's illness or injury for one event, found in its own words or a synonym, else nothing; never their care", async () => {
    const fence = memoryDocument("fence", { title: "Fence", summary: "Dad and I fixed the back fence; he still swings a hammer harder than me." }, "2025-04-01T12:00:00.000Z");
    const hip = memoryDocument("hip", { title: "New hip", summary: "Dad's hip replacement went well and he was up on crutches the next day." }, "2025-05-01T12:00:00.000Z");
    const golf = memoryDocument("golf", { title: "Golf", summary: "Golf with Dad: his drive went into the pond twice." }, "2025-06-01T12:00:00.000Z");
    const flu = memoryDocument("flu", { title: "Flu", summary: "Dad had the flu all week and I brought him soup." }, "2025-07-01T12:00:00.000Z");
    const index = buildLexicalIndex([fence, hip, golf, flu]);
    const dad: CandidateNode = { id: "p-dad", kind: "person", name: "Dad", aliases: [], descriptors: ["father"], surname: null, memoryCount: 4 };
    const graph: RecallGraph = {
      async memoriesForRelationshipNodes(_userId, ids) {
        return ids.includes(dad.id) ? ["fence", "hip", "golf", "flu"].map((id) => ({ id, occurredAt: index.docs.get(id)!.occurredAt })) : [];
      },
    };
    // No memory tells of a stroke (a golf stroke's "drive" is no illness): his other memories are no answer.
    expect((await answerOffline(index, "When did my dad have his stroke?", asOf, [dad], graph)).outcome).toBe("nothing_found");
    // "influenza" is the flu in another word.
    expect(await answerOffline(index, "When did Dad have his influenza?", asOf, [dad], graph)).toEqual({ outcome: "answered", ids: ["flu"] });
    // An operation may be told as what it replaced: the care of an illness is no event that must be named.
    expect(await answerOffline(index, "What did Dad do after his hip operation?", asOf, [dad], graph)).toEqual({ outcome: "answered", ids: ["hip"] });
  });
});
