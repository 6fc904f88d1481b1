import { describe, expect, it } from "vitest";
import { faceSimilarity, FACE_SUGGESTION_THRESHOLD } from "./face-similarity";
import { suggestFaceName } from "./suggest-face-name";

/** A unit vector at `angle` radians in the plane of the first two axes, padded to 8 numbers. */
const at = (angle: number) => [Math.cos(angle), Math.sin(angle), 0, 0, 0, 0, 0, 0];
/** The angle whose cosine with `at(0)` is `similarity`. */
const withSimilarity = (similarity: number) => at(Math.acos(similarity));

describe("faceSimilarity", () => {
  it("is the cosine of the embeddings, 0 for embeddings that cannot be compared", () => {
    expect(faceSimilarity([1, 0], [1, 0])).toBeCloseTo(1);
    expect(faceSimilarity([1, 0], [0, 2])).toBeCloseTo(0);
    expect(faceSimilarity([1, 1], [2, 2])).toBeCloseTo(1);
    expect(faceSimilarity([1, 0], [1, 0, 0])).toBe(0);
    expect(faceSimilarity([], [])).toBe(0);
    expect(faceSimilarity([0, 0], [1, 0])).toBe(0);
  });
});

describe("suggestFaceName", () => {
  const face = at(0);

  it("offers the closest named person only from the measured threshold", () => {
    const above = [{ name: "Jim", embedding: withSimilarity(FACE_SUGGESTION_THRESHOLD + 0.01) }];
    const below = [{ name: "Jim", embedding: withSimilarity(FACE_SUGGESTION_THRESHOLD - 0.01) }];
    expect(suggestFaceName(face, above)).toEqual({ name: "Jim", similarity: expect.closeTo(FACE_SUGGESTION_THRESHOLD + 0.01, 6) });
    expect(suggestFaceName(face, below)).toBeNull();
  });

  it("takes each person's closest named face and the closest person", () => {
    const named = [
      { name: "Ana", embedding: withSimilarity(0.5) },
      { name: "Jim", embedding: withSimilarity(0.2) },
      { name: "jim", embedding: withSimilarity(0.97) },
      { name: "Ana", embedding: withSimilarity(0.93) },
    ];
    expect(suggestFaceName(face, named, { threshold: 0.9 })?.name).toBe("jim");
  });

  it("offers nothing when two people are about as close", () => {
    const named = [
      { name: "Ana", embedding: withSimilarity(0.95) },
      { name: "Jim", embedding: withSimilarity(0.96) },
    ];
    expect(suggestFaceName(face, named, { threshold: 0.9 })).toBeNull();
  });

  it("never offers an excluded name (answered no, or another face of the photo), any case", () => {
    const named = [
      { name: "Jim", embedding: withSimilarity(0.99) },
      { name: "Ana", embedding: withSimilarity(0.94) },
    ];
    expect(suggestFaceName(face, named, { threshold: 0.9, excluded: ["JIM"] })?.name).toBe("Ana");
    expect(suggestFaceName(face, named, { threshold: 0.9, excluded: ["jim", "ana"] })).toBeNull();
  });

  it("offers nothing without named faces or with embeddings of another length", () => {
    expect(suggestFaceName(face, [])).toBeNull();
    expect(suggestFaceName(face, [{ name: "Jim", embedding: [1, 0] }], { threshold: 0.5 })).toBeNull();
  });
});
