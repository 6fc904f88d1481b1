import { describe, expect, it } from "vitest";
import { buildLexicalIndex } from "@/lib/recall/lexical-index";
import { memoryDocument, rankOffline } from "@/lib/testing/offline-recall";
import { retrieveFollowUp } from "./follow-up";
import { withHistory } from "./rank-for-request";

// A short question of its own after another ("When did I retire?" after "What was the music
// like?") was read as a refinement of it and found nothing.

const asOf = new Date("2026-02-01T12:00:00Z");
const index = buildLexicalIndex([
  memoryDocument("funeral", { title: "Saying goodbye", summary: "The funeral at St Joseph's; three musicians played at the door." }),
  memoryDocument("party", { title: "Leaving do", summary: "Cake and speeches at the depot for my retirement after thirty years." }),
  memoryDocument("picnic", { title: "Picnic", summary: "A picnic by the lake with Anna: sandwiches and strawberries." }, "2025-06-14T12:00:00.000Z"),
  memoryDocument("lisbon", { title: "Lisbon", summary: "A weekend in Lisbon: trams, custard tarts and the castle." }, "2025-09-20T12:00:00.000Z"),
]);

async function ask(request: string, history: string[]) {
  const asked: string[] = [];
  const retrieve = async (text: string) => {
    asked.push(text);
    return rankOffline(index, text, asOf);
  };
  const result = await retrieveFollowUp(request, history, {
    withHistory: () => retrieve(withHistory(request, history)),
    alone: () => retrieve(request),
  });
  return { outcome: result.outcome, ids: [...result.memoryIds].sort(), asked };
}

describe("a follow-up in a chat", () => {
  it("asks a question of its own alone when, read with the one before, it finds nothing", async () => {
    expect(await ask("When did I retire?", ["What was the music like?"])).toEqual({
      outcome: "answered",
      ids: ["party"],
      asked: ["What was the music like? When did I retire?", "When did I retire?"],
    });
  });

  it("keeps reading a follow-up with the request before it when that finds something", async () => {
    expect(await ask("Who was there?", ["the picnic in June"])).toMatchObject({ ids: ["picnic"], asked: ["the picnic in June Who was there?"] });
  });

  it("never asks a refinement alone, even when it finds nothing with the request before it", async () => {
    const result = await ask("and in 2019?", ["my weekend in Lisbon"]);
    expect(result).toMatchObject({ outcome: "nothing_found", ids: [], asked: ["my weekend in Lisbon and in 2019?"] });
  });

  it("asks a new request alone, once", async () => {
    expect(await ask("What have I done with Anna?", ["What was the music like?"])).toMatchObject({ ids: ["picnic"], asked: ["What have I done with Anna?"] });
  });
});
