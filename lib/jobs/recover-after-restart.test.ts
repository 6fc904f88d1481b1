import { mkdtemp, readdir, utimes } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { addCaptureTurn } from "@/lib/capture/add-capture-turn";
import { addPhotoToDraft } from "@/lib/capture/add-photo-to-draft";
import { getCaptureWorkspace } from "@/lib/capture/get-capture-workspace";
import { retryAssistantTurn } from "@/lib/capture/retry-assistant-turn";
import { resetServerEnvForTests } from "@/lib/env";
import { getConversation } from "@/lib/recall/conversations";
import { storePhoto } from "@/lib/storage/store-photo";
import { makePhoto } from "@/lib/testing/make-photo";
import { testDatabaseKind, useTestDatabase } from "@/lib/testing/test-database";
import { recoverAfterRestart } from "./recover-after-restart";
import { isInterruptedTurn, thisRunnerId } from "./turn-lease";

const db = useTestDatabase();
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "tobu-recover-"));
  process.env.DATA_DIR = dataDir;
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  resetServerEnvForTests();
});

const anHourAgo = () => new Date(Date.now() - 60 * 60_000);
const inAMinute = () => new Date(Date.now() + 60_000);
// A turn of a process killed a moment ago: with PGlite (one process per data directory) its
// lease may still run; with a PostgreSQL server it is recovered once the lease has run out.
const crashedRunnerLease = () => ({ runnerId: "runner-killed-9", leaseUntil: testDatabaseKind === "pglite" ? inAMinute() : anHourAgo() });

async function filesOf(userId: string) {
  const entries = await readdir(path.join(dataDir, "media", userId), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dataDir, path.join(e.parentPath, e.name)).split(path.sep).join("/")).sort();
}

async function age(relativePaths: string[]) {
  for (const p of relativePaths) await utimes(path.join(dataDir, p), anHourAgo(), anHourAgo());
}

describe("which pending turns were interrupted", () => {
  const pending = { status: "PENDING", createdAt: new Date() };
  it("a turn of another process is interrupted at once when only one process can run (PGlite), else when its lease runs out", () => {
    const foreignLive = { ...pending, runnerId: "runner-other", leaseUntil: inAMinute() };
    expect(isInterruptedTurn(foreignLive, { singleProcess: true })).toBe(true);
    expect(isInterruptedTurn(foreignLive, { singleProcess: false })).toBe(false);
    expect(isInterruptedTurn({ ...foreignLive, leaseUntil: anHourAgo() }, { singleProcess: false })).toBe(true);
  });
  it("this process's own turn is running while its lease holds; a finished turn is never interrupted", () => {
    const own = { ...pending, runnerId: thisRunnerId(), leaseUntil: inAMinute() };
    expect(isInterruptedTurn(own, { singleProcess: true })).toBe(false);
    expect(isInterruptedTurn({ ...own, leaseUntil: anHourAgo() }, { singleProcess: true })).toBe(true);
    expect(isInterruptedTurn({ ...own, status: "FAILED", leaseUntil: anHourAgo() }, { singleProcess: false })).toBe(false);
  });
});

