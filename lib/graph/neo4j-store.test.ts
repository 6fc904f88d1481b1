import { randomUUID } from "node:crypto";
import { Neo4jError } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { CypherRunner } from "./cypher-runner";
import { neo4jConfigFromEnv } from "./neo4j-config-from-env";
import { NEO4J_SCHEMA, openNeo4jGraphStore, openNeo4jRunner } from "./neo4j-store";

// What only Neo4j has: its schema, its value types, its transient errors. Runs when
// NEO4J_URI is set (npm test starts a test server); graph-store.test.ts says when it is not.
const config = neo4jConfigFromEnv();

describe.runIf(config)("Neo4j store", () => {
  let runner: CypherRunner;
  beforeAll(async () => {
    runner = await openNeo4jRunner(config!);
  });
  afterAll(() => runner.close());

  test("schema set-up is idempotent: several stores opening at once leave one of each rule", async () => {
    const stores = await Promise.all([1, 2, 3].map(() => openNeo4jGraphStore(config!)));
    await Promise.all(stores.map((s) => s.close()));
    const constraints = (await runner.run("SHOW CONSTRAINTS YIELD name WHERE name STARTS WITH 'tobu_' RETURN name")).map((r) => r.name);
    const indexes = (await runner.run("SHOW INDEXES YIELD name WHERE name STARTS WITH 'tobu_' RETURN name")).map((r) => r.name);
    const named = (prefix: string) => NEO4J_SCHEMA.filter((s) => s.startsWith(prefix)).map((s) => s.split(" ")[2]);
    expect(constraints.sort()).toEqual(named("CREATE CONSTRAINT").sort());
    // Each uniqueness constraint owns an index of the same name.
    expect(indexes.sort()).toEqual([...named("CREATE CONSTRAINT"), ...named("CREATE INDEX")].sort());
  });

  test("theme counts are stored as Integers, not Floats", async () => {
    const store = await openNeo4jGraphStore(config!);
    const userId = `int-${randomUUID()}`;
    try {
      const theme = { id: `${userId}-t`, kind: "place" as const, key: "place:x", matchKey: "place:x", name: "X", description: "", aliases: [], descriptors: [], surname: null };
      await store.writeMemoryGraph(userId, { memory: { id: `${userId}-m`, title: "", summary: "", occurredAt: null, place: null }, contentHash: "h", semantic: [], themes: [theme] });
      const [row] = await runner.run("MATCH (r:Relationship {id: $id}) RETURN valueType(r.memoryCount) AS type, r.memoryCount AS n", { id: theme.id });
      expect(row).toEqual({ type: "INTEGER NOT NULL", n: 1 });
    } finally {
      await store.deleteUserGraph(userId);
      await store.close();
    }
  });

  test("dates and local date-times come back as ISO 8601 strings, big Integers as numbers", async () => {
    const [row] = await runner.run("RETURN date('2024-01-02') AS d, localdatetime('2024-01-02T03:04:05') AS l, 9007199254740991 AS big");
    expect(row).toEqual({ d: "2024-01-02", l: "2024-01-02T03:04:05", big: 9007199254740991 });
  });

  test("a transaction hit by a transient error (a deadlock) runs again and commits once", async () => {
    const id = `retry-${randomUUID()}`;
    let attempts = 0;
    await runner.transaction(async (run) => {
      attempts++;
      await run("CREATE (:UserGraph {id: $id, revision: $attempt})", { id, attempt: String(attempts) });
      if (attempts === 1) throw new Neo4jError("deadlock", "Neo.TransientError.Transaction.DeadlockDetected", "50N42", "general processing exception");
    });
    expect(attempts).toBe(2);
    expect(await runner.run("MATCH (g:UserGraph {id: $id}) RETURN g.revision AS revision", { id })).toEqual([{ revision: "2" }]);
    await runner.run("MATCH (g:UserGraph {id: $id}) DELETE g", { id });
  });
});
