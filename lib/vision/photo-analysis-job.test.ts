import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { addPhotoToDraft } from "@/lib/capture/add-photo-to-draft";
import { getCaptureWorkspace } from "@/lib/capture/get-capture-workspace";
import { requestFirstDraft } from "@/lib/capture/request-first-draft";
import { saveMemory } from "@/lib/capture/save-memory";
import { removeMemoryDetail } from "@/lib/memories/edit-memory-details";
import { listMemoryPage } from "@/lib/memories/list-memory-page";
import { memoryListQuerySchema } from "@/lib/memories/memory-list-query";
import { offlineCaptureModel } from "@/lib/models/capture/offline-capture-model";
import { searchMemoriesRanked } from "@/lib/recall/search-memories";
import { resetServerEnvForTests } from "@/lib/env";
import { claimNextGraphJob, drainGraphJobs, type GraphJobDeps } from "@/lib/jobs/graph-job-runner";
import { offlineRelationExtractor } from "@/lib/graph-construction/relation-extractor";
import { useTestDatabase } from "@/lib/testing/test-database";
import type { PhotoAnalyser } from "./analyse-stored-photo";
import { nameFace } from "./name-face";
import { reanalysePhotos } from "./reanalyse-photos";
import type { PhotoAnalysisResult } from "./photo-analysis";

const db = useTestDatabase();

beforeAll(async () => {
  process.env.DATA_DIR = await mkdtemp(path.join(os.tmpdir(), "tobu-vision-"));
  resetServerEnvForTests();
});

const ticket = () => readFile(path.join(import.meta.dirname, "fixtures", "ticket.jpg"));
const seen: PhotoAnalysisResult = {
  width: 480,
  height: 320,
  faces: [{ box: { x: 0.1, y: 0.1, w: 0.2, h: 0.2 }, score: 0.9, age: 30, emotion: { label: "happy", score: 0.9 }, embedding: [0.1, 0.2] }],
  objects: [{ label: "cup", score: 0.6, box: { x: 0.3, y: 0.5, w: 0.3, h: 0.3 } }],
  textLines: [{ text: "EUROSTAR", confidence: 0.99 }],
  ms: { decode: 1, faces: 1, objects: 1, text: 1 },
};

// The graph store is down throughout: photo analysis must not need it.
const graphDown = async () => {
  throw new Error("graph store unavailable");
};
const deps = (analysePhoto: PhotoAnalyser, now?: () => Date): GraphJobDeps => ({ db: db.prisma(), store: graphDown, extractor: offlineRelationExtractor, workerId: "test", analysePhoto, now });
const newUser = () => db.prisma().user.create({ data: { email: `v-${Math.random().toString(36).slice(2)}@example.com` } });

