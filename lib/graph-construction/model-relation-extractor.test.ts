import { beforeAll, describe, expect, test } from "vitest";
import type { GraphStore } from "@/lib/graph/graph-store";
import { ModelError } from "@/lib/models/errors";
import { completeStructured } from "@/lib/models/openai/complete-structured";
import { useFakeOpenAI } from "@/lib/testing/use-fake-openai";
import { buildMemoryGraph } from "./build-memory-graph";
import { modelRelationExtractor } from "./model-relation-extractor";
import { offlineRelationExtractor } from "./relation-extractor";
import { MAX_CANDIDATES } from "./relation-prompt";
import { memoryInput, openTemporaryGraph } from "@/lib/testing/graph-test-helpers";

const fake = useFakeOpenAI({ maxRetries: 0, timeoutMs: 2000 });
const extractor = modelRelationExtractor(completeStructured);
const user = "model-user";

describe("relation extraction with a model (fake OpenAI-compatible server)", () => {
  let store: GraphStore;
  let katherineId: string;

  beforeAll(async () => {
    ({ store } = await openTemporaryGraph());
    await buildMemoryGraph(store, memoryInput(user, { summary: "Lunch with Katherine Smith.", details: [{ kind: "PERSON", value: "Katherine Smith (friend)" }] }), offlineRelationExtractor);
    await buildMemoryGraph(store, memoryInput(user, { summary: "Fado night.", place: "Alfama, Lisbon, Portugal" }), offlineRelationExtractor);
    katherineId = (await store.listRelationshipNodes(user, { kinds: ["person"] }))[0].id;
  });

  test("sends a bounded prompt with pre-selected candidates and merges the model's themes", async () => {
    fake().reply({
      kind: "json",
      body: {
        themes: [
          { existingId: katherineId, kind: "person", name: "Kate", description: "Old friend", relationship: "friend" },
          { existingId: null, kind: "activity", name: "Trekking", description: "Walking in the hills" },
          { existingId: "r_not_a_candidate", kind: "person", name: "Zed", description: "A guide", relationship: null },
          { existingId: null, kind: "event_series", name: "Annual hill walk", description: "Every May" },
        ],
      },
    });
    const memory = memoryInput(user, {
      summary: "Trekking in the Peak District with Kate and our guide Zed.",
      occurredAt: new Date("2024-05-04T10:00:00Z"),
      place: "Edale, Derbyshire, United Kingdom",
      userTurns: ["kate and I did the annual hill walk again"],
      details: [{ kind: "PERSON", value: "Kate" }],
    });
    await buildMemoryGraph(store, memory, extractor);

    const request = fake().requests[0];
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.body.response_format.type).toBe("json_schema");
    const prompt = request.body.messages.map((m: { content: string }) => m.content).join("\n");
    expect(prompt).toContain(katherineId); // a candidate: the name Kate can be Katherine
    expect(prompt).not.toContain("Alfama"); // unrelated themes are not sent
    expect(prompt.length).toBeLessThan(12_000);

    const themes = (await store.getMemoryWithSemanticNodes(user, memory.id))!.themes;
    const names = themes.map((t) => `${t.kind}:${t.name}`).sort();
    expect(names).toEqual(expect.arrayContaining(["person:Katherine Smith", "activity:Hiking", "person:Zed", "event_series:Annual Hill Walk", "place:Edale", "period:2024", "period:Spring 2024"]));
    expect(themes.find((t) => t.name === "Katherine Smith")!.id).toBe(katherineId);
    expect(themes.some((t) => t.id === "r_not_a_candidate")).toBe(false);
  });

  test("malformed model output falls back to the offline engine", async () => {
    fake().reply({ kind: "text", content: "Sure! Here are the themes: Kate, hiking." });
    const memory = memoryInput(user, { summary: "Another hike with Kate.", details: [{ kind: "PERSON", value: "Kate" }, { kind: "ACTIVITY", value: "hiking" }] });
    await buildMemoryGraph(store, memory, extractor);
    const names = (await store.getMemoryWithSemanticNodes(user, memory.id))!.themes.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(["Katherine Smith", "Hiking"]));
  });

  test("a rate-limited model fails the job (to be retried), writing nothing", async () => {
    fake().reply({ kind: "status", status: 429, message: "slow down" });
    const memory = memoryInput(user, { summary: "Swim with Kate.", details: [{ kind: "PERSON", value: "Kate" }] });
    const error = await buildMemoryGraph(store, memory, extractor).catch((e) => e);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).code).toBe("rate_limited");
    expect(await store.getMemoryWithSemanticNodes(user, memory.id)).toBeNull();
  });

  test("the candidate list is capped", () => {
    expect(MAX_CANDIDATES).toBeLessThanOrEqual(50);
  });
});
