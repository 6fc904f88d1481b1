import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { resetServerEnvForTests } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { ModelError } from "@/lib/models/errors";
import type { CaptureModel } from "@/lib/models/capture/capture-model";
import { offlineCaptureModel } from "@/lib/models/capture/offline-capture-model";
import { makePhoto } from "@/lib/testing/make-photo";
import { useTestDatabase } from "@/lib/testing/test-database";
import { addCaptureTurn } from "./add-capture-turn";
import { addPhotoToDraft } from "./add-photo-to-draft";
import { createDraftFromPhotoFacts } from "./create-draft-from-photo-facts";
import { addMemoryDetail, removeMemoryDetail } from "@/lib/memories/edit-memory-details";
import { getCaptureWorkspace } from "./get-capture-workspace";
import { readOwnedMedia } from "@/lib/storage/read-owned-media";
import { requestFirstDraft } from "./request-first-draft";
import { retryAssistantTurn } from "./retry-assistant-turn";
import { saveMemory } from "./save-memory";
import { updateMemoryFields } from "@/lib/memories/update-memory-fields";
import { listMemoryPage } from "@/lib/memories/list-memory-page";
import { memoryListQuerySchema } from "@/lib/memories/memory-list-query";

const db = useTestDatabase();

beforeAll(async () => {
  process.env.DATA_DIR = await mkdtemp(path.join(os.tmpdir(), "tobu-capture-"));
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  resetServerEnvForTests();
});

async function newUser(email: string) {
  return db.prisma().user.create({ data: { email } });
}

const values = async (userId: string, memoryId: string, key: string) =>
  (await getCaptureWorkspace(userId, memoryId))!.details.filter((d) => d.key === key).map((d) => d.value);

