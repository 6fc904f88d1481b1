import { describe, expect, it } from "vitest";
import { testDatabaseKind, useTestDatabase } from "@/lib/testing/test-database";
import { createTestUser, seedMemory } from "@/lib/testing/test-memories";
import { nameFace } from "./name-face";

const db = useTestDatabase();

const face = { box: { x: 0.2, y: 0.1, w: 0.3, h: 0.4 }, score: 0.9, age: 30, emotion: null, embedding: [] };

/** A draft with one analysed photo showing `faces` faces, and the user's chat answers. */
async function draftWithFaces(userId: string, faces: number, answers: string[] = []) {
  const prisma = db.prisma();
  const memory = await seedMemory(prisma, userId, { title: "Picnic", status: "DRAFT" });
  const media = await prisma.mediaAsset.create({
    data: { userId, memoryId: memory.id, sha256: Math.random().toString(36), mimeType: "image/jpeg", byteSize: 1, width: 400, height: 200, originalPath: "x", thumbnailPath: "y" },
  });
  await prisma.photoAnalysis.create({ data: { userId, mediaId: media.id, status: "DONE", result: { width: 400, height: 200, faces: Array(faces).fill(face), objects: [], textLines: [], ms: {} } } });
  for (const content of answers) await prisma.captureMessage.create({ data: { userId, memoryId: memory.id, role: "USER", content } });
  return { memoryId: memory.id, photoId: media.id };
}

const people = async (userId: string, memoryId: string) =>
  (await db.prisma().memoryDetail.findMany({ where: { userId, memoryId, kind: "PERSON" }, select: { value: true }, orderBy: { position: "asc" } })).map((d) => d.value);

describe(`renaming a face (${testDatabaseKind})`, () => {
  it("replaces the person the face's first name made", async () => {
    const user = await createTestUser(db.prisma(), "rename-face");
    const { memoryId, photoId } = await draftWithFaces(user.id, 1);
    await nameFace(user.id, memoryId, { photoId, faceIndex: 0, name: "Jim" });
    expect(await people(user.id, memoryId)).toEqual(["Jim"]);

    await nameFace(user.id, memoryId, { photoId, faceIndex: 0, name: "James" });

    expect(await people(user.id, memoryId)).toEqual(["James"]);
    // As if the user removed Jim: nothing extracted brings him back.
    expect(await db.prisma().dismissedDetail.findMany({ where: { userId: user.id, memoryId }, select: { kind: true, value: true } })).toEqual([{ kind: "PERSON", value: "Jim" }]);
  });

  it("keeps the first name when the user also typed it, or another face still has it", async () => {
    const user = await createTestUser(db.prisma(), "keep-name");
    const typed = await draftWithFaces(user.id, 1, ["a picnic with jim and his brother"]);
    await nameFace(user.id, typed.memoryId, { photoId: typed.photoId, faceIndex: 0, name: "Jim" });
    await nameFace(user.id, typed.memoryId, { photoId: typed.photoId, faceIndex: 0, name: "James" });
    expect(await people(user.id, typed.memoryId)).toEqual(["Jim", "James"]);

    const twoFaces = await draftWithFaces(user.id, 2);
    await nameFace(user.id, twoFaces.memoryId, { photoId: twoFaces.photoId, faceIndex: 0, name: "Jim" });
    await nameFace(user.id, twoFaces.memoryId, { photoId: twoFaces.photoId, faceIndex: 1, name: "Jim" });
    await nameFace(user.id, twoFaces.memoryId, { photoId: twoFaces.photoId, faceIndex: 0, name: "James" });
    expect(await people(user.id, twoFaces.memoryId)).toEqual(["Jim", "James"]);
  });

  it("keeps the person's relation when the name only changes case", async () => {
    const user = await createTestUser(db.prisma(), "case");
    const { memoryId, photoId } = await draftWithFaces(user.id, 1);
    await nameFace(user.id, memoryId, { photoId, faceIndex: 0, name: "jim" });
    await nameFace(user.id, memoryId, { photoId, faceIndex: 0, name: "Jim" });
    expect(await people(user.id, memoryId)).toEqual(["jim"]);
  });
});
