import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { SignUpPage, uniqueEmail } from "./pages/auth-pages";
import { OwnServer } from "./pages/own-server";

// A person signed in while the database goes away: every page, route handler and server
// action says so plainly (never a driver's message, never an empty 500), and the sign-in and
// sign-up forms still show. Its own server: first on a fresh embedded database to sign up,
// then restarted on the same secret against a PostgreSQL address where nothing listens.

const port = Number(process.env.E2E_PORT ?? 3100) + 10;
const secret = "outage-spec-secret-0123456789abcdef";
const outage = /We can't reach your memories right now \(the database is not answering\)/;
const rawDriverText = /prisma|invocation|ECONNREFUSED|P1001|DatabaseNotReachable|Application error/i;

test.describe.configure({ mode: "serial" });
test.skip(!!process.env.DATABASE_URL, "one run is enough: the outage is the same on both databases");

let dataDir: string;
let server: OwnServer | undefined;

test.beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "tobu-outage-"));
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("pages, route handlers and server actions say the database is down, in plain words", async ({ browser }) => {
  test.setTimeout(240_000);
  server = new OwnServer(port, { DATA_DIR: dataDir, DATABASE_URL: "", NEXTAUTH_SECRET: secret, GRAPH_WORKER: "off" });
  await server.start();
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.fill({ email: uniqueEmail("outage"), password: "correct horse battery" });
  await expect(page).toHaveURL(/\/memories$/, { timeout: 60_000 });
  await server.stop();

  server = new OwnServer(port, { DATA_DIR: dataDir, DATABASE_URL: "postgresql://postgres@127.0.0.1:1/tobu", NEXTAUTH_SECRET: secret, GRAPH_WORKER: "off" });
  await server.start();

  for (const pathname of ["/memories", "/chat", "/memories/new", "/graph", "/account"]) {
    await page.goto(pathname);
    const failure = page.getByTestId("page-failure");
    await expect(failure, pathname).toHaveAttribute("data-code", "database_unavailable");
    await expect(failure, pathname).toContainText(outage);
    await expect(page.locator("body"), pathname).not.toContainText(rawDriverText);
  }

  const api = await page.request.get("/api/memories");
  expect(api.status()).toBe(503);
  const body = await api.json();
  expect(body).toMatchObject({ code: "database_unavailable" });
  expect(JSON.stringify(body)).not.toMatch(rawDriverText);

  // The sign-up form still shows, says why, and its server action answers the same.
  await signUp.goto();
  await expect(page.getByTestId("form-error")).toContainText(outage);
  await signUp.fill({ email: uniqueEmail("during-outage"), password: "correct horse battery" });
  await expect(page.getByTestId("form-error")).toContainText(outage);
  await expect(page.locator("body")).not.toContainText(rawDriverText);
  await context.close();
});
