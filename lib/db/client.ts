import "server-only";
import path from "node:path";
import { serverEnv } from "@/lib/env";
import { DatabaseUnavailableError } from "./errors";
import type { PrismaClient } from "./generated/client.ts";
import { openDatabase, type Database, type DatabaseConfig } from "./open-database";

// One Prisma client per process, opened lazily (never at import time: `next build` imports
// route modules). PGlite allows one process per data directory: see README.
const globalForDb = globalThis as unknown as { __tobuDb?: Promise<Database> };

function databaseConfigFromEnv(): DatabaseConfig {
  const env = serverEnv();
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "pglite", dataDir: path.join(env.DATA_DIR, "pglite") };
}

function open(): Promise<Database> {
  const opening = openDatabase(databaseConfigFromEnv()).catch((error: unknown) => {
    throw new DatabaseUnavailableError(error);
  });
  opening.then(
    (db) => process.once("SIGTERM", () => void db.close().finally(() => process.exit(0))),
    () => {
      globalForDb.__tobuDb = undefined; // let the next request try again
    },
  );
  return opening;
}

export async function getDb(): Promise<PrismaClient> {
  globalForDb.__tobuDb ??= open();
  return (await globalForDb.__tobuDb).prisma;
}

/**
 * Which engine the open database is. PGlite allows one process per data directory, so with
 * it every other server process is known to be gone.
 */
export async function databaseKind(): Promise<Database["kind"]> {
  globalForDb.__tobuDb ??= open();
  return (await globalForDb.__tobuDb).kind;
}

/** Tests install their own database (a fresh PGlite or PostgreSQL database per file). */
export function installDatabaseForTests(db: Promise<Database> | undefined) {
  globalForDb.__tobuDb = db;
}

export type { PrismaClient };
