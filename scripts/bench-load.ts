// `npm run bench:load -- --users 20 --seconds 60 [--out load.json] [--url http://127.0.0.1:3000] [--postgres <url of an empty database>]`
// The load of issue 14's probe, bounded: each simulated person signs up, then loops list →
// upload → first draft → capture turn → save → recall question until time is up. Without
// --url it starts the production build (`npm run build` first) on a free port of 127.0.0.1
// with a temporary DATA_DIR (or the given PostgreSQL database) and stops it after. Prints
// per request kind p50/p95 and errors; --out writes
// { users, seconds, requests, errors, kinds: { name: { n, p50Ms, p95Ms, errors } } }.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { migratePostgres } from "../lib/db/open-database";

const KINDS = ["list", "upload", "draft", "capture", "save", "recall"] as const;
type Kind = (typeof KINDS)[number] | "signup";
type Sample = { kind: Kind; ms: number; ok: boolean; error?: string };

const { values } = parseArgs({
  options: { users: { type: "string", default: "20" }, seconds: { type: "string", default: "60" }, out: { type: "string" }, url: { type: "string" }, postgres: { type: "string" } },
});
const users = Number(values.users);
const seconds = Number(values.seconds);
if (!Number.isInteger(users) || users < 1 || users > 500) throw new Error("--users must be a whole number from 1 to 500");
if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 3600) throw new Error("--seconds must be between 0 and 3600");

