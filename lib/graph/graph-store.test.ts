import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, test } from "vitest";
import { graphStoreConformance } from "./graph-store-conformance";
import { openKuzuGraphStore } from "./kuzu-store";
import { openNeo4jGraphStore } from "./neo4j-store";

const kuzuDir = fs.mkdtempSync(path.join(os.tmpdir(), "tobu-graph-"));
afterAll(() => fs.rmSync(kuzuDir, { recursive: true, force: true }));

graphStoreConformance("Kuzu (embedded)", () => openKuzuGraphStore(kuzuDir));

const neo4jUri = process.env.NEO4J_URI?.trim();
if (neo4jUri) {
  graphStoreConformance("Neo4j", () =>
    openNeo4jGraphStore({
      uri: neo4jUri,
      user: process.env.NEO4J_USER?.trim() || "neo4j",
      password: process.env.NEO4J_PASSWORD?.trim() || undefined,
      database: process.env.NEO4J_DATABASE?.trim() || undefined,
    }),
  );
} else {
  // No Neo4j server can be installed on these machines (none in apt or npm): set NEO4J_URI
  // (and NEO4J_USER, NEO4J_PASSWORD, NEO4J_DATABASE) to run the same suite against one.
  describe.skip("GraphStore conformance: Neo4j (skipped: NEO4J_URI is not set; no Neo4j server can be installed on these machines)", () => {
    test("runs the conformance suite against Neo4j", () => {});
  });
}
