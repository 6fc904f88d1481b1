export type Row = Record<string, unknown>;
export type Params = Record<string, unknown>;

/** Runs one parameterised Cypher statement and returns plain rows. */
export type RunQuery = (query: string, params?: Params) => Promise<Row[]>;

/** What a store provides to the shared Cypher: plain queries and atomic groups of them. */
export interface CypherRunner {
  run: RunQuery;
  /** Runs `work` in one write transaction: all of it commits or none. */
  transaction<T>(work: (run: RunQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
