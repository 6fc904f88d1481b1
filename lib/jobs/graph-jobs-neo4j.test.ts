import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { saveMemory } from "@/lib/capture/save-memory";
import type { CypherRunner } from "@/lib/graph/cypher-runner";
import { installGraphStoreForTests } from "@/lib/graph/get-graph-store";
import type { GraphStore } from "@/lib/graph/graph-store";
import { openNeo4jGraphStore, openNeo4jRunner, type Neo4jConfig } from "@/lib/graph/neo4j-store";
import { neo4jConfigFromEnv } from "@/lib/graph/neo4j-config-from-env";
import { rebuildUserGraph } from "@/lib/graph-construction/build-memory-graph";
import { loadMemoriesForGraph } from "@/lib/graph-construction/memory-for-graph";
import { offlineRelationExtractor, type RelationExtractor } from "@/lib/graph-construction/relation-extractor";
import { graphSnapshot } from "@/lib/testing/graph-test-helpers";
import { getMemoryView } from "@/lib/memories/get-memory-view";
import { listMemoryPage } from "@/lib/memories/list-memory-page";
import { memoryListQuerySchema } from "@/lib/memories/memory-list-query";
import { createTestUser, seedMemory } from "@/lib/testing/test-memories";
import { useTestDatabase } from "@/lib/testing/test-database";
import { startNeo4jTestServer } from "@/tools/neo4j-test-server/start-server.mjs";
import { claimNextGraphJob, drainGraphJobs, runClaimedGraphJob, type GraphJobDeps } from "./graph-job-runner";
import { getGraphStatusForMemories } from "./graph-status";
import { reconcileGraph } from "./reconcile-graph";
import { retryGraphJob } from "./retry-graph-job";

// Graph jobs against a real Neo4j that this file starts, stops and restarts on the same data
// (tools/neo4j-test-server; needs java and mvn). Runs when NEO4J_URI is set, as under npm
// test; it never touches that shared server (reconcile removes graphs of unknown users).
const db = useTestDatabase();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