describe("photo analysis as an outbox job", () => {
  it("is queued with each upload, runs after it, and stores what was seen for the photo's owner", async () => {
    const user = await newUser();
    const other = await newUser();
    const { photoId } = await addPhotoToDraft({ userId: user.id, bytes: await ticket(), fileName: "ticket.jpg" });
    const pending = await db.prisma().photoAnalysis.findFirstOrThrow({ where: { mediaId: photoId, userId: user.id } });
    expect(pending.status).toBe("PENDING");
    const analysed: Buffer[] = [];
    expect(await drainGraphJobs(deps(async (jpeg) => (analysed.push(jpeg), seen)))).toBe(1);
    expect(analysed[0].subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8])); // a JPEG of the stored photo
    const done = await db.prisma().photoAnalysis.findFirstOrThrow({ where: { mediaId: photoId, userId: user.id } });
    expect(done).toMatchObject({ status: "DONE", error: null });
    expect(done.searchText).toContain("EUROSTAR");
    expect(done.searchText).toContain("cup");
    expect(await db.prisma().photoAnalysis.count({ where: { userId: other.id } })).toBe(0);
  });

  it("serves the person with the fewest jobs first; within a person graph work, then the newest photo first", async () => {
    const importer = await newUser();
    const backlog: string[] = [];
    for (let i = 0; i < 3; i++) {
      backlog.push((await addPhotoToDraft({ userId: importer.id, bytes: await ticket(), fileName: `old-${i}.jpg` })).photoId);
      await new Promise((r) => setTimeout(r, 5));
    }
    await db.prisma().graphJob.create({ data: { userId: importer.id, kind: "REBUILD_USER" } });
    await new Promise((r) => setTimeout(r, 5));
    const capturing = await newUser();
    const { photoId } = await addPhotoToDraft({ userId: capturing.id, bytes: await ticket(), fileName: "now.jpg" });
    const order: string[] = [];
    const jobs = await db.prisma().graphJob.findMany({ where: { userId: { in: [importer.id, capturing.id] } }, select: { id: true, mediaId: true, kind: true } });
    const claimOne = async () => {
      const claimed = await claimNextGraphJob(db.prisma(), "test", new Date());
      const job = jobs.find((j) => j.id === claimed?.id);
      order.push(job?.mediaId ?? job?.kind ?? "none");
      if (claimed) await db.prisma().graphJob.update({ where: { id: claimed.id }, data: { status: "DONE" } });
    };
    for (let i = 0; i < 5; i++) await claimOne();
    expect(order).toEqual([photoId, "REBUILD_USER", ...backlog.reverse()]);
  });

  it("a failing analysis never fails the upload: it is recorded, retried with back-off, then marked failed", async () => {
    const user = await newUser();
    const { photoId } = await addPhotoToDraft({ userId: user.id, bytes: await ticket(), fileName: "ticket.jpg" });
    expect(await db.prisma().mediaAsset.count({ where: { id: photoId, userId: user.id } })).toBe(1);
    let clock = new Date();
    const broken: PhotoAnalyser = async () => {
      throw new Error("the model crashed");
    };
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await drainGraphJobs(deps(broken, () => clock))).toBe(1);
      const analysis = await db.prisma().photoAnalysis.findFirstOrThrow({ where: { mediaId: photoId, userId: user.id } });
      expect(analysis.error).toBe("the model crashed");
      expect(analysis.status).toBe(attempt < 3 ? "PENDING" : "FAILED");
      expect(await drainGraphJobs(deps(broken, () => clock))).toBe(0); // backing off
      clock = new Date(clock.getTime() + 60_000);
    }
    const job = await db.prisma().graphJob.findFirstOrThrow({ where: { userId: user.id, mediaId: photoId } });
    expect(job).toMatchObject({ kind: "ANALYZE_PHOTO", status: "FAILED", memoryId: null });
  });

  it("the draft waits for the analysis, then mentions what was read; search finds the memory by the photo's text", async () => {
    const user = await newUser();
    const other = await newUser();
    const { memoryId } = await addPhotoToDraft({ userId: user.id, bytes: await ticket(), fileName: "ticket.jpg" });
    expect((await getCaptureWorkspace(user.id, memoryId))!.photoAnalysis).toBe("pending");
    await drainGraphJobs(deps(async () => seen));
    expect((await getCaptureWorkspace(user.id, memoryId))!.photoAnalysis).toBe("done");

    expect(await requestFirstDraft(user.id, memoryId, offlineCaptureModel)).toEqual({ ok: true });
    const ws = (await getCaptureWorkspace(user.id, memoryId))!;
    expect(ws.summary).toContain("Text in it reads “EUROSTAR”.");
    expect(ws.messages.at(-1)!.content).toMatch(/^Who is the person in the photo with a cup\?/);
    const things = ws.details.filter((d) => d.key === "objects");
    expect(things.map((d) => d.value)).toEqual(["cup", "“EUROSTAR”"]);

    // The person removes the offered Things: the photo is still found by what it shows.
    for (const thing of things) await removeMemoryDetail(user.id, memoryId, thing.id);
    await db.prisma().memory.update({ where: { id: memoryId, userId: user.id }, data: { summary: "A trip.", summaryEdited: true } });
    await saveMemory(user.id, memoryId);
    const literal = await listMemoryPage(user.id, memoryListQuerySchema.parse({ q: "eurostar" }));
    expect(literal.items.map((m) => m.id)).toEqual([memoryId]);
    const ranked = await searchMemoriesRanked({ userId: user.id, text: "the photo with the eurostar ticket", asOf: new Date() });
    expect(ranked.map((hit) => hit.id)).toContain(memoryId);
    expect((await listMemoryPage(other.id, memoryListQuerySchema.parse({ q: "eurostar" }))).items).toEqual([]);
  });

  it("photos:reanalyze analyses what has no current result, and resumes where a run stopped", async () => {
    const user = await newUser();
    const other = await newUser();
    const { memoryId } = await addPhotoToDraft({ userId: user.id, bytes: await ticket(), fileName: "a.jpg" });
    for (const name of ["b.jpg", "c.jpg"]) await addPhotoToDraft({ userId: user.id, memoryId, bytes: await ticket(), fileName: name });
    await addPhotoToDraft({ userId: other.id, bytes: await ticket(), fileName: "theirs.jpg" });
    let calls = 0;
    const stopsAfterOne: PhotoAnalyser = async () => {
      if (++calls > 1) throw new Error("stopped");
      return seen;
    };
    expect(await reanalysePhotos(db.prisma(), { userId: user.id, analyse: stopsAfterOne })).toEqual({ analysed: 1, failed: 2 });
    expect(await reanalysePhotos(db.prisma(), { userId: user.id, analyse: async () => seen })).toEqual({ analysed: 2, failed: 0 });
    expect(await reanalysePhotos(db.prisma(), { userId: user.id, analyse: async () => seen })).toEqual({ analysed: 0, failed: 0 });
    const oldest = await db.prisma().mediaAsset.findFirstOrThrow({ where: { userId: user.id, memoryId } });
    await db.prisma().photoAnalysis.update({ where: { mediaId: oldest.id, userId: user.id }, data: { engine: "an older engine" } });
    expect(await reanalysePhotos(db.prisma(), { userId: user.id, analyse: async () => seen })).toEqual({ analysed: 1, failed: 0 });
    expect((await db.prisma().photoAnalysis.findFirstOrThrow({ where: { userId: other.id } })).status).toBe("PENDING");
  });

  it("a named face becomes a person of the memory, for its owner only", async () => {
    const user = await newUser();
    const other = await newUser();
    const { memoryId, photoId } = await addPhotoToDraft({ userId: user.id, bytes: await ticket(), fileName: "ticket.jpg" });
    await drainGraphJobs(deps(async () => seen));
    let ws = (await getCaptureWorkspace(user.id, memoryId))!;
    expect(ws.faces).toEqual([{ photoId, faceIndex: 0, box: seen.faces[0].box, age: 30, name: null, suggestedName: null, thumbnailUrl: `/api/media/${photoId}/thumbnail`, aspect: 1.5 }]);
    await expect(nameFace(other.id, memoryId, { photoId, faceIndex: 0, name: "Mallory" })).rejects.toThrow(/not yours/);
    await expect(nameFace(user.id, memoryId, { photoId, faceIndex: 3, name: "Jim" })).rejects.toThrow(/no longer/);
    await nameFace(user.id, memoryId, { photoId, faceIndex: 0, name: "Jim" });
    await nameFace(user.id, memoryId, { photoId, faceIndex: 0, name: "jim" }); // renamed: still one person
    ws = (await getCaptureWorkspace(user.id, memoryId))!;
    expect(ws.faces[0].name).toBe("jim");
    expect(ws.details.filter((d) => d.key === "people").map((d) => [d.value, d.source])).toEqual([["Jim", "USER"]]);
  });
});

describe("with PHOTO_ANALYSIS=off", () => {
  it("queues no analysis, and the draft does not wait for one", async () => {
    process.env.PHOTO_ANALYSIS = "off";
    resetServerEnvForTests();
    try {
      const user = await newUser();
      const { memoryId, photoId } = await addPhotoToDraft({ userId: user.id, bytes: await ticket(), fileName: "ticket.jpg" });
      expect(await db.prisma().photoAnalysis.count({ where: { mediaId: photoId, userId: user.id } })).toBe(0);
      expect(await db.prisma().graphJob.count({ where: { mediaId: photoId, userId: user.id } })).toBe(0);
      expect((await getCaptureWorkspace(user.id, memoryId))!.photoAnalysis).toBe("done");
    } finally {
      delete process.env.PHOTO_ANALYSIS;
      resetServerEnvForTests();
    }
  });
});
