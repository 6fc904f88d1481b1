import { execFile } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { useFakeOpenAI } from "@/lib/testing/use-fake-openai";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const fixture = path.join(import.meta.dirname, "fixtures/tiny-recall.json");
const fake = useFakeOpenAI();

function cli(args: string[], env: Record<string, string | undefined>) {
  const tsx = path.join(root, "node_modules/.bin/tsx");
  return run(tsx, ["--conditions=react-server", "scripts/bench-recall.ts", ...args], { cwd: root, env: { ...process.env, ...env } });
}

const offlineEnv = { OPENAI_API_KEY: "", OPENAI_BASE_URL: "", OPENAI_EMBEDDING_MODEL: "" };

// Each case starts tsx processes that load the app's NLP models: slow on a busy machine.
describe("npm run bench:recall", { timeout: 120_000 }, () => {
  it("runs TOBUGraph through capture and the graph, and the baselines, offline, and writes JSON", async () => {
    const out = path.join(await mkdtemp(path.join(os.tmpdir(), "bench-cli-")), "results.json");
    const { stdout } = await cli(["--data", fixture, "--k", "3", "--out", out], offlineEnv);
    expect(stdout).toMatch(/== tobugraph: relationship nodes selected by f, traversed by g/);
    expect(stdout).toMatch(/engine: offline \(BM25\)/);
    expect(stdout).toMatch(/== ragv3: bm25, one chunk per summary, top 3 chunks/);
    expect(stdout).toMatch(/Most wrong \(ragv1\)/);
    const json = JSON.parse(await readFile(out, "utf8"));
    expect(json).toMatchObject({ data: "tiny-recall", engine: "offline", k: 3 });
    expect(Object.keys(json.methods)).toEqual(["tobugraph", "ragv1", "ragv2", "ragv3"]);
    // The fixture's level 0 requests ask about things no memory mentions: TOBUGraph abstains.
    expect(json.methods.tobugraph.abstention).toBe(1);
    expect(json.methods.tobugraph.overall.f1.mean).toBeGreaterThanOrEqual(0.5);
  }, 180_000);

  it("uses embeddings and says engine api when an embedding model is configured", async () => {
    fake().fallback((req) => ({ kind: "embeddings", vectors: (req.body.input as string[]).map((t) => [t.length % 7, (t.length % 5) + 1, 1]) }));
    const out = path.join(await mkdtemp(path.join(os.tmpdir(), "bench-cli-")), "results.json");
    const { stdout } = await cli(["--data", fixture, "--methods", "ragv3", "--out", out], {
      OPENAI_BASE_URL: fake().url,
      OPENAI_API_KEY: "test-key",
      OPENAI_EMBEDDING_MODEL: "fake-embedding-model",
    });
    expect(stdout).toMatch(/engine: api \(embeddings\)/);
    const json = JSON.parse(await readFile(out, "utf8"));
    expect(json.engine).toBe("api");
    expect(json.methods.ragv3.description).toMatch(/embeddings:fake-embedding-model/);
    // A vector ranker always returns the top k: with 3 memories per user, every request gets 3.
    expect(json.methods.ragv3.requests.every((r: any) => r.retrieved.length === 3)).toBe(true);
    expect(fake().requests.every((r) => r.path === "/v1/embeddings")).toBe(true);
  });

  it("explains bad arguments and unknown methods", async () => {
    const missing = await cli([], offlineEnv).catch((e) => e);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--data <file> is required[\s\S]*Usage:/);
    const unknown = await cli(["--data", fixture, "--methods", "ragv9"], offlineEnv).catch((e) => e);
    expect(unknown.stderr).toMatch(/Unknown method\(s\): ragv9/);
  });
});
