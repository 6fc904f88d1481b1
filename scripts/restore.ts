// `npm run restore -- <file.tar.gz> [--replace]`: puts a backup made by `npm run backup` into
// DATA_DIR. Stop the app first; existing data is kept beside it (only with --replace).
import path from "node:path";
import { parseArgs } from "node:util";
import { restoreBackup } from "../lib/backup/restore-backup";

async function main() {
  const { values, positionals } = parseArgs({ options: { replace: { type: "boolean", default: false } }, allowPositionals: true });
  if (positionals.length !== 1) throw new Error("Name one archive: npm run restore -- <file.tar.gz> [--replace]");
  const dataDir = path.resolve(process.env.DATA_DIR || "data");
  const report = await restoreBackup(path.resolve(positionals[0]!), dataDir, { replace: values.replace });
  console.log(`Restored the backup of ${report.manifest.createdAt} into ${dataDir}: ${report.users} account(s), ${report.memories} memories, ${report.graphMemories} in the graph.`);
  if (report.previousDataDir) console.log(`The data that was there is kept in ${report.previousDataDir}.`);
}

main().catch((error) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
