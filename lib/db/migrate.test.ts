import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { applyMigrations, readMigrations } from "./migrate";
import { pgliteRunner } from "./open-database";

describe("applyMigrations", () => {
  it("applies the committed migrations once and records their checksums", async () => {
    const pglite = await PGlite.create("memory://");
    const runner = pgliteRunner(pglite);
    const first = await applyMigrations(runner);
    const committed = await readMigrations();
    expect(first).toEqual(committed.map((m) => m.name));
    expect(await applyMigrations(runner)).toEqual([]);
    const rows = await runner.query<{ checksum: string }>(`SELECT checksum FROM "_prisma_migrations" ORDER BY migration_name`);
    expect(rows.map((r) => r.checksum)).toEqual(committed.map((m) => m.checksum));
    const tables = await runner.query<{ t: string }>(`SELECT tablename::text AS t FROM pg_tables WHERE schemaname = 'public'`);
    expect(tables.map((t) => t.t)).toEqual(expect.arrayContaining(["User", "Memory", "GraphJob", "MediaAsset"]));
    await pglite.close();
  });

  it("rolls back a failing migration and refuses an edited one", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "migrations-"));
    await mkdir(path.join(dir, "001_ok"));
    await writeFile(path.join(dir, "001_ok", "migration.sql"), "CREATE TABLE a (id int);");
    await mkdir(path.join(dir, "002_bad"));
    await writeFile(path.join(dir, "002_bad", "migration.sql"), "CREATE TABLE b (id int); SELECT nonsense FROM nowhere;");
    const pglite = await PGlite.create("memory://");
    const runner = pgliteRunner(pglite);
    await expect(applyMigrations(runner, dir)).rejects.toThrow(/002_bad failed/);
    const tables = await runner.query<{ t: string }>(`SELECT tablename::text AS t FROM pg_tables WHERE schemaname = 'public'`);
    expect(tables.map((t) => t.t).sort()).toEqual(["_prisma_migrations", "a"]);
    await writeFile(path.join(dir, "001_ok", "migration.sql"), "CREATE TABLE a (id bigint);");
    await expect(applyMigrations(runner, dir)).rejects.toThrow(/001_ok was changed/);
    await pglite.close();
  });
});
