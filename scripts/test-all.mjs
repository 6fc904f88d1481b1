#!/usr/bin/env node
// `npm test`: every suite this machine can run, against both databases, then one closing
// line `N passed, N failed` (CI reads only that line). Suites that cannot run here are named
// with the reason; with REQUIRE_ALL=1 (set by .ci/run) a skipped required suite fails the run.
//   TEST_SUITES=unit,e2e     run a subset (default: all)
//   SKIP_BUILD=1             reuse the existing .next build for the browser tests
//   E2E_PORT_BASE=3100       ports for the browser-test servers (base, base+1, and base+2 for Neo4j)
//   NEO4J_URI=...            use this Neo4j (and NEO4J_USER, NEO4J_PASSWORD) instead of starting
//                            the in-process test server (tools/neo4j-test-server: java + mvn)
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { missingNeo4jTools, startNeo4jTestServer } from "../tools/neo4j-test-server/start-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const serverUrl = process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const requireAll = process.env.REQUIRE_ALL === "1";
const portBase = Number(process.env.E2E_PORT_BASE ?? 3100); // helpers in other worktrees use other ports
const wanted = new Set((process.env.TEST_SUITES ?? "unit,e2e").split(",").map((s) => s.trim()));
const results = [];
const tmp = mkdtempSync(path.join(os.tmpdir(), "tobu-test-"));

function run(cmd, args, env = {}) {
  console.log(`\n$ ${[cmd, ...args].join(" ")}`);
  return spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env } }).status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function record(name, counts, status, required = true, reason) {
  results.push({ name, ...counts, status, required, reason });
}

