import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { resetServerEnvForTests } from "@/lib/env";
import { getDb, installDatabaseForTests } from "@/lib/db/client";
import { openDatabase } from "@/lib/db/open-database";

// The session lookup reads the user's row, as lib/auth/session does: the first thing that
// fails when the database is down.
vi.mock("@/lib/auth/session", async () => ({
  getSessionUser: async () => (await getDb()).user.findUnique({ where: { id: "u1" }, select: { id: true, email: true, name: true } }),
}));

const { defineRoute } = await import("./define-route");
const { defineAction } = await import("./define-action");
const { listConversations } = await import("@/lib/recall/conversations");

const context = { params: Promise.resolve({}) };
const friendly = "We can't reach your memories right now (the database is not answering). Nothing you saved is lost; try again in a moment.";

describe.each([
  ["a PostgreSQL server that is not running", () => openDatabase({ kind: "postgres", url: "postgresql://postgres@127.0.0.1:1/tobu" })],
  ["an embedded database that cannot be opened", () => {
    // DATA_DIR is a file: PGlite cannot create its directory. The app opens it from the environment.
    const notADirectory = path.join(os.tmpdir(), `tobu-not-a-dir-${process.pid}`);
    writeFileSync(notADirectory, "");
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = notADirectory;
    resetServerEnvForTests();
    return undefined;
  }],
])("with %s", (_name, open) => {
  beforeAll(() => {
    const database = open();
    database?.catch(() => undefined);
    installDatabaseForTests(database);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterAll(() => vi.restoreAllMocks());

  it("a route handler answers 503 database_unavailable in plain words, never the driver's text", async () => {
    const route = defineRoute({ handle: async ({ user }) => listConversations(user.id) });
    const response = await route(new Request("http://test/api/chat/conversations"), context);
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toEqual({ code: "database_unavailable", error: friendly });
    expect(JSON.stringify(body)).not.toMatch(/prisma|invocation|ECONN|P1001/i);
  });

  it("a server action answers database_unavailable instead of throwing", async () => {
    const action = defineAction({ input: z.object({}), run: async (_input, user) => listConversations(user.id) });
    expect(await action({})).toEqual({ ok: false, code: "database_unavailable", error: friendly });
  });
});
