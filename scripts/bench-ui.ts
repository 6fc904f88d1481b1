// `npm run bench:ui`: how fast /memories and /graph first render with 5,000 memories.
// Seeds a fresh user straight into a fresh DATA_DIR (Memory rows via Prisma, graph via the
// store), starts the production build (`npx next build` first) on a free port, signs in with
// Playwright in Chromium and prints timings. It prints numbers; it is not a test.
//   BENCH_UI_MEMORIES=5000 BENCH_UI_RUNS=3 [BENCH_UI_SCREENSHOTS=dir] [BENCH_UI_DATA_DIR=dir] npm run bench:ui
// The timeline (/memories) is measured too: first card, a jump to the oldest and a middle
// year, the periods and "on this day" APIs. The graph's frame times are taken with its labels
// drawn and skipped, alternating, with the time their text took. BENCH_UI_ONLY=timeline skips the graph (its
// seeding is most of the time: 10,000 memories seed in seconds without it).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { hash } from "@node-rs/argon2";
import { chromium, type Page } from "@playwright/test";
import { syntheticGraphWrites } from "../lib/testing/synthetic-graph-writes";
import { openDatabase } from "../lib/db/open-database";
import { openKuzuGraphStore } from "../lib/graph/kuzu-store";

const MEMORIES = Number(process.env.BENCH_UI_MEMORIES ?? 5000);
const RUNS = Number(process.env.BENCH_UI_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The /memories list marks each card with this test id.
const MEMORY_CARD = process.env.BENCH_UI_MEMORY_CARD ?? '[data-testid="memory-card"]';
const PASSWORD = "bench ui password";
// Seeding 5,000 memories takes minutes: BENCH_UI_DATA_DIR keeps the seeded data to rerun on.
const KEPT_DATA_DIR = process.env.BENCH_UI_DATA_DIR?.trim();
const SEEDED_MARKER = "bench-ui-user.json";
const TIMELINE_ONLY = process.env.BENCH_UI_ONLY === "timeline";

/** Seeds a fresh user into dataDir (or reuses one seeded before with the same count); returns its email. */
async function seed(dataDir: string): Promise<string> {
  const marker = path.join(dataDir, SEEDED_MARKER);
  if (fs.existsSync(marker)) {
    const seeded = JSON.parse(fs.readFileSync(marker, "utf8")) as { email: string; memories: number; graph?: boolean };
    if (seeded.memories === MEMORIES && (TIMELINE_ONLY || seeded.graph !== false)) {
      console.log(`reusing ${seeded.memories} memories seeded in ${dataDir}`);
      return seeded.email;
    }
    throw new Error(`${dataDir} holds ${seeded.memories} memories${seeded.graph === false ? " and no graph" : ""}, not what this run needs: use another BENCH_UI_DATA_DIR`);
  }
  const email = `bench-ui-${Date.now()}@example.com`;
  const db = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  const store = await openKuzuGraphStore(path.join(dataDir, "graph"));
  try {
    const user = await db.prisma.user.create({ data: { email, passwordHash: await hash(PASSWORD) } });
    const memories = syntheticGraphWrites({ userId: user.id, count: MEMORIES, idPrefix: `bench-${user.id}` });
    let started = performance.now();
    for (let i = 0; i < memories.length; i += 500) {
      await db.prisma.memory.createMany({
        data: memories.slice(i, i + 500).map((m) => ({
          id: m.id,
          userId: user.id,
          status: "CAPTURED" as const,
          title: m.title,
          summary: m.summary,
          occurredAt: m.occurredAt,
          place: m.place,
          capturedAt: m.occurredAt,
        })),
      });
    }
    console.log(`seeded ${MEMORIES} Memory rows in ${seconds(started)}`);
    started = performance.now();
    for (const [i, m] of (TIMELINE_ONLY ? [] : memories).entries()) {
      await store.writeMemoryGraph(user.id, m.graph);
      if ((i + 1) % 1000 === 0) console.log(`  graph: ${i + 1}/${MEMORIES} memories written (${seconds(started)})`);
    }
    if (!TIMELINE_ONLY) console.log(`wrote ${MEMORIES} memory graphs in ${seconds(started)}`);
    fs.writeFileSync(marker, JSON.stringify({ email, memories: MEMORIES, graph: !TIMELINE_ONLY }));
    return email;
  } finally {
    await store.close();
    await db.close();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NEXTAUTH_URL: `http://127.0.0.1:${port}`, NEXT_TELEMETRY_DISABLED: "1" };
  delete env.DATABASE_URL; // the seeded data lives in DATA_DIR
  // The seeded graph is synthetic (not built by graph construction): without this, the
  // worker's reconcile-on-start would rebuild all 5,000 memories while we measure.
  env.GRAPH_WORKER = "off";
  delete env.NEO4J_URI;
  const server = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(port)], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited early:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/sign-in`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`next start did not answer within 120 s:\n${output}`);
}

/** SIGTERM to the server's process group, SIGKILL if it is still there after 5 s (a busy server ignores TERM). */
async function stopServer(groupId: number) {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-groupId, name);
      return true;
    } catch {
      return false; // gone
    }
  };
  if (!signal("SIGTERM")) return;
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 250));
    if (!signal(0 as unknown as NodeJS.Signals)) return;
  }
  signal("SIGKILL");
}

type Span = { start: number; duration: number } | null;
type Breakdown = { apiStart: number | null; apiEnd: number | null; serverLoad: number | null; layout: Span; build: Span; render: Span };

/** Where a /graph load spent its time, from the page's performance entries (ms since navigation). */
async function graphBreakdown(page: Page): Promise<Breakdown> {
  // A string, not a function: tsx's name-keeping helpers don't exist in the page.
  return (await page.evaluate(`(() => {
    const api = performance.getEntriesByType("resource").filter((e) => e.name.includes("/api/graph")).at(-1);
    const span = (name) => {
      const m = performance.getEntriesByName(name).at(-1);
      return m ? { start: Math.round(m.startTime), duration: Math.round(m.duration) } : null;
    };
    const load = api && api.serverTiming ? api.serverTiming.find((t) => t.name === "load") : undefined;
    return {
      apiStart: api ? Math.round(api.startTime) : null,
      apiEnd: api ? Math.round(api.responseEnd) : null,
      serverLoad: load ? Math.round(load.duration) : null,
      layout: span("graph-layout"),
      build: span("graph-build"),
      render: span("graph-render"),
    };
  })()`)) as Breakdown;
}

async function timeUntil(page: Page, url: string, selector: string, timeout = 60_000): Promise<number | null> {
  const started = performance.now();
  await page.goto(url, { waitUntil: "commit" });
  try {
    await page.locator(selector).first().waitFor({ state: "attached", timeout });
  } catch {
    return null;
  }
  return performance.now() - started;
}

type TimelineTimes = { firstCard: number | null; jumps: { year: string; ms: number | null; inPage: number | null }[] };

/**
 * In the page: from the click event on the year's chip to the first frame after the year's
 * first card is in the list (a MutationObserver, then requestAnimationFrame). What a person
 * waits for, without Playwright's own actionability checks and polling around the click.
 */
async function watchJumpInPage(page: Page, year: string, card: string) {
  // A string, not a function: tsx names inner functions with a helper the page does not have.
  await page.evaluate(`(() => {
    const year = ${JSON.stringify(year)}, card = ${JSON.stringify(card)};
    const jump = (window.__jump = { clicked: 0, shown: 0 });
    const chip = '[data-testid="timeline-year"][data-year="' + year + '"]';
    document.addEventListener("click", (e) => { if (e.target && e.target.closest && e.target.closest(chip)) jump.clicked = performance.now(); }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (!jump.clicked) return;
      const first = document.querySelector('[data-testid="memory-month"]');
      if (!document.querySelector('[data-testid="memory-month"][data-month^="' + year + '-"] ' + card) || !first || !(first.getAttribute("data-month") || "").startsWith(year)) return;
      observer.disconnect();
      requestAnimationFrame(() => { jump.shown = performance.now(); });
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  })()`);
}

async function readJumpInPage(page: Page): Promise<number | null> {
  const jump = await page.evaluate(() => (window as unknown as { __jump?: { clicked: number; shown: number } }).__jump);
  return jump && jump.clicked && jump.shown ? jump.shown - jump.clicked : null;
}

/** /memories: time to the first card, then from a click on a year to that year's first card on screen. */
async function timeTimeline(page: Page, base: string, years: string[]): Promise<TimelineTimes> {
  const firstCard = await timeUntil(page, `${base}/memories`, MEMORY_CARD, 30_000);
  await page.getByTestId("timeline-year").first().waitFor();
  const jumps: TimelineTimes["jumps"] = [];
  for (const year of years) {
    await watchJumpInPage(page, year, MEMORY_CARD);
    const started = performance.now();
    await page.locator(`[data-testid="timeline-year"][data-year="${year}"]`).click();
    try {
      await page.locator(`[data-testid="memory-month"][data-month^="${year}-"] ${MEMORY_CARD}`).first().waitFor({ state: "visible", timeout: 30_000 });
      await page.waitForFunction((y) => document.querySelector('[data-testid="memory-month"]')?.getAttribute("data-month")?.startsWith(y), year, { timeout: 30_000 });
      const ms = performance.now() - started;
      await page.waitForFunction(() => !!(window as unknown as { __jump?: { shown: number } }).__jump?.shown, undefined, { timeout: 5_000 }).catch(() => undefined);
      jumps.push({ year, ms, inPage: await readJumpInPage(page) });
    } catch {
      jumps.push({ year, ms: null, inPage: null });
    }
  }
  return { firstCard, jumps };
}

async function timeApi(page: Page, url: string, runs = 5) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await page.request.get(url);
    if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
    await response.body();
    times.push(performance.now() - started);
  }
  return percentile(times, 50);
}

/** Frame times while panning and zooming the graph: fluid means most frames near 16 ms. */
async function frameTimesWhileMoving(page: Page) {
  const box = (await page.getByTestId("graph-canvas").boundingBox())!;
  // A string, not a function: tsx's name-keeping helpers don't exist in the page.
  await page.evaluate(`(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__frames.length < 400) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  for (let i = 0; i < 10; i++) {
    await page.mouse.wheel(0, i < 5 ? -200 : 200);
    await page.waitForTimeout(60);
  }
  await page.mouse.down();
  for (let i = 0; i < 30; i++) await page.mouse.move(cx + Math.sin(i / 3) * 150, cy + Math.cos(i / 3) * 100, { steps: 2 });
  await page.mouse.up();
  const frames = await page.evaluate(() => (window as unknown as { __frames: number[] }).__frames.slice(1));
  return { median: percentile(frames, 50), p95: percentile(frames, 95), max: Math.max(...frames), count: frames.length };
}

// Times the graph's label text (sigma draws labels with fillText/strokeText on a 2D canvas; the
// graph page draws no other text on canvas) and can skip it: labels on and off, A/B in one page.
const LABEL_PROBE = `(() => {
  const proto = CanvasRenderingContext2D.prototype;
  window.__labelMs = 0;
  window.__labelCalls = 0;
  for (const name of ["fillText", "strokeText"]) {
    const draw = proto[name];
    proto[name] = function (...args) {
      if (window.__benchLabelsOff) return;
      const started = performance.now();
      draw.apply(this, args);
      window.__labelMs += performance.now() - started;
      window.__labelCalls++;
    };
  }
})()`;

type FrameTimes = Awaited<ReturnType<typeof frameTimesWhileMoving>>;

/** Frame times while moving with the labels drawn or not, and what drawing their text cost. */
async function framesWithLabels(page: Page, on: boolean): Promise<FrameTimes & { labelMs: number; labelCalls: number }> {
  await page.evaluate(`window.__benchLabelsOff = ${!on}; window.__labelMs = 0; window.__labelCalls = 0;`);
  const frames = await frameTimesWhileMoving(page);
  const { labelMs, labelCalls } = (await page.evaluate(`({ labelMs: window.__labelMs, labelCalls: window.__labelCalls })`)) as { labelMs: number; labelCalls: number };
  await page.evaluate(`window.__benchLabelsOff = false`);
  return { ...frames, labelMs, labelCalls };
}

/** What the graph looks like zoomed in about 3x at its centre (memory titles show from about 2.3x). */
async function screenshotZoomedIn(page: Page, file: string) {
  const box = (await page.getByTestId("graph-canvas").boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 4; i++) {
    await page.mouse.wheel(0, -200);
    await page.waitForTimeout(300);
  }
  await page.waitForTimeout(800);
  await page.screenshot({ path: file });
  await page.getByTestId("graph-canvas").locator(".react-sigma-controls button").nth(2).click(); // back to the whole graph
  await page.waitForTimeout(800);
}

function describeBreakdown(b: Breakdown): string {
  const span = (s: Span) => (s ? `${s.start}+${s.duration}` : "n/a");
  return `API ${b.apiStart ?? "n/a"}→${b.apiEnd ?? "n/a"} (server load ${b.serverLoad ?? "n/a"}), graph build ${span(b.build)}, layout ${span(b.layout)}, first draw ${span(b.render)}`;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
};
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const ms = (value: number | null) => (value === null ? "n/a" : `${Math.round(value)} ms`);
const median = (values: Array<number | null>) => {
  const present = values.filter((v): v is number => v !== null);
  return present.length === values.length ? percentile(present, 50) : null;
};

async function main() {
  if (!fs.existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) throw new Error("No production build: run `npx next build` first.");
  const dataDir = KEPT_DATA_DIR ? path.resolve(KEPT_DATA_DIR) : fs.mkdtempSync(path.join(os.tmpdir(), "tobu-bench-ui-"));
  fs.mkdirSync(dataDir, { recursive: true });
  let server: ChildProcess | undefined;
  try {
    console.log(`bench:ui: ${MEMORIES} memories, ${RUNS} runs, DATA_DIR ${dataDir}`);
    const email = await seed(dataDir);
    const port = await freePort();
    server = await startServer(dataDir, port);
    const base = `http://127.0.0.1:${port}`;
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(LABEL_PROBE);
    await page.goto(`${base}/sign-in`);
    const form = page.getByTestId("sign-in-form");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill(PASSWORD);
    await form.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/memories/);

    // The timeline: first render and jumps to the oldest and a middle year.
    const periods = (await (await page.request.get(`${base}/api/memories/periods`)).json()) as { periods: { month: string }[] };
    const years = [...new Set(periods.periods.map((p) => p.month.slice(0, 4)))];
    const jumpYears = [years.at(-1)!, years[Math.floor(years.length / 2)]];
    const timeline: TimelineTimes[] = [];
    for (let run = 0; run < RUNS; run++) timeline.push(await timeTimeline(page, base, jumpYears));
    if (process.env.BENCH_UI_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.BENCH_UI_SCREENSHOTS, "timeline.png") });
    const periodsApi = await timeApi(page, `${base}/api/memories/periods`);
    const onThisDayApi = await timeApi(page, `${base}/api/memories/on-this-day?day=${new Date().toISOString().slice(0, 10)}`);
    console.log("");
    console.log(`load average (1, 5, 15 min): ${os.loadavg().map((l) => l.toFixed(2)).join(", ")} on ${os.cpus().length} cores`);
    console.log(`timeline (${MEMORIES} memories, ${years.length} years, ${periods.periods.length} months):`);
    console.log(`  /memories first card: median ${ms(median(timeline.map((t) => t.firstCard)))}  runs ${timeline.map((t) => ms(t.firstCard)).join(", ")}`);
    for (const year of jumpYears) {
      const runs = timeline.map((t) => t.jumps.find((j) => j.year === year)!.ms);
      console.log(`  jump to ${year} (click to its first card on screen): median ${ms(median(runs))}  runs ${runs.map(ms).join(", ")}`);
      const inPage = timeline.map((t) => t.jumps.find((j) => j.year === year)!.inPage);
      console.log(`    in the page (click event to the frame after its first card arrived): median ${ms(median(inPage))}  runs ${inPage.map(ms).join(", ")}`);
    }
    console.log(`  GET /api/memories/periods ${ms(periodsApi)}, GET /api/memories/on-this-day ${ms(onThisDayApi)} (median of 5, from the browser)`);
    if (TIMELINE_ONLY) {
      await browser.close();
      return;
    }

    const apiStarted = performance.now();
    const api = await page.request.get(`${base}/api/graph?kinds=memory,relationship`);
    const apiBody = await api.body();
    const apiTime = performance.now() - apiStarted;
    const apiServerTiming = api.headers()["server-timing"] ?? "";
    const detailsStarted = performance.now();
    const apiDetails = await page.request.get(`${base}/api/graph?kinds=memory,relationship,semantic`);
    const apiDetailsBody = await apiDetails.body();
    const apiDetailsTime = performance.now() - detailsStarted;
    if (!api.ok() || !apiDetails.ok()) throw new Error(`/api/graph answered ${api.status()} / ${apiDetails.status()}`);

    const memoriesTimes: Array<number | null> = [];
    const graphTimes: Array<number | null> = [];
    const breakdowns: Breakdown[] = [];
    for (let run = 0; run < RUNS; run++) {
      memoriesTimes.push(await timeUntil(page, `${base}/memories`, MEMORY_CARD, 30_000));
      graphTimes.push(await timeUntil(page, `${base}/graph`, '[data-testid="graph-ready"]'));
      breakdowns.push(await graphBreakdown(page));
    }
    const ready = page.getByTestId("graph-ready");
    if (graphTimes.some((t) => t === null)) {
      if (process.env.BENCH_UI_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.BENCH_UI_SCREENSHOTS, "graph-timeout.png") });
      throw new Error("/graph never became ready (no [data-testid=graph-ready] within 60 s)");
    }
    const nodes = await ready.getAttribute("data-node-count");
    const layoutTimes = async () => (await page.evaluate(`performance.getEntriesByName("graph-layout").map((e) => {
      const d = e.detail || {};
      const part = (v) => (typeof v === "number" ? Math.round(v) : "?");
      return Math.round(e.duration) + " ms (seeding " + part(d.seedMs) + " ms, " + part(d.iterations) + " ForceAtlas2 passes " + part(d.refineMs) + " ms)";
    })`)) as string[];
    const layoutOnce = await layoutTimes();
    const edges = await ready.getAttribute("data-edge-count");
    const shots = process.env.BENCH_UI_SCREENSHOTS; // a folder: saves what the runs looked like
    if (shots) await page.screenshot({ path: path.join(shots, "graph.png") });
    const frames = await frameTimesWhileMoving(page);
    if (shots) await screenshotZoomedIn(page, path.join(shots, "graph-zoomed.png"));
    await page.waitForTimeout(500);
    const framesAgain = await frameTimesWhileMoving(page);
    // Labels on and off, alternating, at the same moment (the machine's load drifts).
    const labelRuns: Array<{ on: boolean; frames: Awaited<ReturnType<typeof framesWithLabels>> }> = [];
    for (const on of [true, false, true, false]) {
      await page.waitForTimeout(300);
      labelRuns.push({ on, frames: await framesWithLabels(page, on) });
    }

    // With details (semantic nodes) switched on: the biggest graph the view draws.
    const started = performance.now();
    await page.getByTestId("graph-filter-semantic").check();
    await page.waitForFunction((before) => document.querySelector('[data-testid="graph-ready"]')?.getAttribute("data-node-count") !== before, nodes, { timeout: 120_000 });
    const detailsTime = performance.now() - started;
    const detailNodes = await ready.getAttribute("data-node-count");
    const detailLayout = await layoutTimes();
    if (shots) await page.screenshot({ path: path.join(shots, "graph-details.png") });
    const detailFrames = await frameTimesWhileMoving(page);
    const detailBreakdown = await graphBreakdown(page);
    await browser.close();

    console.log("");
    console.log(`load average (1, 5, 15 min): ${os.loadavg().map((l) => l.toFixed(2)).join(", ")} on ${os.cpus().length} cores`);
    console.log(`/memories first card:   median ${ms(median(memoriesTimes))}  runs ${memoriesTimes.map(ms).join(", ")}`);
    if (memoriesTimes.some((t) => t === null)) console.log(`  (no ${MEMORY_CARD} appeared within 30 s: is the /memories list built?)`);
    console.log(`GET /api/graph: ${ms(apiTime)} (${(apiBody.length / 1024).toFixed(0)} KiB; server ${apiServerTiming || "n/a"}); with details ${ms(apiDetailsTime)} (${(apiDetailsBody.length / 1024).toFixed(0)} KiB)`);
    console.log(`/graph ready (${nodes} nodes, ${edges} edges): median ${ms(median(graphTimes))}  runs ${graphTimes.map(ms).join(", ")}`);
    console.log(`  where the time went, per run (ms after navigation):`);
    for (const b of breakdowns) console.log(`    ${describeBreakdown(b)}`);
    console.log(`  layouts (in a worker, from data to positions): ${layoutOnce.join(", ")}`);
    console.log(`  frame time while zooming/panning: median ${frames.median.toFixed(1)} ms, p95 ${frames.p95.toFixed(1)} ms, max ${frames.max.toFixed(1)} ms (${frames.count} frames); again: median ${framesAgain.median.toFixed(1)} ms, p95 ${framesAgain.p95.toFixed(1)} ms, max ${framesAgain.max.toFixed(1)} ms`);
    for (const on of [true, false]) {
      const runs = labelRuns.filter((r) => r.on === on).map((r) => r.frames);
      const text = on ? `; label text ${runs.map((r) => `${r.labelMs.toFixed(0)} ms in ${r.labelCalls} draws (${(r.labelMs / r.count).toFixed(2)} ms a frame)`).join(", ")}` : "";
      console.log(`  labels ${on ? "on " : "off"}: p95 ${runs.map((r) => `${r.p95.toFixed(1)} ms`).join(", ")}, median ${runs.map((r) => `${r.median.toFixed(1)} ms`).join(", ")}${text}`);
    }
    console.log(`/graph with details (${detailNodes} nodes): ready ${ms(detailsTime)} after switching them on`);
    console.log(`    ${describeBreakdown(detailBreakdown)}`);
    console.log(`  layouts: ${detailLayout.slice(layoutOnce.length).join(", ")}`);
    console.log(`  frame time while zooming/panning: median ${detailFrames.median.toFixed(1)} ms, p95 ${detailFrames.p95.toFixed(1)} ms, max ${detailFrames.max.toFixed(1)} ms (${detailFrames.count} frames)`);
  } finally {
    if (server?.pid) await stopServer(server.pid);
    if (!KEPT_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:ui failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
