import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// SQL is written as Prisma's tagged templates ($queryRaw`...${value}`), which always send
// values as parameters. The *Unsafe variants take a string, where one concatenated value
// is an injection; this reads the code and fails on any of them (tests and scripts too).
const root = path.resolve(import.meta.dirname, "../..");
const self = path.resolve(import.meta.filename);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" || name === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|mjs)$/.test(name) && full !== self ? [full] : [];
  });
}

const unsafe = /\$(queryRawUnsafe|executeRawUnsafe)\b/g;

describe("no unsafe raw SQL", () => {
  it("lib/, app/ and scripts/ use only tagged $queryRaw/$executeRaw", () => {
    const files = ["lib", "app", "scripts"].flatMap((dir) => sourceFiles(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(unsafe)].map((m) => `${path.relative(root, file)}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });
});
