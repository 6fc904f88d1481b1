import { describe, expect, it } from "vitest";
import { canonicalGivenNames, sameGivenName } from "./nicknames";

describe("given names and their everyday forms", () => {
  it("knows Polish and Spanish diminutives, not only English short forms", () => {
    expect(sameGivenName("Krysia", "Krystyna")).toBe(true);
    expect(sameGivenName("Zosia", "Zofia")).toBe(true);
    expect(sameGivenName("Kuba", "Jakub")).toBe(true);
    expect(sameGivenName("Chayo", "Rosario")).toBe(true);
    expect(sameGivenName("Gosia", "Małgorzata")).toBe(true);
    expect(sameGivenName("Bill", "William")).toBe(true);
    expect(sameGivenName("Krysia", "Kasia")).toBe(false);
    expect(canonicalGivenNames("Sam").sort()).toEqual(["samantha", "samuel"]);
    // In English Jean is mostly a woman's name, never John's short form.
    expect(sameGivenName("Jean", "John")).toBe(false);
  });
});
