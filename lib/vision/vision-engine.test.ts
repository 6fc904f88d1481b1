import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhotoAnalysisResult } from "./photo-analysis";
import { visionEngine } from "./vision-engine";

const fixture = (name: string) => readFile(path.join(import.meta.dirname, "fixtures", name));
const labels = (result: PhotoAnalysisResult) => result.objects.map((object) => object.label);

// One loaded engine (one child process) for every case: loading the models takes seconds.
describe("the vision engine on the fixture photos", () => {
  const results = new Map<string, PhotoAnalysisResult>();

  beforeAll(async () => {
    for (const name of ["astronaut.jpg", "chelsea.jpg", "coffee.jpg", "ticket.jpg", "rocket.jpg"]) {
      results.set(name, await visionEngine().analyse(await fixture(name)));
    }
  }, 120_000);
  afterAll(() => visionEngine().stop());

  it("finds the astronaut's face with an age, an expression and an embedding, and a person", () => {
    const { faces } = results.get("astronaut.jpg")!;
    expect(faces).toHaveLength(1);
    expect(faces[0].age).toBeGreaterThan(18);
    expect(faces[0].age).toBeLessThan(60);
    expect(faces[0].emotion?.label).toBe("happy");
    expect(faces[0].embedding).toHaveLength(1024);
    expect(faces[0].box.x).toBeGreaterThan(0.1);
    expect(faces[0].box.w).toBeLessThan(0.6);
    expect(labels(results.get("astronaut.jpg")!)).toContain("person");
  });

  it("finds the coffee cup, and no face on the cat or the cup", () => {
    expect(labels(results.get("coffee.jpg")!)).toContain("cup");
    expect(results.get("coffee.jpg")!.faces).toHaveLength(0);
    expect(results.get("chelsea.jpg")!.faces).toHaveLength(0);
    expect(labels(results.get("chelsea.jpg")!)).not.toContain("person");
  });

  it("reads the ticket's text with confidence, and invents none on a photo without text", () => {
    const text = results.get("ticket.jpg")!.textLines.map((line) => line.text.replace(/\s/g, ""));
    expect(text).toContain("EUROSTAR");
    expect(text.some((line) => /LONDON-?PARIS/.test(line))).toBe(true);
    expect(results.get("ticket.jpg")!.textLines.every((line) => line.confidence >= 0.8)).toBe(true);
    expect(results.get("rocket.jpg")!.textLines).toEqual([]);
    expect(results.get("rocket.jpg")!.faces).toEqual([]);
  });

  it("times every stage", () => {
    expect(Object.keys(results.get("ticket.jpg")!.ms).sort()).toEqual(["decode", "faces", "objects", "text"]);
  });

  it("decodes a HEIC (an iPhone photo) in its own process", async () => {
    const heic = await readFile(path.join(process.cwd(), "lib/testing/fixtures/eiffel.heic"));
    const result = await visionEngine().analyse(heic, { heic: true, text: false });
    expect([result.width, result.height]).toEqual([160, 120]);
  });

  it("refuses bytes that are not an image, and keeps working after", async () => {
    await expect(visionEngine().analyse(Buffer.from("not a photo"))).rejects.toThrow(/photo analysis failed/);
    expect((await visionEngine().analyse(await fixture("coffee.jpg"), { text: false })).textLines).toEqual([]);
  });
});
