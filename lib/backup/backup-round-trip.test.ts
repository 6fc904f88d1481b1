import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/open-database";
import { buildMemoryGraph } from "@/lib/graph-construction/build-memory-graph";
import { offlineRelationExtractor } from "@/lib/graph-construction/relation-extractor";
import { openKuzuGraphStore } from "@/lib/graph/kuzu-store";
import { memoryInput } from "@/lib/testing/graph-test-helpers";
import { createBackup } from "./create-backup";
import { restoreBackup } from "./restore-backup";

let work: string;
let dataDir: string;
let userId: string;
let memoryId: string;
const photo = Buffer.from("not really a jpeg, but bytes that must come back the same");

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "tobu-backup-"));
  dataDir = path.join(work, "data");
  const db = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  const user = await db.prisma.user.create({ data: { email: "backup@example.com", name: "Bea" } });
  const memory = await db.prisma.memory.create({ data: { userId: user.id, status: "CAPTURED", title: "Lake day", summary: "Swimming with Ana at the lake.", capturedAt: new Date() } });
  await db.prisma.mediaAsset.create({
    data: { userId: user.id, memoryId: memory.id, sha256: "a".repeat(64), mimeType: "image/jpeg", byteSize: photo.length, width: 1, height: 1, originalPath: `media/${user.id}/${"a".repeat(64)}.jpg`, thumbnailPath: `media/${user.id}/thumbs/${"a".repeat(64)}.webp` },
  });
  await db.close();
  [userId, memoryId] = [user.id, memory.id];
  await mkdir(path.join(dataDir, "media", userId, "thumbs"), { recursive: true });
  await writeFile(path.join(dataDir, "media", userId, `${"a".repeat(64)}.jpg`), photo);
  await writeFile(path.join(dataDir, "media", userId, "thumbs", `${"a".repeat(64)}.webp`), photo);
  await writeFile(path.join(dataDir, "auth-secret"), "secret-for-the-round-trip");
  const store = await openKuzuGraphStore(path.join(dataDir, "graph"));
  await buildMemoryGraph(store, memoryInput(userId, { id: memoryId, title: "Lake day", summary: "Swimming with Ana at the lake.", details: [{ kind: "PERSON", value: "Ana" }] }), offlineRelationExtractor);
  await store.close();
}, 120_000);

describe("backup and restore of the embedded stack", () => {
  it("round-trips the database, the graph, the media and the secret through one archive", async () => {
    const archive = path.join(work, "backups", "tobu.tar.gz");
    const manifest = await createBackup(dataDir, archive);
    expect(manifest.parts).toEqual(["pglite", "graph", "media", "auth-secret"]);
    expect(existsSync(path.join(dataDir, "manifest.json"))).toBe(false);

    const restoredDir = path.join(work, "restored");
    const report = await restoreBackup(archive, restoredDir);
    expect(report).toMatchObject({ users: 1, memories: 1, graphMemories: 1, previousDataDir: null });

    const db = await openDatabase({ kind: "pglite", dataDir: path.join(restoredDir, "pglite") });
    expect(await db.prisma.memory.findFirstOrThrow({ where: { id: memoryId, userId } })).toMatchObject({ title: "Lake day", summary: "Swimming with Ana at the lake." });
    expect(await db.prisma.mediaAsset.count({ where: { userId } })).toBe(1);
    await db.close();
    const store = await openKuzuGraphStore(path.join(restoredDir, "graph"));
    expect((await store.listRelationshipNodes(userId)).map((n) => n.name)).toContain("Ana");
    await store.close();
    expect(await readFile(path.join(restoredDir, "media", userId, `${"a".repeat(64)}.jpg`))).toEqual(photo);
    expect(await readFile(path.join(restoredDir, "auth-secret"), "utf8")).toBe("secret-for-the-round-trip");
  }, 120_000);

  it("never overwrites data unasked, and keeps the replaced data beside the restored one", async () => {
    const archive = path.join(work, "second.tar.gz");
    await createBackup(dataDir, archive);
    const occupied = path.join(work, "occupied");
    await mkdir(occupied);
    await writeFile(path.join(occupied, "something.txt"), "mine");
    await expect(restoreBackup(archive, occupied)).rejects.toThrow(/already holds data/);
    expect(await readdir(occupied)).toEqual(["something.txt"]);

    const report = await restoreBackup(archive, occupied, { replace: true, now: new Date("2026-01-02T03:04:05Z") });
    expect(report.previousDataDir).toBe(`${occupied}.before-restore-2026-01-02T03-04-05-000Z`);
    expect(await readFile(path.join(report.previousDataDir!, "something.txt"), "utf8")).toBe("mine");
    expect((await readdir(occupied)).sort()).toEqual(["auth-secret", "graph", "media", "pglite"]);
  }, 120_000);

  it("refuses an archive that is not a backup, and leaves nothing behind", async () => {
    const stranger = path.join(work, "stranger");
    await mkdir(path.join(stranger, "etc"), { recursive: true });
    await writeFile(path.join(stranger, "etc", "passwd"), "x");
    const archive = path.join(work, "not-a-backup.tar.gz");
    await tar.create({ gzip: true, file: archive, cwd: stranger }, ["etc"]);
    const target = path.join(work, "untouched");
    await expect(restoreBackup(archive, target)).rejects.toThrow(/not part of a backup/);
    await writeFile(path.join(work, "garbage.tar.gz"), "definitely not gzip");
    await expect(restoreBackup(path.join(work, "garbage.tar.gz"), target)).rejects.toThrow(/can't be read/);
    expect((await readdir(work)).filter((name) => name.startsWith("untouched"))).toEqual([]);
  });
});
