import { describe, expect, it } from "vitest";
import type { BenchFile } from "./bench-file";
import { parseBenchArgs } from "./parse-bench-args";
import { selectBenchUsers } from "./select-bench-users";

const file = {
  name: "t",
  description: "",
  asOf: "2024-01-01",
  users: ["ann", "bo", "cy"].map((id) => ({ id, displayName: id, memories: [], requests: [] })),
} as unknown as BenchFile;

describe("selectBenchUsers", () => {
  it("keeps every user without --users", () => {
    expect(selectBenchUsers(file, undefined).users.map((u) => u.id)).toEqual(["ann", "bo", "cy"]);
  });
  it("keeps only the named users, in file order", () => {
    const args = parseBenchArgs(["--data", "x.json", "--users", "cy, ann"]);
    expect(selectBenchUsers(file, args.users).users.map((u) => u.id)).toEqual(["ann", "cy"]);
  });
  it("rejects an id that names no user", () => {
    expect(() => selectBenchUsers(file, ["dan"])).toThrow(/Unknown user id\(s\): dan/);
  });
});
