// `npm run backup -- [--out file.tar.gz]`: the embedded stack (database, graph, media, auth
// secret) of DATA_DIR in one archive. Stop the app first.
import path from "node:path";
import { parseArgs } from "node:util";
import { createBackup } from "../lib/backup/create-backup";

async function main() {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  if (process.env.DATABASE_URL?.trim() || process.env.NEO4J_URI?.trim()) {
    throw new Error("This backs up the embedded stack only. With DATABASE_URL or NEO4J_URI set, back up the servers with their own tools (pg_dump, neo4j-admin database dump) and DATA_DIR/media with any file backup.");
  }
  const dataDir = path.resolve(process.env.DATA_DIR || "data");
  const out = path.resolve(values.out ?? `tobu-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`);
  const manifest = await createBackup(dataDir, out);
  console.log(`Backed up ${manifest.parts.join(", ")} of ${dataDir} to ${out}`);
}

main().catch((error) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
