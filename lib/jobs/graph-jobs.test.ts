import fs from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import type { GraphStore } from "@/lib/graph/graph-store";
import { graphSnapshot, openTemporaryGraph } from "@/lib/testing/graph-test-helpers";
import { offlineRelationExtractor, type RelationExtractor } from "@/lib/graph-construction/relation-extractor";
import { useTestDatabase } from "@/lib/testing/test-database";
import { enqueueGraphJob } from "./enqueue-graph-job";
import { backoffMs, claimNextGraphJob, drainGraphJobs, reclaimStaleGraphJobs, type GraphJobDeps } from "./graph-job-runner";
import { getGraphStatusForMemories } from "./graph-status";
import { reconcileGraph } from "./reconcile-graph";
import { retryGraphJob } from "./retry-graph-job";

const db = useTestDatabase();

async function createUser(name: string) {
  return db.prisma().user.create({ data: { email: `${name}-${Math.random().toString(36).slice(2)}@example.com`, name } });
}

async function captureMemory(userId: string, data: { summary: string; place?: string; people?: string[]; activity?: string; said?: string; occurredAt?: string }) {
  const prisma = db.prisma();
  return prisma.$transaction(async (tx) => {
    const memory = await tx.memory.create({
      data: {
        userId,
        status: "CAPTURED",
        title: data.summary.slice(0, 30),
        summary: data.summary,
        place: data.place ?? null,
        occurredAt: data.occurredAt ? new Date(data.occurredAt) : null,
        capturedAt: new Date(),
      },
    });
    const details = [
      ...(data.people ?? []).map((value) => ({ kind: "PERSON" as const, value })),
      ...(data.activity ? [{ kind: "ACTIVITY" as const, value: data.activity }] : []),
    ];
    for (const [position, d] of details.entries()) await tx.memoryDetail.create({ data: { userId, memoryId: memory.id, position, ...d } });
    if (data.said) await tx.captureMessage.create({ data: { userId, memoryId: memory.id, role: "USER", content: data.said } });
    await enqueueGraphJob(tx, { userId, memoryId: memory.id, kind: "UPSERT_MEMORY" });
    return memory;
  });
}

function deps(store: GraphStore, extractor: RelationExtractor = offlineRelationExtractor, now?: () => Date): GraphJobDeps {
  return { db: db.prisma(), store, extractor, workerId: "test-worker", now };
}