describe.runIf(neo4jConfigFromEnv())("graph jobs on Neo4j: concurrency, a stopped server, restart, rebuild", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tobu-neo4j-fault-"));
  const password = randomUUID();
  let port = 0;
  let server: Awaited<ReturnType<typeof startNeo4jTestServer>>;
  let config: Neo4jConfig;
  let store: GraphStore;
  let raw: CypherRunner;
  const deps = (graph: GraphStore, workerId = "neo4j-worker", extractor: RelationExtractor = offlineRelationExtractor): GraphJobDeps => ({ db: db.prisma(), store: graph, extractor, workerId });

  beforeAll(async () => {
    port = await freePort();
    server = await startNeo4jTestServer({ port, password, dataDir });
    // A short retry window: a job against a stopped server fails in about a second.
    config = { uri: server.uri, user: server.user, password: server.password, maxTransactionRetryTimeMs: 1_000 };
    // Two processes starting at once on an empty server: schema set-up must not trip over itself.
    const [first, second] = await Promise.all([openNeo4jGraphStore(config), openNeo4jGraphStore(config)]);
    await second.close();
    store = first;
    raw = await openNeo4jRunner(config);
    installGraphStoreForTests(Promise.resolve(store));
  }, 180_000);

  afterAll(async () => {
    installGraphStoreForTests(undefined);
    await store?.close().catch(() => undefined);
    await raw?.close().catch(() => undefined);
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  test("two graph jobs for memories sharing a new theme, run at the same time, leave one theme node linked to both", async () => {
    const prisma = db.prisma();
    const user = await createTestUser(prisma, "Noor");
    const a = await seedMemory(prisma, user.id, { title: "Bouldering", summary: "Bouldering with Priya at the gym.", people: ["Priya"], activities: ["climbing"] });
    const b = await seedMemory(prisma, user.id, { title: "Birthday cake", summary: "Cake for Priya's birthday.", people: ["Priya"] });
    const now = new Date();
    const first = await claimNextGraphJob(prisma, "worker-1", now);
    const second = await claimNextGraphJob(prisma, "worker-2", now);
    const otherProcess = await openNeo4jGraphStore(config);
    try {
      expect(await Promise.all([runClaimedGraphJob(first!, deps(store, "worker-1")), runClaimedGraphJob(second!, deps(otherProcess, "worker-2"))])).toEqual(["done", "done"]);
    } finally {
      await otherProcess.close();
    }
    const rows = await raw.run(
      "MATCH (r:Relationship {userId: $userId}) WHERE r.name = 'Priya' OPTIONAL MATCH (m:Memory)-[:IN_THEME]->(r) RETURN r.memoryCount AS count, collect(m.id) AS memories",
      { userId: user.id },
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].count).toBe(2);
    expect((rows[0].memories as string[]).sort()).toEqual([a.id, b.id].sort());
  });

  test("Neo4j stopped while jobs run: they fail visibly with Retry, timeline and capture keep working; after a restart retry and reconcile finish the graph without duplicates", async () => {
    const prisma = db.prisma();
    const user = await createTestUser(prisma, "Ines");
    const memories = [];
    for (const [i, activity] of ["sailing", "hiking", "cooking"].entries()) {
      memories.push(await seedMemory(prisma, user.id, { title: `Day ${i} with Marcus`, summary: `${activity} with Marcus.`, people: ["Marcus"], activities: [activity], occurredAt: `2024-0${i + 1}-10T12:00:00Z` }));
    }
    const ids = memories.map((m) => m.id);
    await prisma.graphJob.updateMany({ where: { userId: user.id }, data: { maxAttempts: 1 } });

    // The server is killed (as in a crash) while the first job is under way.
    let killed = false;
    const killsTheServer: RelationExtractor = {
      name: "offline",
      propose: async (memory, semantic) => {
        if (!killed) {
          killed = true;
          await server.kill();
        }
        return offlineRelationExtractor.propose(memory, semantic);
      },
    };
    expect(await drainGraphJobs(deps(store, "neo4j-worker", killsTheServer))).toBe(3);
    expect(killed).toBe(true);
    const statuses = await getGraphStatusForMemories(user.id, ids);
    for (const id of ids) expect(statuses.get(id)).toMatchObject({ state: "failed", jobId: expect.any(String), error: expect.stringMatching(/./) });

    // The app keeps serving the timeline, memory pages (without connections) and capture.
    const page = await listMemoryPage(user.id, memoryListQuerySchema.parse({}));
    expect(page.items.map((i) => i.id).sort()).toEqual([...ids].sort());
    expect(page.items.every((i) => i.graph?.state === "failed")).toBe(true);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined); // the page logs the graph error
    expect(await getMemoryView(user.id, ids[0])).toMatchObject({ title: "Day 0 with Marcus", themes: null });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    const draft = await seedMemory(prisma, user.id, { title: "Dinner with Marcus", summary: "Dinner with Marcus.", status: "DRAFT", people: ["Marcus"] });
    expect(await saveMemory(user.id, draft.id)).toMatchObject({ status: "CAPTURED" });

    // Restarted on the same data: Retry on each failed job, then the worker and reconcile.
    server = await startNeo4jTestServer({ port, password, dataDir });
    for (const id of ids) expect(await retryGraphJob(user.id, statuses.get(id)!.jobId!)).toEqual({ requeued: true });
    expect(await drainGraphJobs(deps(store))).toBe(4);
    expect((await reconcileGraph(prisma, store)).upserts).toBe(0);

    const all = [...ids, draft.id].sort();
    const memoryRows = await raw.run("MATCH (m:Memory {userId: $userId}) RETURN m.id AS id ORDER BY id", { userId: user.id });
    expect(memoryRows.map((r) => r.id)).toEqual(all);
    const duplicates = await raw.run(
      "MATCH (n) WHERE n.userId = $userId WITH labels(n) AS labels, n.id AS id, count(*) AS copies WHERE copies > 1 RETURN labels, id",
      { userId: user.id },
    );
    expect(duplicates).toEqual([]);
    const marcus = (await store.listRelationshipNodes(user.id, { kinds: ["person"] })).filter((t) => t.name === "Marcus");
    expect(marcus.map((t) => t.memoryCount)).toEqual([4]);
    expect((await store.memoriesForRelationshipNodes(user.id, [marcus[0].id], "any")).map((m) => m.id).sort()).toEqual(all);

    // graph:rebuild's work gives the same graph again.
    const before = await graphSnapshot(store, user.id);
    await rebuildUserGraph(store, user.id, await loadMemoriesForGraph(prisma, user.id), offlineRelationExtractor);
    expect(await graphSnapshot(store, user.id)).toEqual(before);
  }, 240_000);
});
