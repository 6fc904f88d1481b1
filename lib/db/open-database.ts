import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import pg from "pg";
import { PrismaClient } from "./generated/client.ts";
import { applyMigrations, type SqlRunner } from "./migrate";
import { analyzeStaleTables, STATISTICS_CHECK_MS } from "./planner-statistics";

export type DatabaseConfig =
  | { kind: "pglite"; dataDir: string } // a directory, or "memory://" for tests
  | { kind: "postgres"; url: string };

export type Database = {
  kind: DatabaseConfig["kind"];
  prisma: PrismaClient;
  close(): Promise<void>;
};

export function pgliteRunner(pglite: PGlite): SqlRunner {
  return {
    exec: async (sql) => void (await pglite.exec(sql)),
    query: async <T>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
  };
}

function pgRunner(client: pg.ClientBase): SqlRunner {
  return {
    exec: async (sql) => void (await client.query(sql)),
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
  };
}

async function openPGlite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith("memory://")) {
    // PGlite creates its own directory non-recursively.
    await mkdir(path.dirname(dataDir), { recursive: true });
  }
  const pglite = await PGlite.create(dataDir);
  const runner = pgliteRunner(pglite);
  await applyMigrations(runner);
  // No autovacuum in PGlite: keep the planner's statistics (planner-statistics.ts).
  await analyzeStaleTables(runner);
  const statistics = setInterval(() => void analyzeStaleTables(runner).catch((error: unknown) => console.error("PGlite: ANALYZE failed", error)), STATISTICS_CHECK_MS);
  statistics.unref();
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    kind: "pglite",
    prisma,
    async close() {
      clearInterval(statistics);
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  return { kind: "postgres", prisma, close: () => prisma.$disconnect() };
}

/** Applies pending migrations to a PostgreSQL server, one migrator at a time. */
export async function migratePostgres(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(727274)");
    return await applyMigrations(pgRunner(client));
  } finally {
    await client.query("SELECT pg_advisory_unlock(727274)").catch(() => undefined);
    await client.end();
  }
}

export function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === "pglite" ? openPGlite(config.dataDir) : openPostgres(config.url);
}