describe("capture with the offline engine", () => {
  it("drafts from uploaded photos, refines from the chat, keeps hand edits, saves and schedules the graph", async () => {
    const user = await newUser("a@example.com");
    const first = await addPhotoToDraft({ userId: user.id, bytes: await makePhoto({ takenAt: "2023:06:24 14:30:00", gps: { latitude: 41.9, longitude: -87.7 } }), fileName: "a.jpg" });
    await addPhotoToDraft({ userId: user.id, memoryId: first.memoryId, bytes: await makePhoto({ color: { r: 10, g: 90, b: 200 } }), fileName: "b.png" });
    const memoryId = first.memoryId;

    expect(await requestFirstDraft(user.id, memoryId)).toEqual({ ok: true });
    let ws = (await getCaptureWorkspace(user.id, memoryId))!;
    expect(ws.status).toBe("DRAFT");
    expect(ws.photos).toHaveLength(2);
    expect(ws.occurredOn).toBe("2023-06-24");
    expect(ws.details.find((d) => d.key === "dates")).toMatchObject({ value: "June 24, 2023", source: "EXIF" });
    expect(ws.messages.at(-1)).toMatchObject({ role: "assistant", status: "complete" });
    expect(ws.messages.at(-1)!.content).toMatch(/Who is with you/);
    const firstSummary = ws.summary;

    await addCaptureTurn(user.id, memoryId, "humboldt park by the lagoon! me, my boyfriend marcus and my best friend priya. first really hot saturday of the summer");
    ws = (await getCaptureWorkspace(user.id, memoryId))!;
    expect(await values(user.id, memoryId, "people")).toEqual(["Marcus (boyfriend)", "Priya (best friend)"]);
    expect(await values(user.id, memoryId, "locations")).toContain("Humboldt Park");
    expect(await values(user.id, memoryId, "dates")).toContain("summer 2023");
    expect(ws.summary).not.toBe(firstSummary);
    expect(ws.summary).toMatch(/Marcus/);

    // A removed detail stays removed; a hand-written title is kept through later turns.
    const priya = ws.details.find((d) => d.value.startsWith("Priya"))!;
    await removeMemoryDetail(user.id, memoryId, priya.id);
    await addMemoryDetail(user.id, memoryId, { key: "activities", value: "picnic" });
    await updateMemoryFields(user.id, memoryId, { title: "Lagoon picnic" });
    await addCaptureTurn(user.id, memoryId, "Marcus grilled sausages and we swam in the lake. So easy and happy.");
    ws = (await getCaptureWorkspace(user.id, memoryId))!;
    expect(ws.title).toBe("Lagoon picnic");
    expect(await values(user.id, memoryId, "people")).toEqual(["Marcus (boyfriend)"]);
    expect(await values(user.id, memoryId, "activities")).toEqual(expect.arrayContaining(["picnic", "grilling", "swimming"]));
    expect(await values(user.id, memoryId, "emotions")).toContain("happy");
    expect(ws.messages.filter((m) => m.role === "user")).toHaveLength(2);

    await saveMemory(user.id, memoryId);
    const saved = await db.prisma().memory.findUniqueOrThrow({ where: { id: memoryId } });
    expect(saved.status).toBe("CAPTURED");
    expect(saved.capturedAt).toBeInstanceOf(Date);
    let jobs = await db.prisma().graphJob.findMany({ where: { memoryId, status: "PENDING" } });
    expect(jobs).toMatchObject([{ kind: "UPSERT_MEMORY", userId: user.id }]);

    // Editing a captured memory schedules a new graph update.
    await updateMemoryFields(user.id, memoryId, { summary: "A hot day by the lagoon." });
    jobs = await db.prisma().graphJob.findMany({ where: { memoryId } });
    expect(jobs.filter((j) => j.status === "PENDING")).toHaveLength(1);
    expect(jobs).toHaveLength(2);

    const list = await listMemoryPage(user.id, memoryListQuerySchema.parse({}));
    expect(list.items[0]).toMatchObject({ id: memoryId, status: "CAPTURED", title: "Lagoon picnic", photoCount: 2 });
  });

  it("keeps every message when the model fails, and a retry completes the turn", async () => {
    const user = await newUser("b@example.com");
    const { memoryId } = await createDraftFromPhotoFacts(user.id, { takenAt: "2024-03-31", place: "Sintra, Portugal", caption: "Two people on a forest trail" });
    const failing: CaptureModel = {
      kind: "api",
      draftMemoryFromPhotos: async () => {
        throw new ModelError("timeout");
      },
      refineDraftFromChat: async () => {
        throw new ModelError("malformed_output", "title: expected string");
      },
    };
    expect(await requestFirstDraft(user.id, memoryId, failing)).toEqual({ ok: false, error: expect.stringMatching(/took too long.*Your text is saved/) });
    expect((await getCaptureWorkspace(user.id, memoryId))!.assistant).toBe("failed");
    expect(await retryAssistantTurn(user.id, memoryId, offlineCaptureModel)).toEqual({ ok: true });

    const outcome = await addCaptureTurn(user.id, memoryId, "last Easter with my grandson Tiago, we hiked all morning", failing);
    expect(outcome.ok).toBe(false);
    let ws = (await getCaptureWorkspace(user.id, memoryId))!;
    expect(ws.messages.at(-2)).toMatchObject({ role: "user", content: "last Easter with my grandson Tiago, we hiked all morning", status: "complete" });
    expect(ws.messages.at(-1)).toMatchObject({ role: "assistant", status: "failed", error: expect.stringMatching(/unexpected format/) });
    await expect(addCaptureTurn(user.id, memoryId, "hello")).resolves.toEqual({ ok: true }); // a failed turn does not block the chat
    await retryAssistantTurn(user.id, memoryId, offlineCaptureModel).catch(() => undefined);
    ws = (await getCaptureWorkspace(user.id, memoryId))!;
    expect(await values(user.id, memoryId, "people")).toContain("Tiago (grandson)");
    expect(await values(user.id, memoryId, "dates")).toContain("Easter 2024");
    expect(await values(user.id, memoryId, "activities")).toContain("hiking");
    await saveMemory(user.id, memoryId, { summary: "Easter hike in Sintra with Tiago." });
    expect((await getCaptureWorkspace(user.id, memoryId))!.summary).toBe("Easter hike in Sintra with Tiago.");
  });

  it("lets no one else see, change or add to a user's memory or photos", async () => {
    const owner = await newUser("owner@example.com");
    const other = await newUser("other@example.com");
    const { memoryId, photoId } = await addPhotoToDraft({ userId: owner.id, bytes: await makePhoto(), fileName: "x.jpg" });
    expect(await getCaptureWorkspace(other.id, memoryId)).toBeNull();
    expect(await readOwnedMedia(other.id, photoId, "original")).toBeNull();
    expect(await readOwnedMedia(owner.id, photoId, "thumbnail")).toMatchObject({ mimeType: "image/webp" });
    await expect(addCaptureTurn(other.id, memoryId, "mine now")).rejects.toMatchObject({ code: "not_found" });
    await expect(saveMemory(other.id, memoryId)).rejects.toMatchObject({ code: "not_found" });
    await expect(updateMemoryFields(other.id, memoryId, { title: "x" })).rejects.toMatchObject({ code: "not_found" });
    await expect(addPhotoToDraft({ userId: other.id, memoryId, bytes: await makePhoto(), fileName: "y.jpg" })).rejects.toMatchObject({ code: "not_found" });
    expect((await listMemoryPage(other.id, memoryListQuerySchema.parse({}))).items).toEqual([]);
    expect(await db.prisma().captureMessage.count({ where: { userId: other.id } })).toBe(0);
  });

  it("refuses a bad upload without leaving a draft or files behind", async () => {
    const user = await newUser("c@example.com");
    await expect(addPhotoToDraft({ userId: user.id, bytes: Buffer.from("nope"), fileName: "x.jpg" })).rejects.toBeInstanceOf(AppError);
    expect(await db.prisma().memory.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.prisma().mediaAsset.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("a memory of several days", () => {
  it("spans its photos' days, takes a longer range from the user's words, and shows it on the timeline card", async () => {
    const user = await newUser("range@example.com");
    const first = await addPhotoToDraft({ userId: user.id, bytes: await makePhoto({ takenAt: "2026:05:03 10:00:00" }), fileName: "a.jpg" });
    const memoryId = first.memoryId;
    await addPhotoToDraft({ userId: user.id, memoryId, bytes: await makePhoto({ takenAt: "2026:05:05 18:00:00" }), fileName: "b.jpg" });
    let ws = (await getCaptureWorkspace(user.id, memoryId))!;
    expect({ from: ws.occurredOn, to: ws.endedOn }).toEqual({ from: "2026-05-03", to: "2026-05-05" });

    expect(await requestFirstDraft(user.id, memoryId)).toEqual({ ok: true });
    await addCaptureTurn(user.id, memoryId, "we camped at the lake from the 3rd to the 7th");
    ws = (await getCaptureWorkspace(user.id, memoryId))!;
    expect(ws.endedOn).toBe("2026-05-07");
    expect(ws.summary).toContain("from May 3 to 7, 2026");

    await saveMemory(user.id, memoryId);
    const page = await listMemoryPage(user.id, memoryListQuerySchema.parse({}));
    expect(page.items.find((m) => m.id === memoryId)).toMatchObject({ occurredOn: "2026-05-03", endedOn: "2026-05-07" });

    await expect(updateMemoryFields(user.id, memoryId, { endedOn: "2026-05-01" })).rejects.toThrow(/before the first day/);
    await updateMemoryFields(user.id, memoryId, { endedOn: "" });
    expect((await getCaptureWorkspace(user.id, memoryId))!.endedOn).toBeNull();
  });
});
