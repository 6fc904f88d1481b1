import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import tiny from "./fixtures/tiny-recall.json";
import { BenchFileError, loadBenchFile, parseBenchFile } from "./load-bench-file";

const clone = (): any => structuredClone(tiny);
const problemsOf = (json: unknown): string[] => {
  try {
    parseBenchFile(json, "test.json");
  } catch (error) {
    expect(error).toBeInstanceOf(BenchFileError);
    return (error as BenchFileError).problems;
  }
  throw new Error("expected the file to be rejected");
};

describe("parseBenchFile", () => {
  it("accepts a well-formed file, including null takenAt and place", () => {
    const file = parseBenchFile(clone());
    expect(file.users).toHaveLength(2);
    expect(file.users[0].memories[2]).toMatchObject({ takenAt: null, place: null });
  });

  it("names the path of a bad field", () => {
    const bad = clone();
    bad.users[1].memories[0].takenAt = "2023-02-30";
    bad.users[0].requests[1].level = 7;
    const problems = problemsOf(bad);
    expect(problems).toContainEqual(expect.stringMatching(/^users\[1\]\.memories\[0\]\.takenAt: .*calendar date/));
    expect(problems).toContainEqual(expect.stringMatching(/^users\[0\]\.requests\[1\]\.level: must be 0, 1, 2, 3 or 4/));
  });

  it("rejects duplicate memory and request ids across users", () => {
    const bad = clone();
    bad.users[1].memories[0].id = "ana-m1";
    bad.users[1].requests[0].relevant = ["ana-m1", "ben-m2"];
    bad.users[1].requests[2].id = "ana-q1";
    const problems = problemsOf(bad);
    expect(problems).toContainEqual(expect.stringMatching(/users\[1\]\.memories\[0\]\.id: duplicate memory id "ana-m1" \(first used at users\.0\.memories\.0\.id\)/));
    expect(problems).toContainEqual(expect.stringMatching(/users\[1\]\.requests\[2\]\.id: duplicate request id "ana-q1"/));
  });

  it("rejects a relevant id that belongs to another user", () => {
    const bad = clone();
    bad.users[0].requests[0].relevant = ["ben-m1"];
    expect(problemsOf(bad)).toEqual([`users[0].requests[0].relevant[0]: memory "ben-m1" is not one of user "ana"'s memories`]);
  });

  it("requires level 0 to list nothing and levels 1-4 to list something", () => {
    const bad = clone();
    bad.users[0].requests[2].relevant = ["ana-m1"];
    bad.users[0].requests[0].relevant = [];
    const problems = problemsOf(bad);
    expect(problems).toContainEqual(expect.stringMatching(/^users\[0\]\.requests\[2\]\.relevant: must be empty for a level 0/));
    expect(problems).toContainEqual(expect.stringMatching(/^users\[0\]\.requests\[0\]\.relevant: must name at least one memory/));
  });

  it("reports missing fields and wrong types", () => {
    const bad = clone();
    delete bad.users[0].memories[1].summary;
    bad.asOf = 20250601;
    const problems = problemsOf(bad);
    expect(problems).toContainEqual(expect.stringMatching(/^users\[0\]\.memories\[1\]\.summary: /));
    expect(problems).toContainEqual(expect.stringMatching(/^asOf: /));
  });
});

describe("loadBenchFile", () => {
  it("loads a file from disk and explains unreadable or non-JSON files", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "bench-"));
    const good = path.join(dir, "good.json");
    await writeFile(good, JSON.stringify(tiny));
    expect((await loadBenchFile(good)).name).toBe("tiny-recall");
    const broken = path.join(dir, "broken.json");
    await writeFile(broken, "{ nope");
    await expect(loadBenchFile(broken)).rejects.toThrow(/broken\.json[\s\S]*not valid JSON/);
    await expect(loadBenchFile(path.join(dir, "missing.json"))).rejects.toThrow(/no such file/);
  });
});
