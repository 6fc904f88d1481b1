import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GraphStore } from "@/lib/graph/graph-store";
import { buildMemoryGraph } from "@/lib/graph-construction/build-memory-graph";
import { loadMemoryForGraph } from "@/lib/graph-construction/memory-for-graph";
import { offlineRelationExtractor } from "@/lib/graph-construction/relation-extractor";
import { resetServerEnvForTests } from "@/lib/env";
import { addMemoryDetail, removeMemoryDetail } from "@/lib/memories/edit-memory-details";
import { updateMemoryFields } from "@/lib/memories/update-memory-fields";
import { openTemporaryGraph } from "@/lib/testing/graph-test-helpers";
import { useTestDatabase } from "@/lib/testing/test-database";
import { addCaptureTurn } from "./add-capture-turn";
import { createDraftFromPhotoFacts } from "./create-draft-from-photo-facts";
import { getCaptureWorkspace } from "./get-capture-workspace";
import { requestFirstDraft } from "./request-first-draft";
import { saveMemory } from "./save-memory";

const db = useTestDatabase();
let store: GraphStore;

beforeAll(async () => {
  process.env.DATA_DIR = await mkdtemp(path.join(os.tmpdir(), "tobu-edits-"));
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  resetServerEnvForTests();
  ({ store } = await openTemporaryGraph());
});
afterAll(async () => store?.close());

async function draftAt(email: string, place: string) {
  const user = await db.prisma().user.create({ data: { email } });
  const { memoryId } = await createDraftFromPhotoFacts(user.id, { takenAt: new Date("2026-07-12T10:00:00Z"), place });
  expect(await requestFirstDraft(user.id, memoryId)).toEqual({ ok: true });
  return { userId: user.id, memoryId };
}

const workspace = async (userId: string, memoryId: string) => (await getCaptureWorkspace(userId, memoryId))!;
const valuesOf = async (userId: string, memoryId: string, key: string) => (await workspace(userId, memoryId)).details.filter((d) => d.key === key).map((d) => d.value);

async function themeNames(userId: string, memoryId: string) {
  const memory = await loadMemoryForGraph(db.prisma(), userId, memoryId);
  const write = await buildMemoryGraph(store, memory!, offlineRelationExtractor);
  return write.themes.map((t) => t.name.toLowerCase());
}

describe("the user's edits win", () => {
  it("a removed detail chip stays removed: in later turns, in the summary and in the graph after saving", async () => {
    const { userId, memoryId } = await draftAt("chip@example.com", "Carson City, United States");
    await addCaptureTurn(userId, memoryId, "we went hiking with my sister Ana");
    const hiking = (await workspace(userId, memoryId)).details.find((d) => d.key === "activities" && d.value === "hiking")!;
    expect(hiking).toBeDefined();
    await removeMemoryDetail(userId, memoryId, hiking.id);
    expect((await workspace(userId, memoryId)).summary).not.toMatch(/^[^“]*hik/i); // only in the user's quoted words

    await addCaptureTurn(userId, memoryId, "the hike was long and we were tired");
    expect(await valuesOf(userId, memoryId, "activities")).not.toContain("hiking");
    expect(await valuesOf(userId, memoryId, "activities")).not.toContain("hike");
    expect((await workspace(userId, memoryId)).summary).not.toMatch(/^[^“]*hik/i);

    await saveMemory(userId, memoryId);
    expect(await themeNames(userId, memoryId)).not.toContain("hiking");

    // Added again by hand, it is back.
    await addMemoryDetail(userId, memoryId, { key: "activities", value: "hiking" });
    expect(await themeNames(userId, memoryId)).toContain("hiking");
  });

  it("a corrected place replaces the old one in the summary, the details and the graph", async () => {
    const { userId, memoryId } = await draftAt("place@example.com", "Carson City, United States");
    await addCaptureTurn(userId, memoryId, "a picnic with my sister Ana");
    expect((await workspace(userId, memoryId)).summary).toContain("Carson City");

    await updateMemoryFields(userId, memoryId, { place: "Yosemite Valley, California, United States" });
    const ws = await workspace(userId, memoryId);
    expect(ws.summary).toContain("Yosemite Valley");
    expect(ws.summary).not.toContain("Carson City");
    expect(ws.title).not.toContain("Carson City");
    expect(await valuesOf(userId, memoryId, "locations")).toEqual(["Yosemite Valley, California, United States"]);

    await addCaptureTurn(userId, memoryId, "it was sunny");
    expect((await workspace(userId, memoryId)).summary).not.toContain("Carson City");

    await saveMemory(userId, memoryId);
    const themes = await themeNames(userId, memoryId);
    expect(themes).toContain("yosemite valley");
    expect(themes).not.toContain("carson city");
  });
});
