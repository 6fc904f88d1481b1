import type { BenchUser } from "./bench-file";

/**
 * One way of answering "which memories does this recall request need?". The runner calls
 * prepare once per user (after the ingestion step), then retrieve for each of that user's
 * requests. retrieve returns benchmark memory ids, best first; an empty list means the
 * method abstains ("nothing relevant").
 */
export type RetrievalMethod = {
  name: string;
  /** Shown next to the numbers, e.g. "BM25 over 50-word summary chunks". */
  description: string;
  prepare(user: BenchUser): Promise<void>;
  retrieve(userId: string, requestText: string, asOf: Date): Promise<string[]>;
  /** Releases whatever prepare built (indexes, connections). Optional. */
  dispose?(): Promise<void>;
};
