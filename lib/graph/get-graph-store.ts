import "server-only";
import path from "node:path";
import { engineModes, serverEnv } from "@/lib/env";
import type { GraphStore } from "./graph-store";
import { openKuzuGraphStore } from "./kuzu-store";
import { openNeo4jGraphStore } from "./neo4j-store";

// One graph store per process, opened on first use (never at import time: `next build`
// imports route modules) and closed on SIGTERM. Kuzu allows one process per directory.
const globalForGraph = globalThis as unknown as { __tobuGraph?: Promise<GraphStore> };

/** Where the embedded graph lives: DATA_DIR/graph. */
export function kuzuGraphDirectory(): string {
  return path.join(serverEnv().DATA_DIR, "graph");
}

export function openGraphStoreFromEnv(): Promise<GraphStore> {
  const env = serverEnv();
  if (engineModes(env).graph === "neo4j") {
    return openNeo4jGraphStore({ uri: env.NEO4J_URI!, user: env.NEO4J_USER, password: env.NEO4J_PASSWORD, database: env.NEO4J_DATABASE });
  }
  return openKuzuGraphStore(kuzuGraphDirectory());
}

export function getGraphStore(): Promise<GraphStore> {
  if (!globalForGraph.__tobuGraph) {
    const opening = openGraphStoreFromEnv();
    globalForGraph.__tobuGraph = opening;
    opening.then(
      (store) => process.once("SIGTERM", () => void store.close().catch(() => undefined)),
      () => {
        globalForGraph.__tobuGraph = undefined; // let the next caller try again
      },
    );
  }
  return globalForGraph.__tobuGraph;
}

/** Tests install their own store (a fresh Kuzu directory per file). */
export function installGraphStoreForTests(store: Promise<GraphStore> | undefined) {
  globalForGraph.__tobuGraph = store;
}
