import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

// Applies the committed Prisma migrations from app code, on PGlite and on a PostgreSQL
// server alike (the Prisma CLI cannot do it offline on both; see README). Each migration runs
// in its own transaction and is recorded in _prisma_migrations with its sha256 checksum,
// exactly as `prisma migrate deploy` would, so `prisma migrate status` agrees.

export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

const MIGRATIONS_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), "prisma", "migrations");

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

type Migration = { name: string; sql: string; checksum: string };

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true });
  const names = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

/** Returns the names of the migrations it applied. */
export async function applyMigrations(db: SqlRunner, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(CREATE_MIGRATIONS_TABLE);
  const applied = await db.query<{ migration_name: string; checksum: string }>(
    `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const done = new Map(applied.map((m) => [m.migration_name, m.checksum]));
  const ran: string[] = [];
  for (const migration of await readMigrations(dir)) {
    const previous = done.get(migration.name);
    if (previous !== undefined) {
      if (previous !== migration.checksum) {
        throw new Error(`Migration ${migration.name} was changed after it was applied (checksum differs).`);
      }
      continue;
    }
    await db.exec("BEGIN");
    try {
      await db.exec(migration.sql);
      await db.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
         VALUES ($1, $2, $3, now(), 1)`,
        [randomUUID(), migration.checksum, migration.name],
      );
      await db.exec("COMMIT");
    } catch (error) {
      await db.exec("ROLLBACK");
      throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
    }
    ran.push(migration.name);
  }
  return ran;
}
