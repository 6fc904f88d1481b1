import { describe, expect, it } from "vitest";
import { getCaptureWorkspace } from "@/lib/capture/get-capture-workspace";
import { testDatabaseKind, useTestDatabase } from "@/lib/testing/test-database";
import { createTestUser, seedMemory } from "@/lib/testing/test-memories";
import { answerFaceSuggestion } from "./answer-face-suggestion";
import { FACE_SUGGESTION_THRESHOLD } from "./face-similarity";
import { nameFace } from "./name-face";

const db = useTestDatabase();

/** A unit vector whose cosine with `jim` is `similarity`. */
const jim = [1, 0, 0, 0];
const like = (similarity: number) => [similarity, Math.sqrt(1 - similarity * similarity), 0, 0];
const face = (embedding: number[]) => ({ box: { x: 0.2, y: 0.1, w: 0.3, h: 0.4 }, score: 0.9, age: 30, emotion: null, embedding });

/** A memory with one analysed photo showing these faces. */
async function memoryWithFaces(userId: string, title: string, embeddings: number[][]) {
  const prisma = db.prisma();
  const memory = await seedMemory(prisma, userId, { title });
  const media = await prisma.mediaAsset.create({
    data: { userId, memoryId: memory.id, sha256: Math.random().toString(36), mimeType: "image/jpeg", byteSize: 1, width: 400, height: 200, originalPath: "x", thumbnailPath: "y" },
  });
  await prisma.photoAnalysis.create({ data: { userId, mediaId: media.id, status: "DONE", result: { width: 400, height: 200, faces: embeddings.map(face), objects: [], textLines: [], ms: {} } } });
  return { memoryId: memory.id, photoId: media.id };
}

const suggested = async (userId: string, memoryId: string) => (await getCaptureWorkspace(userId, memoryId))!.faces.map((f) => f.suggestedName);

describe(`"Is this Jim?" (${testDatabaseKind})`, () => {
  it("offers the user's own named person for a close face, only from the threshold", async () => {
    const user = await createTestUser(db.prisma(), "suggest");
    const first = await memoryWithFaces(user.id, "Picnic", [jim]);
    await nameFace(user.id, first.memoryId, { photoId: first.photoId, faceIndex: 0, name: "Jim" });
    const later = await memoryWithFaces(user.id, "Beach", [like(FACE_SUGGESTION_THRESHOLD + 0.02), like(FACE_SUGGESTION_THRESHOLD - 0.02)]);

    expect(await suggested(user.id, later.memoryId)).toEqual(["Jim", null]);
    // Only a question: nothing is named until the user answers.
    expect(await db.prisma().faceName.count({ where: { userId: user.id, mediaId: later.photoId } })).toBe(0);
    // The named face itself is not asked about.
    expect(await suggested(user.id, first.memoryId)).toEqual([null]);
  });

  it("never offers another user's named faces", async () => {
    const prisma = db.prisma();
    const other = await createTestUser(prisma, "other");
    const theirs = await memoryWithFaces(other.id, "Theirs", [jim]);
    await nameFace(other.id, theirs.memoryId, { photoId: theirs.photoId, faceIndex: 0, name: "Jim" });
    const user = await createTestUser(prisma, "mine");
    const mine = await memoryWithFaces(user.id, "Mine", [jim]);
    expect(await suggested(user.id, mine.memoryId)).toEqual([null]);
    expect(await suggested(other.id, mine.memoryId).catch(() => "not found")).toBe("not found");
  });

  it("yes names the face as typing the name would; no keeps that name from being offered for the face again", async () => {
    const prisma = db.prisma();
    const user = await createTestUser(prisma, "answers");
    const first = await memoryWithFaces(user.id, "Picnic", [jim]);
    await nameFace(user.id, first.memoryId, { photoId: first.photoId, faceIndex: 0, name: "Jim" });
    const later = await memoryWithFaces(user.id, "Beach", [jim, like(0.99)]);
    expect(await suggested(user.id, later.memoryId)).toEqual(["Jim", "Jim"]);

    await answerFaceSuggestion(user.id, later.memoryId, { photoId: later.photoId, faceIndex: 0, name: "Jim", answer: "yes" });
    const names = await prisma.faceName.findMany({ where: { userId: user.id, mediaId: later.photoId }, select: { faceIndex: true, name: true } });
    expect(names).toEqual([{ faceIndex: 0, name: "Jim" }]);
    const people = await prisma.memoryDetail.findMany({ where: { userId: user.id, memoryId: later.memoryId, kind: "PERSON" }, select: { value: true, source: true } });
    expect(people).toEqual([{ value: "Jim", source: "USER" }]);
    // A name already given to another face of the same photo is not offered for a second one.
    expect(await suggested(user.id, later.memoryId)).toEqual([null, null]);

    const third = await memoryWithFaces(user.id, "Park", [like(0.99)]);
    await answerFaceSuggestion(user.id, third.memoryId, { photoId: third.photoId, faceIndex: 0, name: "Jim", answer: "no" });
    expect(await suggested(user.id, third.memoryId)).toEqual([null]);
    expect(await prisma.faceName.count({ where: { userId: user.id, mediaId: third.photoId } })).toBe(0);
    expect(await prisma.memoryDetail.count({ where: { userId: user.id, memoryId: third.memoryId, kind: "PERSON" } })).toBe(0);
    // Answering no twice is harmless; another user cannot answer for this face.
    await answerFaceSuggestion(user.id, third.memoryId, { photoId: third.photoId, faceIndex: 0, name: "Jim", answer: "no" });
    const stranger = await createTestUser(prisma, "stranger");
    await expect(answerFaceSuggestion(stranger.id, third.memoryId, { photoId: third.photoId, faceIndex: 0, name: "Jim", answer: "no" })).rejects.toMatchObject({ code: "not_found" });
  });
});
