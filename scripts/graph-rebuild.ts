// `npm run graph:rebuild`: rebuilds the memory graph from the database (the source of truth).
//   npm run graph:rebuild                      every user's graph, from scratch
//   npm run graph:rebuild -- --user <id|email> one user's graph
//   npm run graph:rebuild -- --reconcile       repair only what differs (missing, stale, deleted)
// Stop the app first when it uses the embedded stores: Kuzu and PGlite allow one process
// per data directory.
import { getDb } from "@/lib/db/client";
import { engineModes } from "@/lib/env";
import { openGraphStoreFromEnv } from "@/lib/graph/get-graph-store";
import { rebuildUserGraph } from "@/lib/graph-construction/build-memory-graph";
import { defaultRelationExtractor } from "@/lib/graph-construction/default-relation-extractor";
import { loadMemoriesForGraph } from "@/lib/graph-construction/memory-for-graph";
import { drainGraphJobs, reclaimStaleGraphJobs } from "@/lib/jobs/graph-job-runner";
import { reconcileGraph } from "@/lib/jobs/reconcile-graph";

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const modes = engineModes();
  console.log(`Graph store: ${modes.graph}; models: ${modes.models}; database: ${modes.database}`);
  const db = await getDb();
  const store = await openGraphStoreFromEnv();
  const extractor = defaultRelationExtractor();
  const started = performance.now();
  try {
    if (process.argv.includes("--reconcile")) {
      await reclaimStaleGraphJobs(db, new Date());
      const report = await reconcileGraph(db, store);
      const ran = await drainGraphJobs({ db, store, extractor, workerId: `graph-rebuild-${process.pid}` });
      console.log(`Reconciled ${report.users} user(s): ${report.upserts} to build, ${report.deletes} to delete, ${report.removedUsers} graph(s) of deleted users removed; ran ${ran} job(s).`);
      return;
    }
    const wanted = argValue("--user");
    const users = await db.user.findMany({
      where: wanted ? { OR: [{ id: wanted }, { email: wanted }] } : {},
      select: { id: true, email: true },
      orderBy: { createdAt: "asc" },
    });
    if (wanted && users.length === 0) throw new Error(`No user with id or email "${wanted}"`);
    let total = 0;
    for (const user of users) {
      const memories = await loadMemoriesForGraph(db, user.id);
      total += await rebuildUserGraph(store, user.id, memories, extractor);
      const themes = await store.listRelationshipNodes(user.id);
      console.log(`  ${user.email}: ${memories.length} memories, ${themes.length} relationship nodes`);
    }
    if (!wanted) {
      const known = new Set(users.map((u) => u.id));
      for (const userId of await store.listUserIdsForReconcile()) if (!known.has(userId)) await store.deleteUserGraph(userId);
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`Rebuilt ${total} memories for ${users.length} user(s) in ${seconds.toFixed(1)} s.`);
  } finally {
    await store.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`Graph rebuild failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
