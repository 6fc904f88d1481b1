import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { testDatabaseKind, useTestDatabase } from "@/lib/testing/test-database";
import { createTestUser, seedMemory } from "@/lib/testing/test-memories";
import { listPeople } from "./list-people";
import { mergePeople } from "./merge-people";
import { renamedDetailValue, renamePerson } from "./rename-person";

const graph = vi.hoisted(() => ({ listRelationshipNodes: vi.fn() }));
vi.mock("@/lib/graph/get-graph-store", () => ({ getGraphStore: async () => graph }));

const db = useTestDatabase();

const face = { box: { x: 0.2, y: 0.1, w: 0.3, h: 0.4 }, score: 0.9, age: 30, emotion: null, embedding: [] };

/** A captured memory with a photo whose analysis found one face, named `faceName`. */
async function memoryWithNamedFace(userId: string, title: string, people: string[], faceName: string) {
  const prisma = db.prisma();
  const memory = await seedMemory(prisma, userId, { title, people });
  const media = await prisma.mediaAsset.create({
    data: { userId, memoryId: memory.id, sha256: Math.random().toString(36), mimeType: "image/jpeg", byteSize: 1, width: 400, height: 200, originalPath: "x", thumbnailPath: "y" },
  });
  await prisma.photoAnalysis.create({ data: { userId, mediaId: media.id, status: "DONE", result: { width: 400, height: 200, faces: [face], objects: [], textLines: [], ms: {} } } });
  await prisma.faceName.create({ data: { userId, mediaId: media.id, faceIndex: 0, name: faceName } });
  return { memory, media };
}

const personValues = async (userId: string) =>
  (await db.prisma().memoryDetail.findMany({ where: { userId, kind: "PERSON" }, select: { value: true } })).map((d) => d.value).sort();
const pendingJobs = async (userId: string) => db.prisma().graphJob.count({ where: { userId, status: "PENDING" } });

beforeEach(() => {
  graph.listRelationshipNodes.mockReset();
  graph.listRelationshipNodes.mockResolvedValue([]);
});

describe(`listPeople (${testDatabaseKind})`, () => {
  it("groups the named people of the user's saved memories by name, any case, with relation, memories, face and theme", async () => {
    const prisma = db.prisma();
    const user = await createTestUser(prisma, "people");
    const other = await createTestUser(prisma, "other");
    const { media } = await memoryWithNamedFace(user.id, "Picnic", ["Ana (sister)"], "Ana");
    await seedMemory(prisma, user.id, { title: "Beach", occurredAt: "2026-07-01", people: ["ana", "Jim"] });
    await seedMemory(prisma, user.id, { title: "Draft", status: "DRAFT", people: ["Zed"] });
    await seedMemory(prisma, user.id, { title: "Mum", people: ["my mother"] });
    await seedMemory(prisma, other.id, { title: "Not yours", people: ["Ana", "Bob"] });
    graph.listRelationshipNodes.mockImplementation(async (userId: string) =>
      userId === user.id ? [{ id: "theme-ana", kind: "person", name: "Ana", aliases: [], memoryCount: 2 }, { id: "theme-james", kind: "person", name: "James", aliases: ["jim"], memoryCount: 1 }] : [],
    );

    const { people, graphAvailable } = await listPeople(user.id);

    expect(graphAvailable).toBe(true);
    expect(people.map((p) => p.name)).toEqual(["Ana", "Jim"]);
    const [ana, jim] = people;
    expect(ana).toMatchObject({ relation: "sister", memoryCount: 2, themeId: "theme-ana" });
    expect(ana.latestMemories.map((m) => m.title)).toEqual(["Picnic", "Beach"]);
    expect(ana.face).toEqual({ thumbnailUrl: `/api/media/${media.id}/thumbnail`, box: face.box, aspect: 2 });
    expect(jim).toMatchObject({ relation: null, memoryCount: 1, face: null, themeId: "theme-james" });
    expect(graph.listRelationshipNodes).toHaveBeenCalledWith(user.id, { kinds: ["person"] });
  });

  it("shows a pet as the pet it is: “Biscuit (dog)”, not a plain person", async () => {
    const user = await createTestUser(db.prisma(), "pets");
    await seedMemory(db.prisma(), user.id, { title: "Beach walk", people: ["Ana (sister)", "Biscuit (dog)"] });

    const { people } = await listPeople(user.id);

    expect(people.map((p) => [p.label, p.pet])).toEqual([
      ["Ana", false],
      ["Biscuit (dog)", true],
    ]);
  });

  it("still lists people when the graph store cannot be read", async () => {
    const user = await createTestUser(db.prisma(), "nograph");
    await seedMemory(db.prisma(), user.id, { title: "Lunch", people: ["Marcus"] });
    graph.listRelationshipNodes.mockRejectedValue(new Error("graph is locked"));
    vi.spyOn(console, "error").mockImplementation(() => {});

    const { people, graphAvailable } = await listPeople(user.id);

    expect(graphAvailable).toBe(false);
    expect(people).toEqual([expect.objectContaining({ name: "Marcus", memoryCount: 1, themeId: null })]);
  });
});