function vitest(name, env) {
  const out = path.join(tmp, `${name}.json`);
  const status = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`], env);
  const report = readJson(out);
  if (!report) return record(name, { passed: 0, failed: 1, skipped: 0 }, "crashed");
  const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  // Tests that skip themselves (e.g. the Neo4j suite without NEO4J_URI) are counted as skipped.
  record(name, { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests }, status === 0 ? "ok" : "failed");
}

function playwright(name, env, specs = []) {
  const out = path.join(tmp, `${name}.json`);
  const status = run("npx", ["playwright", "test", ...specs], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  const report = readJson(out);
  if (!report) return record(name, { passed: 0, failed: 1, skipped: 0 }, "crashed");
  const s = report.stats;
  const failed = s.unexpected + (status !== 0 && s.unexpected === 0 ? 1 : 0);
  record(name, { passed: s.expected + s.flaky, failed, skipped: s.skipped }, status === 0 ? "ok" : "failed");
}

/** The Neo4j the suites use: NEO4J_URI when given, else an in-process test server started here. */
async function startNeo4j() {
  if (process.env.NEO4J_URI?.trim()) return { env: {}, stop: async () => {} };
  const missing = missingNeo4jTools();
  if (missing.length) {
    record("Neo4j test server", { passed: 0, failed: 0, skipped: 0 }, "skipped", true, `needs ${missing.join(" and ")}; the Neo4j suites cannot run`);
    return undefined;
  }
  console.log("\n$ npm run neo4j:test-server (in-process Neo4j for the graph store suites)");
  try {
    const server = await startNeo4jTestServer();
    console.log(`Neo4j test server at ${server.uri}`);
    return { env: { NEO4J_URI: server.uri, NEO4J_USER: server.user, NEO4J_PASSWORD: server.password }, stop: () => server.stop() };
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    record("Neo4j test server", { passed: 0, failed: 1, skipped: 0 }, "failed");
    return undefined;
  }
}

async function main() {
  const pgUp = await postgresReachable();
  const pgReason = `PostgreSQL is not reachable at ${serverUrl} (start it, or set TEST_POSTGRES_URL)`;
  const neo4j = await startNeo4j();
  try {
    await suites(pgUp, pgReason, neo4j);
  } finally {
    await neo4j?.stop();
  }
  summary();
}

/** The browser tests' capture -> graph -> recall path on Neo4j, then graph:rebuild and reconcile on what it left. */
function neo4jEndToEnd(neo4j) {
  const env = { ...neo4j.env, DATA_DIR: path.join(tmp, "e2e-neo4j"), DATABASE_URL: "", E2E_PORT: String(portBase + 2) };
  playwright("playwright recall (PGlite + Neo4j)", env, ["e2e/recall.spec.ts"]);
  const rebuild = run("npm", ["run", "graph:rebuild"], env);
  const reconcile = run("npm", ["run", "graph:rebuild", "--", "--reconcile"], env);
  const ok = (rebuild === 0 ? 1 : 0) + (reconcile === 0 ? 1 : 0);
  record("graph:rebuild + reconcile (Neo4j)", { passed: ok, failed: 2 - ok, skipped: 0 }, ok === 2 ? "ok" : "failed");
}

async function suites(pgUp, pgReason, neo4j) {
  const neo4jEnv = neo4j?.env ?? {};
  if (wanted.has("unit")) {
    vitest("vitest (PGlite)", { TEST_DATABASE: "pglite", ...neo4jEnv });
    if (pgUp) vitest("vitest (PostgreSQL server)", { TEST_DATABASE: "postgres", TEST_POSTGRES_URL: serverUrl, ...neo4jEnv });
    else record("vitest (PostgreSQL server)", { passed: 0, failed: 0, skipped: 0 }, "skipped", true, pgReason);
  }

  if (wanted.has("e2e")) {
    if (!existsSync(chromium)) {
      const reason = `no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH)`;
      record("playwright (PGlite)", { passed: 0, failed: 0, skipped: 0 }, "skipped", true, reason);
      record("playwright (PostgreSQL server)", { passed: 0, failed: 0, skipped: 0 }, "skipped", true, reason);
    } else if (process.env.SKIP_BUILD !== "1" && run("npx", ["next", "build"]) !== 0) {
      record("next build", { passed: 0, failed: 1, skipped: 0 }, "failed");
    } else {
      playwright("playwright (PGlite)", { DATA_DIR: path.join(tmp, "e2e-pglite"), DATABASE_URL: "", E2E_PORT: String(portBase) });
      if (neo4j) neo4jEndToEnd(neo4j);
      if (pgUp) {
        const name = `tobu_e2e_${Date.now()}`;
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        await adminQuery(`CREATE DATABASE "${name}"`);
        try {
          if (run("npx", ["tsx", "scripts/db-migrate.ts"], { DATABASE_URL: url.toString() }) !== 0) {
            record("playwright (PostgreSQL server)", { passed: 0, failed: 1, skipped: 0 }, "failed");
          } else {
            playwright("playwright (PostgreSQL server)", { DATA_DIR: path.join(tmp, "e2e-pg"), DATABASE_URL: url.toString(), E2E_PORT: String(portBase + 1) });
          }
        } finally {
          await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
        }
      } else {
        record("playwright (PostgreSQL server)", { passed: 0, failed: 0, skipped: 0 }, "skipped", true, pgReason);
      }
    }
  }

}

function summary() {
  rmSync(tmp, { recursive: true, force: true });
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  console.log("\nSuites:");
  for (const r of results) {
    const note = r.reason ? ` — skipped: ${r.reason}` : r.skipped ? ` (${r.skipped} skipped inside)` : "";
    console.log(`  ${r.status.padEnd(7)} ${r.name}: ${r.passed} passed, ${r.failed} failed${note}`);
    passed += r.passed;
    failed += r.failed;
    skipped += r.skipped;
    if (r.status === "skipped" && r.required && requireAll) {
      console.log(`  REQUIRE_ALL=1: ${r.name} must run here.`);
      failed += 1;
    }
  }
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  console.log("0 passed, 1 failed");
  process.exit(1);
});