function actionIds(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(".next", "server", "server-reference-manifest.json"), "utf8")) as { node: Record<string, { exportedName?: string }> };
  return Object.fromEntries(Object.entries(manifest.node).map(([id, v]) => [v.exportedName ?? id, id]));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "tobu-load-"));
  if (values.postgres) await migratePostgres(values.postgres);
  const child = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(port)], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: values.postgres ?? "", RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? "1000", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}); run npm run build first`);
    if (await fetch(`${url}/sign-in`).then((r) => r.ok, () => false)) break;
    if (i > 240) throw new Error("the server did not start in 2 minutes");
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: async () => {
      if (child.pid && child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        process.kill(-child.pid, "SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

class Client {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async request(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("origin", this.base);
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await fetch(`${this.base}${pathname}`, { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  }

  /** A server action, called as the browser does; its answer is { ok, ... } inside the RSC stream. */
  async action(page: string, id: string, input: unknown): Promise<{ status: number; text: string }> {
    const response = await this.request(page, { method: "POST", headers: { "next-action": id, "content-type": "text/plain;charset=UTF-8", accept: "text/x-component" }, body: JSON.stringify([input]) });
    return { status: response.status, text: await response.text() };
  }
}

async function timed(samples: Sample[], kind: Kind, call: () => Promise<string | null>): Promise<boolean> {
  const started = performance.now();
  let error: string | null;
  try {
    error = await call();
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }
  samples.push({ kind, ms: performance.now() - started, ok: error === null, ...(error ? { error } : {}) });
  return error === null;
}

const actionOk = (r: { status: number; text: string }) => (r.status === 200 && r.text.includes('"ok":true') ? null : `HTTP ${r.status}: ${r.text.slice(0, 160)}`);

/** Signs a new person up (and in); null when that failed. */
async function signUp(base: string, index: number, ids: Record<string, string>, samples: Sample[]): Promise<Client | null> {
  const client = new Client(base);
  const email = `load-${Date.now()}-${index}@example.com`;
  const password = "load test password";
  const signedUp = await timed(samples, "signup", async () => {
    const r = await client.action("/sign-up", ids.signUpAction!, { email, password });
    if (actionOk(r)) return actionOk(r);
    const csrf = (await (await client.request("/api/auth/csrf")).json()) as { csrfToken: string };
    const signIn = await client.request("/api/auth/callback/credentials", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ csrfToken: csrf.csrfToken, email, password, json: "true" }) });
    return signIn.status < 400 ? null : `sign-in HTTP ${signIn.status}`;
  });
  return signedUp ? client : null;
}

async function person(client: Client, index: number, ids: Record<string, string>, deadline: number, samples: Sample[]) {
  let conversationId: string | null = null;
  for (let round = 0; Date.now() < deadline; round++) {
    await timed(samples, "list", async () => {
      const r = await client.request("/api/memories?limit=30");
      await r.arrayBuffer();
      return r.ok ? null : `HTTP ${r.status}`;
    });
    let memoryId = "";
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: (index * 37) % 256, g: (round * 53) % 256, b: 120 } } }).jpeg().toBuffer();
    const uploaded = await timed(samples, "upload", async () => {
      const r = await client.request("/api/capture/photos", { method: "POST", headers: { "content-type": "image/jpeg", "x-file-name": `load-${round}.jpg` }, body: photo });
      const body = (await r.json()) as { memoryId?: string; error?: string };
      memoryId = body.memoryId ?? "";
      return r.status === 201 && memoryId ? null : `HTTP ${r.status}: ${body.error ?? ""}`;
    });
    if (uploaded) {
      const page = `/memories/new/${memoryId}`;
      await timed(samples, "draft", async () => actionOk(await client.action(page, ids.requestFirstDraftAction!, { memoryId })));
      await timed(samples, "capture", async () => actionOk(await client.action(page, ids.sendCaptureMessageAction!, { memoryId, text: `We were at the lake with Ana and Marco, round ${round}. It was sunny and we went swimming.` })));
      await timed(samples, "save", async () => actionOk(await client.action(page, ids.saveMemoryAction!, { memoryId })));
    }
    await timed(samples, "recall", async () => {
      if (!conversationId) {
        const created = await client.request("/api/chat/conversations", { method: "POST" });
        conversationId = ((await created.json()) as { conversation?: { id: string } }).conversation?.id ?? null;
        if (!conversationId) return `new chat HTTP ${created.status}`;
      }
      const r = await client.request(`/api/chat/conversations/${conversationId}/messages`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: "What did I do at the lake with Ana?" }) });
      const text = await r.text();
      return r.ok && text.includes('"type":"done"') ? null : `HTTP ${r.status}: ${text.slice(-160)}`;
    });
  }
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);

async function main() {
  const server = values.url ? { url: values.url.replace(/\/$/, ""), stop: async () => undefined } : await startServer();
  try {
    const ids = actionIds();
    for (const name of ["signUpAction", "requestFirstDraftAction", "sendCaptureMessageAction", "saveMemoryAction"]) if (!ids[name]) throw new Error(`the build has no ${name}: run npm run build`);
    const samples: Sample[] = [];
    // Sign-ups first (the first request also opens and migrates a fresh database): the clock starts after them.
    const clients = await Promise.all(Array.from({ length: users }, (_, i) => signUp(server.url, i, ids, samples)));
    const deadline = Date.now() + seconds * 1000;
    await Promise.all(clients.map((client, i) => (client ? person(client, i, ids, deadline, samples) : undefined)));
    const kinds = Object.fromEntries(
      (["signup", ...KINDS] as Kind[]).map((kind) => {
        const of = samples.filter((s) => s.kind === kind);
        const ms = of.map((s) => s.ms).sort((a, b) => a - b);
        return [kind, { n: of.length, p50Ms: Math.round(percentile(ms, 50)), p95Ms: Math.round(percentile(ms, 95)), errors: of.filter((s) => !s.ok).length }];
      }),
    );
    const report = { users, seconds, requests: samples.length, errors: samples.filter((s) => !s.ok).length, kinds };
    const timedRequests = samples.filter((x) => x.kind !== "signup").length;
    console.log(`${users} users, ${seconds} s, ${report.requests} requests (${(timedRequests / seconds).toFixed(1)}/s after sign-up), ${report.errors} errors`);
    for (const [kind, k] of Object.entries(kinds)) console.log(`${kind.padEnd(8)} n=${String(k.n).padStart(5)}  p50 ${String(k.p50Ms).padStart(6)} ms  p95 ${String(k.p95Ms).padStart(6)} ms  errors ${k.errors}`);
    for (const s of samples.filter((x) => !x.ok).slice(0, 5)) console.log(`  ${s.kind}: ${s.error}`);
    if (values.out) writeFileSync(values.out, `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(`bench:load failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