describe(`renamePerson (${testDatabaseKind})`, () => {
  it("keeps the relation text", () => {
    expect(renamedDetailValue("Ana (big sister)", "Anna")).toBe("Anna (big sister)");
    expect(renamedDetailValue("Ana", "Anna")).toBe("Anna");
  });

  it("renames the user's details (keeping relations) and named faces, queues graph jobs, and leaves other users alone", async () => {
    const prisma = db.prisma();
    const user = await createTestUser(prisma, "rename");
    const other = await createTestUser(prisma, "other");
    const { media } = await memoryWithNamedFace(user.id, "Picnic", ["Ana (sister)", "Jim"], "ana");
    await seedMemory(prisma, user.id, { title: "Beach", people: ["ANA"] });
    const theirs = await memoryWithNamedFace(other.id, "Theirs", ["Ana (friend)"], "Ana");
    await prisma.graphJob.updateMany({ data: { status: "DONE" } });

    expect(await renamePerson(user.id, "Ana", "Anna")).toEqual({ memoryCount: 2 });

    expect(await personValues(user.id)).toEqual(["Anna", "Anna (sister)", "Jim"]);
    const dismissed = await prisma.dismissedDetail.findMany({ where: { userId: user.id }, select: { value: true } });
    expect(dismissed.map((d) => d.value).sort()).toEqual(["ANA", "Ana (sister)"]); // text saying "Ana" never brings her back
    expect((await prisma.faceName.findFirstOrThrow({ where: { mediaId: media.id } })).name).toBe("Anna");
    expect(await pendingJobs(user.id)).toBe(2);
    expect(await personValues(other.id)).toEqual(["Ana (friend)"]);
    expect((await prisma.faceName.findFirstOrThrow({ where: { mediaId: theirs.media.id } })).name).toBe("Ana");
    expect(await pendingJobs(other.id)).toBe(0);
  });

  it("refuses another user's person, an unknown name, an empty name and the same name", async () => {
    const prisma = db.prisma();
    const user = await createTestUser(prisma, "refuse");
    const other = await createTestUser(prisma, "other");
    await seedMemory(prisma, user.id, { title: "Mine", people: ["Kim"] });
    await seedMemory(prisma, other.id, { title: "Theirs", people: ["Lee"] });

    await expect(renamePerson(user.id, "Lee", "Leo")).rejects.toMatchObject({ code: "not_found" });
    expect(await personValues(other.id)).toEqual(["Lee"]);
    await expect(renamePerson(user.id, "Kim", "Kim")).rejects.toSatisfy((e) => e instanceof AppError && e.code === "invalid");
    await expect(renamePerson(user.id, "Kim", "  ")).rejects.toThrow("Type the new name.");
    expect(await personValues(user.id)).toEqual(["Kim"]);
  });
});

describe(`mergePeople (${testDatabaseKind})`, () => {
  it("moves details and face names into one person, without doubling a person in a memory", async () => {
    const prisma = db.prisma();
    const user = await createTestUser(prisma, "merge");
    const other = await createTestUser(prisma, "other");
    const { media } = await memoryWithNamedFace(user.id, "Party", ["Jimmy (brother)"], "Jimmy");
    await seedMemory(prisma, user.id, { title: "Both", people: ["Jim", "James"] });
    await seedMemory(prisma, user.id, { title: "Hike", people: ["James"] });
    await seedMemory(prisma, other.id, { title: "Theirs", people: ["Jim"] });
    await prisma.graphJob.updateMany({ data: { status: "DONE" } });

    expect(await mergePeople(user.id, ["Jim", "Jimmy"], "James")).toEqual({ memoryCount: 2 });

    expect(await personValues(user.id)).toEqual(["James", "James", "James (brother)"]);
    expect((await prisma.faceName.findFirstOrThrow({ where: { mediaId: media.id } })).name).toBe("James");
    expect(await pendingJobs(user.id)).toBe(2);
    expect(await personValues(other.id)).toEqual(["Jim"]);
    const { people } = await listPeople(user.id);
    expect(people).toEqual([expect.objectContaining({ name: "James", relation: "brother", memoryCount: 3 })]);
  });

  it("changes nothing when one of the names is not the user's", async () => {
    const prisma = db.prisma();
    const user = await createTestUser(prisma, "atomic");
    const other = await createTestUser(prisma, "other");
    await seedMemory(prisma, user.id, { title: "A", people: ["Sam", "Alex"] });
    await seedMemory(prisma, other.id, { title: "B", people: ["Robin"] });

    await expect(mergePeople(user.id, ["Sam", "Robin"], "Alex")).rejects.toMatchObject({ code: "not_found" });
    expect(await personValues(user.id)).toEqual(["Alex", "Sam"]);
    expect(await personValues(other.id)).toEqual(["Robin"]);
    await expect(mergePeople(user.id, ["alex"], "Alex")).rejects.toMatchObject({ code: "invalid" });
  });
});
