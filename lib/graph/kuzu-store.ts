import fs from "node:fs";
import kuzu, { type Connection, type Database, type KuzuValue, type PreparedStatement } from "kuzu";
import { CypherGraphStore } from "./cypher-graph-store";
import { countUncountedThemes } from "./queries";
import type { CypherRunner, Params, Row, RunQuery } from "./cypher-runner";
import type { GraphStore } from "./graph-store";

// Kuzu needs its tables before any query. All properties are strings (missing = "") so the
// shared Cypher behaves the same on Neo4j.
const SCHEMA = [
  `CREATE NODE TABLE IF NOT EXISTS Memory(id STRING, userId STRING, title STRING, summary STRING, occurredAt STRING, place STRING, contentHash STRING, builtAt STRING, PRIMARY KEY(id))`,
  `CREATE NODE TABLE IF NOT EXISTS Semantic(id STRING, userId STRING, memoryId STRING, kind STRING, value STRING, PRIMARY KEY(id))`,
  `CREATE NODE TABLE IF NOT EXISTS Relationship(id STRING, userId STRING, kind STRING, key STRING, matchKey STRING, name STRING, description STRING, aliases STRING, descriptors STRING, surname STRING, memoryCount INT64, contentHash STRING, PRIMARY KEY(id))`,
  // Graphs made before counts were stored get the columns (then countUncountedThemes fills memoryCount).
  `ALTER TABLE Relationship ADD IF NOT EXISTS memoryCount INT64`,
  `ALTER TABLE Relationship ADD IF NOT EXISTS contentHash STRING`,
  `CREATE NODE TABLE IF NOT EXISTS UserGraph(id STRING, revision STRING, PRIMARY KEY(id))`,
  `CREATE REL TABLE IF NOT EXISTS HAS_DETAIL(FROM Memory TO Semantic)`,
  `CREATE REL TABLE IF NOT EXISTS IN_THEME(FROM Memory TO Relationship)`,
];

/** Kuzu rejects parameters a statement does not use: pass only the referenced ones. */
function usedParams(query: string, params: Params): Params {
  const used: Params = {};
  for (const [name, value] of Object.entries(params)) if (new RegExp(`\\$${name}\\b`).test(query)) used[name] = value;
  return used;
}

/** Result values as plain JS, as from Neo4j: timestamps as ISO 8601 strings, INT128 as numbers. */
function plainRow(row: Row): Row {
  for (const key in row) {
    const value = row[key];
    if (value instanceof Date) row[key] = value.toISOString();
    else if (typeof value === "bigint") row[key] = Number(value);
  }
  return row;
}

/** Serialises work on the one connection: a manual transaction must not interleave with other statements. */
class Lock {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work, work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

class KuzuRunner implements CypherRunner {
  private readonly lock = new Lock();
  private closed = false;
  private readonly prepared = new Map<string, PreparedStatement>();

  constructor(
    private readonly db: Database,
    private readonly conn: Connection,
    private readonly beforeStatement?: (query: string) => void,
  ) {}

  private async exec(query: string, params: Params = {}): Promise<Row[]> {
    if (this.closed) throw new Error("The graph store is closed");
    this.beforeStatement?.(query);
    const bound = usedParams(query, params);
    let prepared = this.prepared.get(query);
    if (!prepared) {
      prepared = await this.conn.prepare(query);
      if (!prepared.isSuccess()) throw new Error(`Kuzu: ${prepared.getErrorMessage()}`);
      // Transaction control cannot be cached; everything else is reused (planning is the slow part).
      if (!/^(BEGIN|COMMIT|ROLLBACK)/.test(query)) this.prepared.set(query, prepared);
    }
    const results = await this.conn.execute(prepared, bound as Record<string, KuzuValue>);
    const list = Array.isArray(results) ? results : [results];
    const rows: Row[] = [];
    for (const result of list) {
      try {
        // The async getAll() hops to the thread pool once per row (~20 µs each); the rows
        // are already in memory, so read them in one go.
        for (const row of result.getAllSync() as Row[]) rows.push(plainRow(row));
      } finally {
        result.close(); // before the connection closes, or Kuzu segfaults at exit
      }
    }
    return rows;
  }

  run: RunQuery = (query, params) => this.lock.run(() => this.exec(query, params));

  transaction<T>(work: (run: RunQuery) => Promise<T>): Promise<T> {
    return this.lock.run(async () => {
      await this.exec("BEGIN TRANSACTION");
      try {
        const value = await work((query, params) => this.exec(query, params));
        await this.exec("COMMIT");
        return value;
      } catch (error) {
        await this.exec("ROLLBACK").catch(() => undefined);
        throw error;
      }
    });
  }

  close(): Promise<void> {
    return this.lock.run(async () => {
      if (this.closed) return;
      this.closed = true;
      await this.conn.close();
      await this.db.close();
    });
  }
}

export type KuzuStoreOptions = {
  /** Test hook: called before every statement (throw to simulate a crash mid-job). */
  beforeStatement?: (query: string) => void;
};

/** Opens (creating if needed) the embedded Kuzu database in `directory`, without the graph's tables. */
export async function openKuzuRunner(directory: string, options: KuzuStoreOptions = {}): Promise<CypherRunner> {
  fs.mkdirSync(directory, { recursive: true });
  const db = new kuzu.Database(`${directory}/graph.kuzu`);
  await db.init();
  // Graph queries are small: one thread each avoids the scheduling cost of parallel plans.
  const conn = new kuzu.Connection(db, 1);
  await conn.init();
  return new KuzuRunner(db, conn, options.beforeStatement);
}

/** Opens (creating if needed) the embedded Kuzu graph in `directory`. One process per directory. */
export async function openKuzuGraphStore(directory: string, options: KuzuStoreOptions = {}): Promise<GraphStore> {
  const runner = await openKuzuRunner(directory, options);
  for (const statement of SCHEMA) await runner.run(statement);
  await runner.run(countUncountedThemes);
  return new CypherGraphStore("kuzu", runner);
}
