import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { openDatabase } from "@/lib/db/open-database";
import { openKuzuGraphStore } from "@/lib/graph/kuzu-store";
import { backupManifestSchema, BACKUP_PARTS, type BackupManifest } from "./backup-format";
import { BackupError } from "./create-backup";

type RestoreReport = { manifest: BackupManifest; users: number; memories: number; graphMemories: number; previousDataDir: string | null };

const allowedTopLevel = new Set<string>(["manifest.json", ...BACKUP_PARTS]);

/**
 * Restores an archive made by createBackup into `dataDir`. The archive is unpacked beside
 * it first and checked (manifest, only known parts, the database opens and the graph
 * reads); only then is it moved into place. A `dataDir` that holds data is kept, renamed
 * to `<dataDir>.before-restore-<time>`, and only with `replace: true`. The app must be stopped.
 */
export async function restoreBackup(archivePath: string, dataDir: string, options: { replace?: boolean; now?: Date } = {}): Promise<RestoreReport> {
  if (!existsSync(archivePath)) throw new BackupError(`There is no file ${archivePath}.`);
  const target = path.resolve(dataDir);
  const hasData = existsSync(target) && (await readdir(target)).length > 0;
  if (hasData && !options.replace) throw new BackupError(`${target} already holds data. Stop the app and run restore with --replace (the current data is kept beside it), or restore into an empty directory.`);

  const staging = `${target}.restoring-${randomBytes(4).toString("hex")}`;
  await mkdir(staging, { recursive: true });
  try {
    const stray: string[] = [];
    await tar.extract({
      file: archivePath,
      cwd: staging,
      strict: true, // a damaged archive is an error, not a warning
      filter: (entry) => {
        const top = entry.split("/")[0]!;
        if (allowedTopLevel.has(top)) return true;
        stray.push(entry);
        return false;
      },
    }).catch((error: Error) => {
      throw new BackupError(`This archive can't be read (${error.message}). Is it a backup made by npm run backup?`);
    });
    if (stray.length) throw new BackupError(`This archive holds files that are not part of a backup (${stray.slice(0, 3).join(", ")}).`);
    const manifestFile = path.join(staging, "manifest.json");
    if (!existsSync(manifestFile)) throw new BackupError("This archive has no manifest.json: it is not a backup made by npm run backup.");
    const parsed = backupManifestSchema.safeParse(JSON.parse(await readFile(manifestFile, "utf8")));
    if (!parsed.success) throw new BackupError(parsed.error.issues[0]!.message);
    const manifest = parsed.data;
    for (const part of manifest.parts) if (!existsSync(path.join(staging, part))) throw new BackupError(`The backup names ${part} but does not hold it.`);
    await rm(manifestFile);

    const counts = await checkRestoredData(staging);
    let previousDataDir: string | null = null;
    if (existsSync(target)) {
      if (hasData) {
        previousDataDir = `${target}.before-restore-${(options.now ?? new Date()).toISOString().replace(/[:.]/g, "-")}`;
        await rename(target, previousDataDir);
      } else await rm(target, { recursive: true });
    }
    await rename(staging, target);
    return { manifest, ...counts, previousDataDir };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Opens the unpacked database (applying newer migrations) and graph, and counts what they hold. */
async function checkRestoredData(dir: string) {
  const db = await openDatabase({ kind: "pglite", dataDir: path.join(dir, "pglite") }).catch((error: Error) => {
    throw new BackupError(`The database in this backup does not open (${error.message}).`);
  });
  try {
    const users = await db.prisma.user.count();
    const memories = await db.prisma.memory.count();
    let graphMemories = 0;
    if (existsSync(path.join(dir, "graph"))) {
      const store = await openKuzuGraphStore(path.join(dir, "graph"));
      try {
        for (const { userId } of await db.prisma.user.findMany({ select: { id: true } }).then((rows) => rows.map((r) => ({ userId: r.id })))) {
          graphMemories += (await store.listMemoryStamps(userId)).length;
        }
      } finally {
        await store.close();
      }
    }
    return { users, memories, graphMemories };
  } finally {
    await db.close();
  }
}
