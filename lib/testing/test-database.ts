import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { installDatabaseForTests } from "@/lib/db/client";
import { migratePostgres, openDatabase, type Database } from "@/lib/db/open-database";
import type { PrismaClient } from "@/lib/db/generated/client.ts";

// TEST_DATABASE=postgres runs a file against a fresh database on the PostgreSQL server
// (TEST_POSTGRES_URL, default the local server); otherwise against an in-memory PGlite.
export const testDatabaseKind = process.env.TEST_DATABASE === "postgres" ? "postgres" : "pglite";
const serverUrl = process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function createTestDatabase(): Promise<Database> {
  if (testDatabaseKind === "pglite") return openDatabase({ kind: "pglite", dataDir: "memory://" });
  const name = `tobu_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = withDatabase(serverUrl, name);
  await migratePostgres(url);
  const db = await openDatabase({ kind: "postgres", url });
  return {
    ...db,
    async close() {
      await db.close();
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Gives the test file its own database, installed as the app's database. */
export function useTestDatabase(): { prisma: () => PrismaClient } {
  let db: Database | undefined;
  beforeAll(async () => {
    const opening = createTestDatabase();
    installDatabaseForTests(opening);
    db = await opening;
  });
  afterAll(async () => {
    await db?.close();
  });
  return {
    prisma: () => {
      if (!db) throw new Error("useTestDatabase: database not open yet (use it inside a test)");
      return db.prisma;
    },
  };
}
