import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { CypherRunner } from "./cypher-runner";

// What every store's runner must do with values, whatever its driver returns: run against
// Kuzu always and against Neo4j when a server is given (see graph-store.test.ts).

export type RunnerDialect = {
  /** An expression giving the instant 2024-01-02T03:04:05.678Z in the engine's own timestamp type. */
  timestamp: string;
};

export function cypherRunnerConformance(name: string, open: () => Promise<CypherRunner>, dialect: RunnerDialect) {
  describe(`Cypher runner conformance: ${name}`, () => {
    let runner: CypherRunner;
    beforeAll(async () => {
      runner = await open();
    });
    afterAll(() => runner.close());

    test("whole-number parameters are integers to the engine and come back as plain numbers", async () => {
      // range() refuses a float bound on Neo4j; the driver sends every JS number as a float.
      const [row] = await runner.run("UNWIND range(1, $n) AS i RETURN count(*) AS c, $n + 1 AS next", { n: 3 });
      expect(row).toEqual({ c: 3, next: 4 });
      expect(await runner.run("UNWIND range(1, 10) AS i RETURN i ORDER BY i LIMIT $limit", { limit: 2 })).toEqual([{ i: 1 }, { i: 2 }]);
    });

    test("temporal values come back as ISO 8601 strings", async () => {
      const [row] = await runner.run(`RETURN ${dialect.timestamp} AS at`);
      expect(row).toEqual({ at: "2024-01-02T03:04:05.678Z" });
    });

    test("parameter values are data, never Cypher", async () => {
      const text = "x'}) MATCH (n) DETACH DELETE n // $text ` \\ \" {a: 1}";
      expect(await runner.run("RETURN $text AS text, $list AS list", { text, list: [text, "b"] })).toEqual([{ text, list: [text, "b"] }]);
    });

    test("a transaction returns what its work returns; a failed one throws", async () => {
      expect(await runner.transaction(async (run) => (await run("RETURN $v AS v", { v: "ok" }))[0].v)).toBe("ok");
      await expect(runner.transaction(async () => Promise.reject(new Error("job failed")))).rejects.toThrow("job failed");
    });
  });
}