describe("graph jobs", () => {
  let store: GraphStore;
  let dir: string;
  beforeAll(async () => {
    ({ store, dir } = await openTemporaryGraph());
  });

  test("captured memories are built into the graph by their jobs", async () => {
    const user = await createUser("Dana Whitfield");
    const a = await captureMemory(user.id, { summary: "Picnic with Marcus in Humboldt Park.", place: "Humboldt Park, Chicago, Illinois, United States", people: ["Marcus (boyfriend)"], activity: "picnic", occurredAt: "2023-06-24T12:00:00Z" });
    const b = await captureMemory(user.id, { summary: "Cubs game with Marcus for his birthday.", place: "Wrigleyville, Chicago, Illinois, United States", people: ["Marcus"], said: "it was marcus's birthday", occurredAt: "2023-08-05T12:00:00Z" });
    expect((await getGraphStatusForMemories(user.id, [a.id, b.id])).get(a.id)?.state).toBe("organising");
    expect(await drainGraphJobs(deps(store))).toBe(2);
    const marcus = (await store.listRelationshipNodes(user.id, { kinds: ["person"] }))[0];
    expect(marcus).toMatchObject({ name: "Marcus", memoryCount: 2, descriptors: ["boyfriend"] });
    expect((await store.listRelationshipNodes(user.id)).map((n) => n.name)).not.toContain("Dana");
    const statuses = await getGraphStatusForMemories(user.id, [a.id, b.id]);
    expect([...statuses.values()].map((s) => s.state)).toEqual(["done", "done"]);
    const detail = await store.getMemoryWithSemanticNodes(user.id, a.id);
    expect(detail?.semantic.map((s) => `${s.kind}:${s.value}`).sort()).toEqual(["activity:picnic", "person:Marcus (boyfriend)"]);
    // The job also stored recall's index keys of the memory's text, chat turns included.
    const keys = await db.prisma().memoryIndexKeys.findFirst({ where: { userId: user.id, memoryId: b.id } });
    expect(keys?.keys.split(/\s+/)).toEqual(expect.arrayContaining(["cub", "marcus", "birthday"]));
  });

  test("a failing job is retried with back-off, then marked failed; the owner can retry it", async () => {
    const user = await createUser("Helena");
    const memory = await captureMemory(user.id, { summary: "Choir concert with Graça.", people: ["Graça"] });
    let clock = new Date();
    let failures = 0;
    const flaky: RelationExtractor = {
      name: "offline",
      propose: async (m, s) => {
        failures++;
        if (failures <= 2) throw new Error("model unavailable");
        return offlineRelationExtractor.propose(m, s);
      },
    };
    await db.prisma().graphJob.updateMany({ where: { memoryId: memory.id }, data: { maxAttempts: 2 } });
    await drainGraphJobs(deps(store, flaky, () => clock));
    let job = await db.prisma().graphJob.findFirstOrThrow({ where: { memoryId: memory.id } });
    expect(job).toMatchObject({ status: "PENDING", attempts: 1, lastError: "model unavailable" });
    expect(job.runAfter.getTime()).toBe(clock.getTime() + backoffMs(1));
    expect((await getGraphStatusForMemories(user.id, [memory.id])).get(memory.id)).toMatchObject({ state: "organising", attempts: 1 });
    expect(await drainGraphJobs(deps(store, flaky, () => clock))).toBe(0); // not due yet
    clock = new Date(clock.getTime() + backoffMs(1));
    await drainGraphJobs(deps(store, flaky, () => clock));
    job = await db.prisma().graphJob.findFirstOrThrow({ where: { memoryId: memory.id } });
    expect(job).toMatchObject({ status: "FAILED", attempts: 2, lastError: "model unavailable" });
    expect((await getGraphStatusForMemories(user.id, [memory.id])).get(memory.id)).toEqual({ state: "failed", jobId: job.id, error: "model unavailable" });

    const stranger = await createUser("Stranger");
    await expect(retryGraphJob(stranger.id, job.id)).rejects.toMatchObject({ code: "not_found" });
    expect((await getGraphStatusForMemories(stranger.id, [memory.id])).get(memory.id)).toEqual({ state: "done", jobId: null });
    expect(await retryGraphJob(user.id, job.id)).toEqual({ requeued: true });
    await drainGraphJobs(deps(store, flaky, () => clock));
    expect((await getGraphStatusForMemories(user.id, [memory.id])).get(memory.id)?.state).toBe("done");
    expect((await store.listRelationshipNodes(user.id, { kinds: ["person"] })).map((n) => n.name)).toEqual(["Graça"]);
  });

  test("while the graph store cannot be opened, jobs are claimed, retried with back-off, then failed with Retry", async () => {
    const user = await createUser("Odile");
    const memory = await captureMemory(user.id, { summary: "Market with Bruno.", people: ["Bruno"] });
    await db.prisma().graphJob.updateMany({ where: { memoryId: memory.id }, data: { maxAttempts: 2 } });
    let clock = new Date();
    let opens = 0;
    const storeDown = async (): Promise<GraphStore> => {
      opens++;
      throw new Error("graph store unavailable");
    };
    expect(await drainGraphJobs({ ...deps(store, offlineRelationExtractor, () => clock), store: storeDown })).toBe(1);
    let job = await db.prisma().graphJob.findFirstOrThrow({ where: { memoryId: memory.id } });
    expect(job).toMatchObject({ status: "PENDING", attempts: 1 });
    expect(job.lastError).toContain("graph store unavailable");
    clock = new Date(clock.getTime() + backoffMs(1));
    await drainGraphJobs({ ...deps(store, offlineRelationExtractor, () => clock), store: storeDown });
    job = await db.prisma().graphJob.findFirstOrThrow({ where: { memoryId: memory.id } });
    expect(job.status).toBe("FAILED");
    expect((await getGraphStatusForMemories(user.id, [memory.id])).get(memory.id)).toMatchObject({ state: "failed", jobId: job.id });
    expect(opens).toBe(2);
    expect(await retryGraphJob(user.id, job.id)).toEqual({ requeued: true });
    await drainGraphJobs({ ...deps(store, offlineRelationExtractor, () => clock), store: async () => store });
    expect((await getGraphStatusForMemories(user.id, [memory.id])).get(memory.id)?.state).toBe("done");
  });

  test("a job left running by a stopped worker is picked up again, without duplicates", async () => {
    const user = await createUser("Sam");
    const memory = await captureMemory(user.id, { summary: "Hike with Priya.", people: ["Priya"], activity: "hiking" });
    const claimed = await claimNextGraphJob(db.prisma(), "worker-that-died", new Date());
    expect(claimed?.memoryId).toBe(memory.id);
    expect(await drainGraphJobs(deps(store))).toBe(0); // still locked by the dead worker
    expect(await reclaimStaleGraphJobs(db.prisma(), new Date(Date.now() + 1))).toBe(1);
    expect(await drainGraphJobs(deps(store))).toBe(1);
    const job = await db.prisma().graphJob.findFirstOrThrow({ where: { memoryId: memory.id } });
    expect(job).toMatchObject({ status: "DONE", attempts: 2 });
    expect((await store.listRelationshipNodes(user.id)).filter((n) => n.name === "Priya")).toHaveLength(1);
  });

  test("running a job twice gives the same graph", async () => {
    const user = await createUser("Idem");
    const memory = await captureMemory(user.id, { summary: "Kayaking with Zoe in Lisbon.", place: "Belém, Lisbon, Portugal", people: ["Zoe"], activity: "kayaking" });
    await drainGraphJobs(deps(store));
    const before = await graphSnapshot(store, user.id);
    await db.prisma().graphJob.updateMany({ where: { memoryId: memory.id }, data: { status: "PENDING" } });
    await drainGraphJobs(deps(store));
    expect(await graphSnapshot(store, user.id)).toEqual(before);
  });

  test("deleting a memory removes its nodes and orphaned themes", async () => {
    const user = await createUser("Deleter");
    const keep = await captureMemory(user.id, { summary: "Dinner with Ana.", people: ["Ana"] });
    const gone = await captureMemory(user.id, { summary: "Skiing with Ana and Bo.", people: ["Ana", "Bo"], activity: "skiing" });
    await drainGraphJobs(deps(store));
    await db.prisma().$transaction(async (tx) => {
      await tx.memory.delete({ where: { id: gone.id } });
      await enqueueGraphJob(tx, { userId: user.id, memoryId: gone.id, kind: "DELETE_MEMORY" });
    });
    await drainGraphJobs(deps(store));
    expect(await store.getMemoryWithSemanticNodes(user.id, gone.id)).toBeNull();
    expect((await store.listRelationshipNodes(user.id)).map((n) => [n.name, n.memoryCount])).toEqual([["Ana", 1]]);
    expect(await store.getMemoryWithSemanticNodes(user.id, keep.id)).not.toBeNull();
  });

  test("after the graph files are deleted, reconcile and the jobs restore every memory", async () => {
    const users = (await db.prisma().user.findMany({ select: { id: true } })).map((u) => u.id);
    const before = await Promise.all(users.map((u) => graphSnapshot(store, u)));
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
    ({ store } = await openTemporaryGraph({ dir }));
    expect(await store.listRelationshipNodes(users[0])).toEqual([]);
    const report = await reconcileGraph(db.prisma(), store);
    expect(report.upserts).toBeGreaterThanOrEqual(6);
    await drainGraphJobs(deps(store));
    expect(await Promise.all(users.map((u) => graphSnapshot(store, u)))).toEqual(before);
    expect((await reconcileGraph(db.prisma(), store)).upserts).toBe(0); // nothing left to repair
  });
});