describe("recovery after a crash", () => {
  it("removes the files of an upload whose row never committed, keeps every file a row uses and uploads still in flight", async () => {
    const user = await db.prisma().user.create({ data: { email: "files@example.com" } });
    const kept = await addPhotoToDraft({ userId: user.id, bytes: await makePhoto({ color: { r: 200, g: 20, b: 20 } }), fileName: "kept.jpg" });
    const row = await db.prisma().mediaAsset.findFirstOrThrow({ where: { id: kept.photoId, userId: user.id } });
    // The crash: files written, the process killed before the row's transaction committed.
    const orphan = await storePhoto(user.id, await makePhoto({ color: { r: 20, g: 200, b: 20 } }), "orphan.jpg");
    const inFlight = await storePhoto(user.id, await makePhoto({ color: { r: 20, g: 20, b: 200 } }), "in-flight.jpg");
    await age([row.originalPath, row.thumbnailPath, orphan.originalPath, orphan.thumbnailPath]);
    expect(await filesOf(user.id)).toHaveLength(6);

    const report = await recoverAfterRestart();

    expect(report.orphanFiles).toBe(2);
    expect(await filesOf(user.id)).toEqual([row.originalPath, row.thumbnailPath, inFlight.originalPath, inFlight.thumbnailPath].sort());
  });

  it("turns a capture turn left pending by a killed process into a failed one that Retry completes at once", async () => {
    const user = await db.prisma().user.create({ data: { email: "capture@example.com" } });
    const draft = await addPhotoToDraft({ userId: user.id, bytes: await makePhoto({}), fileName: "a.jpg" });
    await db.prisma().captureMessage.create({ data: { userId: user.id, memoryId: draft.memoryId, role: "USER", content: "We were at the lake with Ana." } });
    await db.prisma().captureMessage.create({ data: { userId: user.id, memoryId: draft.memoryId, role: "ASSISTANT", status: "PENDING", content: "", ...crashedRunnerLease() } });

    // On the next request, before any start-up recovery ran:
    const ws = (await getCaptureWorkspace(user.id, draft.memoryId))!;
    expect(ws.assistant).toBe("failed");
    expect(ws.messages.at(-1)).toMatchObject({ status: "failed", error: "The assistant was interrupted. Try again." });

    expect(await recoverAfterRestart()).toMatchObject({ captureTurns: 1 });
    const stored = await db.prisma().captureMessage.findFirstOrThrow({ where: { userId: user.id, memoryId: draft.memoryId, role: "ASSISTANT" } });
    expect(stored).toMatchObject({ status: "FAILED", runnerId: null, leaseUntil: null });

    expect(await retryAssistantTurn(user.id, draft.memoryId)).toEqual({ ok: true });
    expect((await getCaptureWorkspace(user.id, draft.memoryId))!.assistant).toBe("idle");
  });

  it("lets the person answer again at once after a crash mid-turn, instead of 'still working'", async () => {
    const user = await db.prisma().user.create({ data: { email: "answer@example.com" } });
    const draft = await addPhotoToDraft({ userId: user.id, bytes: await makePhoto({}), fileName: "a.jpg" });
    await db.prisma().captureMessage.create({ data: { userId: user.id, memoryId: draft.memoryId, role: "ASSISTANT", status: "PENDING", content: "", ...crashedRunnerLease() } });
    expect(await addCaptureTurn(user.id, draft.memoryId, "It was my sister's birthday.")).toEqual({ ok: true });
  });

  it("a turn this process is still answering is not taken for interrupted", async () => {
    const user = await db.prisma().user.create({ data: { email: "running@example.com" } });
    const draft = await addPhotoToDraft({ userId: user.id, bytes: await makePhoto({}), fileName: "a.jpg" });
    await db.prisma().captureMessage.create({ data: { userId: user.id, memoryId: draft.memoryId, role: "ASSISTANT", status: "PENDING", content: "", runnerId: thisRunnerId(), leaseUntil: inAMinute() } });
    expect(await recoverAfterRestart()).toMatchObject({ captureTurns: 0 });
    expect((await getCaptureWorkspace(user.id, draft.memoryId))!.assistant).toBe("pending");
    await expect(retryAssistantTurn(user.id, draft.memoryId)).rejects.toMatchObject({ code: "conflict" });
  });

  it("marks a recall answer left pending by a killed process as interrupted, never an empty answer for ever", async () => {
    const user = await db.prisma().user.create({ data: { email: "recall@example.com" } });
    const chat = await db.prisma().conversation.create({ data: { userId: user.id, title: "Trips" } });
    await db.prisma().recallMessage.create({ data: { userId: user.id, conversationId: chat.id, role: "USER", content: "Where did we go in May?" } });
    await db.prisma().recallMessage.create({ data: { userId: user.id, conversationId: chat.id, role: "ASSISTANT", status: "PENDING", content: "", ...crashedRunnerLease() } });

    expect((await getConversation(user.id, chat.id)).messages.at(-1)).toMatchObject({ status: "FAILED", content: "This answer was interrupted. Ask again." });
    expect(await recoverAfterRestart()).toMatchObject({ recallAnswers: 1 });
    expect(await db.prisma().recallMessage.findFirstOrThrow({ where: { userId: user.id, conversationId: chat.id, role: "ASSISTANT" } })).toMatchObject({ status: "FAILED", content: "This answer was interrupted. Ask again." });
  });
});
