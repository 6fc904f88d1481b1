// Used only by prisma.config.ts: the Prisma CLI generates migrations against a throwaway
// in-memory PGlite. Three PGlite quirks are handled here (see README, "Prisma offline"):
// migration SQL arrives as one multi-statement executeRaw, which PGlite's query() rejects;
// an unclosed PGlite keeps the CLI alive forever; the shadow database is in memory too.
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory, SqlQuery } from "@prisma/driver-adapter-utils";

const IDLE_CLOSE_MS = 15_000;

function wrapAdapter(adapter: SqlDriverAdapter, pglite: PGlite, touch: () => void): SqlDriverAdapter {
  return new Proxy(adapter, {
    get(target, prop, receiver) {
      if (prop === "executeRaw") {
        return async (query: SqlQuery) => {
          touch();
          if (query.args.length === 0 && query.sql.includes(";")) {
            const results = await pglite.exec(query.sql);
            return results.reduce((n, r) => n + (r.affectedRows ?? 0), 0);
          }
          return target.executeRaw(query);
        };
      }
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        touch();
        return value.apply(target, args);
      };
    },
  });
}

function autoClosing(pglite: PGlite) {
  let timer: NodeJS.Timeout | undefined;
  return () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void pglite.close(), IDLE_CLOSE_MS);
    timer.unref?.();
  };
}

export function createPGliteCliAdapter(): SqlMigrationAwareDriverAdapterFactory {
  const main = new PGlite();
  const shadow = new PGlite();
  const touchMain = autoClosing(main);
  const touchShadow = autoClosing(shadow);
  const mainFactory = new PrismaPGlite(main);
  const shadowFactory = new PrismaPGlite(shadow);
  return {
    provider: "postgres",
    adapterName: mainFactory.adapterName,
    async connect() {
      touchMain();
      return wrapAdapter(await mainFactory.connect(), main, touchMain);
    },
    async connectToShadowDb() {
      touchShadow();
      return wrapAdapter(await shadowFactory.connect(), shadow, touchShadow);
    },
  };
}
