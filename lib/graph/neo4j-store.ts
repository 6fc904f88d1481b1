import neo4j, { type Driver } from "neo4j-driver";
import { CypherGraphStore } from "./cypher-graph-store";
import { countUncountedThemes } from "./queries";
import type { CypherRunner, Params, Row, RunQuery } from "./cypher-runner";
import type { GraphStore } from "./graph-store";

export type Neo4jConfig = {
  uri: string;
  user: string;
  password?: string;
  database?: string;
  /** How long the driver keeps retrying a transaction on transient errors (default 30 s; tests use less). */
  maxTransactionRetryTimeMs?: number;
};

// Neo4j creates labels on first write; it gets uniqueness constraints (which also index the
// ids, and make concurrent MERGEs of one id meet on one node) and indexes for the per-user
// filters instead of tables.
export const NEO4J_SCHEMA = [
  `CREATE CONSTRAINT tobu_memory_id IF NOT EXISTS FOR (m:Memory) REQUIRE m.id IS UNIQUE`,
  `CREATE CONSTRAINT tobu_semantic_id IF NOT EXISTS FOR (s:Semantic) REQUIRE s.id IS UNIQUE`,
  `CREATE CONSTRAINT tobu_relationship_id IF NOT EXISTS FOR (r:Relationship) REQUIRE r.id IS UNIQUE`,
  `CREATE CONSTRAINT tobu_user_graph_id IF NOT EXISTS FOR (g:UserGraph) REQUIRE g.id IS UNIQUE`,
  `CREATE INDEX tobu_memory_user IF NOT EXISTS FOR (m:Memory) ON (m.userId)`,
  `CREATE INDEX tobu_semantic_user_memory IF NOT EXISTS FOR (s:Semantic) ON (s.userId, s.memoryId)`,
  `CREATE INDEX tobu_relationship_user IF NOT EXISTS FOR (r:Relationship) ON (r.userId)`,
  `CREATE INDEX tobu_relationship_match IF NOT EXISTS FOR (r:Relationship) ON (r.userId, r.matchKey)`,
];

/** Another process created the same rule between our IF NOT EXISTS check and our create. */
const SCHEMA_RACE = /EquivalentSchemaRuleAlreadyExists|ConstraintAlreadyExists|IndexAlreadyExists|ConstraintWithNameAlreadyExists|IndexWithNameAlreadyExists/;

/**
 * Parameters as Neo4j should see them: the driver sends every JS number as a Float, so whole
 * numbers go as Integers (counts stay integers; range() and LIMIT accept them).
 */
export function toNeo4jValue(value: unknown): unknown {
  if (typeof value === "number" && Number.isSafeInteger(value)) return neo4j.int(value);
  if (Array.isArray(value)) return value.map(toNeo4jValue);
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toNeo4jValue(v)]));
  }
  return value;
}

/** Result values as plain JS: Integers as numbers, temporal values as ISO 8601 strings. */
export function fromNeo4jValue(value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (neo4j.isInt(value)) return value.toNumber();
  // An instant (with offset or zone) as Date.toISOString() writes it, like the app's own strings.
  if (neo4j.isDateTime(value)) return value.toStandardDate().toISOString();
  if (neo4j.isDate(value) || neo4j.isLocalDateTime(value) || neo4j.isTime(value) || neo4j.isLocalTime(value) || neo4j.isDuration(value)) return value.toString();
  if (Array.isArray(value)) return value.map(fromNeo4jValue);
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromNeo4jValue(v)]));
  }
  return value;
}

function toRow(record: { keys: readonly PropertyKey[]; get(key: PropertyKey): unknown }): Row {
  const row: Row = {};
  for (const key of record.keys) row[String(key)] = fromNeo4jValue(record.get(key));
  return row;
}

const toParams = (params: Params) => toNeo4jValue(params) as Params;

/** Statements that change data or schema go to a writer; the rest may be served by a reader. */
const WRITES = /\b(CREATE|MERGE|SET|DELETE|REMOVE|DROP)\b/i;

class Neo4jRunner implements CypherRunner {
  constructor(
    private readonly driver: Driver,
    private readonly database?: string,
  ) {}

  // Every statement runs in a managed transaction: the driver retries transient errors
  // (deadlocks, leader changes, a dropped connection) for up to 30 s. One bookmark manager
  // for both paths, so a read after a write sees it, also on a cluster.
  run: RunQuery = async (query: string, params: Params = {}) => {
    const routing = WRITES.test(query) ? neo4j.routing.WRITE : neo4j.routing.READ;
    const { records } = await this.driver.executeQuery(query, toParams(params), { database: this.database, routing });
    return records.map(toRow);
  };

  async transaction<T>(work: (run: RunQuery) => Promise<T>): Promise<T> {
    const session = this.driver.session({ database: this.database, bookmarkManager: this.driver.executeQueryBookmarkManager });
    try {
      // On a transient error the driver rolls back and calls `work` again from the start.
      return await session.executeWrite((tx) => work(async (query, params = {}) => (await tx.run(query, toParams(params))).records.map(toRow)));
    } finally {
      await session.close();
    }
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}

/** Connects to Neo4j 5 (any server: the app only speaks Bolt through neo4j-driver). */
export async function openNeo4jRunner(config: Neo4jConfig): Promise<CypherRunner> {
  const auth = config.password ? neo4j.auth.basic(config.user, config.password) : undefined;
  const driver = neo4j.driver(config.uri, auth, { maxTransactionRetryTime: config.maxTransactionRetryTimeMs ?? 30_000 });
  try {
    await driver.verifyConnectivity({ database: config.database });
  } catch (error) {
    await driver.close();
    throw error;
  }
  return new Neo4jRunner(driver, config.database);
}

/** Connects to Neo4j 5 and makes sure the constraints and indexes exist (safe to run again, and from several processes at once). */
export async function openNeo4jGraphStore(config: Neo4jConfig): Promise<GraphStore> {
  const runner = await openNeo4jRunner(config);
  try {
    for (const statement of NEO4J_SCHEMA) {
      await runner.run(statement).catch((error: unknown) => {
        if (!SCHEMA_RACE.test(String((error as { code?: string }).code ?? error))) throw error;
      });
    }
    await runner.run(countUncountedThemes);
  } catch (error) {
    await runner.close();
    throw error;
  }
  return new CypherGraphStore("neo4j", runner);
}
