import path from "node:path";
import { defineConfig } from "prisma/config";

// The CLI is used only to generate the client and new migrations, always against a
// throwaway in-memory PGlite: migrations are applied by lib/db/migrate.ts.
process.env.DATABASE_URL ??= "postgresql://pglite/placeholder";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  adapter: async () => {
    const { createPGliteCliAdapter } = await import("./lib/db/pglite-cli-adapter");
    return createPGliteCliAdapter();
  },
});
