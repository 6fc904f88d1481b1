import { describe, expect, it } from "vitest";
import * as queries from "./queries";

// The header comment of queries.ts says which statements are not scoped by user: this keeps it true.
const ACROSS_USERS = ["countUncountedThemes", "memoryOwner", "userIdsWithMemories"];

describe("graph statements", () => {
  const statements = Object.entries(queries).filter((entry): entry is [string, string] => typeof entry[1] === "string" && /\b(MATCH|MERGE|CREATE)\b/.test(entry[1]));

  it("name $userId, but for the few about all users listed in the header comment", () => {
    expect(statements.length).toBeGreaterThan(20);
    const unscoped = statements.filter(([, text]) => !text.includes("$userId")).map(([name]) => name).sort();
    expect(unscoped).toEqual(ACROSS_USERS);
  });

  it("put no value into the text: everything comes in as a parameter", () => {
    for (const [name, text] of statements) expect({ name, quoted: /'[^']+'|"[^"]+"/.test(text.replaceAll("''", "")) }).toEqual({ name, quoted: false });
  });
});
