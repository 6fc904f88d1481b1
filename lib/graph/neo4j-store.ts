import neo4j, { type Driver } from "neo4j-driver";
import { CypherGraphStore } from "./cypher-graph-store";
import { countUncountedThemes } from "./queries";
import type { CypherRunner, Params, Row, RunQuery } from "./cypher-runner";
import type { GraphStore } from "./graph-store";

export type Neo4jConfig = { uri: string; user: string; password?: string; database?: string };

// Neo4j creates labels on first write; it gets uniqueness constraints (which also index the
// ids) and indexes for the per-user filters instead of tables.
const SCHEMA = [
  `CREATE CONSTRAINT tobu_memory_id IF NOT EXISTS FOR (m:Memory) REQUIRE m.id IS UNIQUE`,
  `CREATE CONSTRAINT tobu_semantic_id IF NOT EXISTS FOR (s:Semantic) REQUIRE s.id IS UNIQUE`,
  `CREATE CONSTRAINT tobu_relationship_id IF NOT EXISTS FOR (r:Relationship) REQUIRE r.id IS UNIQUE`,
  `CREATE CONSTRAINT tobu_user_graph_id IF NOT EXISTS FOR (g:UserGraph) REQUIRE g.id IS UNIQUE`,
  `CREATE INDEX tobu_memory_user IF NOT EXISTS FOR (m:Memory) ON (m.userId)`,
  `CREATE INDEX tobu_semantic_user_memory IF NOT EXISTS FOR (s:Semantic) ON (s.userId, s.memoryId)`,
  `CREATE INDEX tobu_relationship_user IF NOT EXISTS FOR (r:Relationship) ON (r.userId)`,
  `CREATE INDEX tobu_relationship_match IF NOT EXISTS FOR (r:Relationship) ON (r.userId, r.matchKey)`,
];

function toRow(record: { keys: readonly PropertyKey[]; get(key: PropertyKey): unknown }): Row {
  const row: Row = {};
  for (const key of record.keys) row[String(key)] = record.get(key);
  return row;
}

class Neo4jRunner implements CypherRunner {
  constructor(
    private readonly driver: Driver,
    private readonly database?: string,
  ) {}

  private session() {
    return this.driver.session({ database: this.database });
  }

  run: RunQuery = async (query: string, params: Params = {}) => {
    const session = this.session();
    try {
      const result = await session.run(query, params);
      return result.records.map(toRow);
    } finally {
      await session.close();
    }
  };

  async transaction<T>(work: (run: RunQuery) => Promise<T>): Promise<T> {
    const session = this.session();
    try {
      return await session.executeWrite((tx) =>
        work(async (query, params = {}) => (await tx.run(query, params)).records.map(toRow)),
      );
    } finally {
      await session.close();
    }
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}

/** Connects to Neo4j 5 and makes sure the constraints and indexes exist. */
export async function openNeo4jGraphStore(config: Neo4jConfig): Promise<GraphStore> {
  const auth = config.password ? neo4j.auth.basic(config.user, config.password) : undefined;
  const driver = neo4j.driver(config.uri, auth, { disableLosslessIntegers: true });
  await driver.verifyConnectivity({ database: config.database });
  const runner = new Neo4jRunner(driver, config.database);
  for (const statement of SCHEMA) await runner.run(statement);
  await runner.run(countUncountedThemes);
  return new CypherGraphStore("neo4j", runner);
}
