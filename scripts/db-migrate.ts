// `npm run db:migrate`: applies committed migrations to the database the app would use.
// The embedded database migrates itself on start; run this against a PostgreSQL server.
import path from "node:path";
import { migratePostgres, openDatabase } from "../lib/db/open-database";

async function main() {
  const url = process.env.DATABASE_URL?.trim();
  if (url) {
    const applied = await migratePostgres(url);
    console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "Database is up to date.");
    return;
  }
  const dataDir = path.join(path.resolve(process.env.DATA_DIR || "data"), "pglite");
  console.log(`DATABASE_URL is not set: migrating the embedded database in ${dataDir}`);
  const db = await openDatabase({ kind: "pglite", dataDir });
  await db.close();
  console.log("Embedded database is up to date.");
}

main().catch((error) => {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
