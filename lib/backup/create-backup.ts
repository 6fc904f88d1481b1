import { existsSync } from "node:fs";
import { mkdir, writeFile, rm } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { readMigrations } from "@/lib/db/migrate";
import { openKuzuRunner } from "@/lib/graph/kuzu-store";
import { BACKUP_PARTS, type BackupManifest } from "./backup-format";

export class BackupError extends Error {}

/**
 * Opens the embedded graph and closes it again: Kuzu lets one process write a directory, so
 * this fails while the app runs (stop it first), and closing checkpoints the graph's
 * write-ahead log into its file.
 */
async function settleGraph(graphDir: string) {
  if (!existsSync(graphDir)) return;
  let runner;
  try {
    runner = await openKuzuRunner(graphDir);
  } catch (error) {
    throw new BackupError(`The graph in ${graphDir} is in use (${(error as Error).message.split("\n")[0]}). Stop the app first, then back up.`);
  }
  await runner.close();
}

/**
 * Writes the embedded stack of `dataDir` (the PGlite database, the Kuzu graph, the media
 * files and the generated auth secret) into one gzipped tar at `archivePath`, with a
 * manifest naming its parts and the database's migrations. The app must be stopped.
 */
export async function createBackup(dataDir: string, archivePath: string, now = new Date()): Promise<BackupManifest> {
  if (!existsSync(path.join(dataDir, "pglite"))) throw new BackupError(`There is no embedded database in ${dataDir} (expected ${path.join(dataDir, "pglite")}).`);
  await settleGraph(path.join(dataDir, "graph"));
  const parts = BACKUP_PARTS.filter((part) => existsSync(path.join(dataDir, part)));
  const manifest: BackupManifest = {
    format: "tobu-backup",
    version: 1,
    createdAt: now.toISOString(),
    parts,
    migrations: (await readMigrations()).map((m) => m.name),
  };
  const manifestFile = path.join(dataDir, `manifest.json`);
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  try {
    await mkdir(path.dirname(path.resolve(archivePath)), { recursive: true });
    await tar.create({ gzip: true, file: archivePath, cwd: dataDir, portable: true }, ["manifest.json", ...parts]);
  } finally {
    await rm(manifestFile, { force: true });
  }
  return manifest;
}
