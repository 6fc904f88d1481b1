import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every write names the owner: an update or delete by id alone would act on another person's
// row if an owner check before it were ever dropped or raced. This reads the domain code and
// fails on any Prisma update/delete whose `where` lacks `userId` (the user row itself aside).
const lib = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const write = /\b(?:db|tx|prisma)\.(\w+)\.(update|updateMany|delete|deleteMany|upsert)\(\{\s*where:\s*(\{[^}]*\})/g;

describe("writes scoped by user", () => {
  it("every update and delete in lib/ filters by userId", () => {
    const unscoped: string[] = [];
    let writes = 0;
    for (const file of sourceFiles(lib)) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(write)) {
        const [, model, , where] = match;
        writes++;
        if (model === "user" || model === "account") continue; // the user's own row, by its id
        if (!/\buserId\b/.test(where)) unscoped.push(`${path.relative(lib, file)}: ${model} where ${where}`);
      }
    }
    expect(writes).toBeGreaterThan(10);
    expect(unscoped).toEqual([]);
  });
});
