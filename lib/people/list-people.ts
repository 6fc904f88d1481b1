import "server-only";
import { isPetRelation } from "@/lib/nlp/pets";
import { getDb } from "@/lib/db/client";
import { getGraphStore } from "@/lib/graph/get-graph-store";
import { parsePerson } from "@/lib/nlp/extract-people";
import { mediaUrl } from "@/lib/storage/media-url";
import { photoAnalysisResultSchema, type RelativeBox } from "@/lib/vision/photo-analysis";
import { personKey } from "./schemas";

/** A named face to show as the person's thumbnail: a crop of the photo's thumbnail (as on the capture page). */
export type PersonFace = { thumbnailUrl: string; box: RelativeBox; /** The photo's width / height. */ aspect: number };
export type PersonMemory = { id: string; title: string; date: string | null };

export type Person = {
  name: string;
  relation: string | null;
  /** An animal ("Biscuit (dog)": the relation is a pet word), not a person. */
  pet: boolean;
  /** How the list names them: the name, and a pet's kind ("Biscuit (dog)"). */
  label: string;
  memoryCount: number;
  /** The newest few, newest first. */
  latestMemories: PersonMemory[];
  face: PersonFace | null;
  /** The person's theme in the graph; null when there is none (yet) or the graph could not be read. */
  themeId: string | null;
};

export type PeopleList = { people: Person[]; /** False when the graph store could not be read (themes unknown). */ graphAvailable: boolean };

const LATEST_SHOWN = 3;

type Group = { names: Map<string, number>; relations: Map<string, number>; memories: Map<string, PersonMemory & { at: number }> };

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const capitalised = (word: string) => (word[0] !== word[0].toLowerCase() ? 0 : 1);
/** The form written most often; on a tie a capitalised one ("Ana" over "ana"). */
const mostUsed = (map: Map<string, number>) => [...map.entries()].sort((a, b) => b[1] - a[1] || capitalised(a[0]) - capitalised(b[0]) || a[0].localeCompare(b[0]))[0]?.[0] ?? null;

/**
 * The named people of the user's saved memories, grouped by name (any case): the name and
 * relation written most often, their memories, a named face and their graph theme. Most
 * memories first. Details without a name ("my sister") are not people of this list.
 */
export async function listPeople(userId: string): Promise<PeopleList> {
  const db = await getDb();
  const details = await db.memoryDetail.findMany({
    where: { userId, kind: "PERSON", memory: { userId, status: "CAPTURED" } },
    select: { value: true, memory: { select: { id: true, title: true, occurredAt: true, timelineAt: true } } },
  });
  const groups = new Map<string, Group>();
  for (const { value, memory } of details) {
    const { name, relation } = parsePerson(value);
    if (!name) continue;
    const key = personKey(name);
    const group = groups.get(key) ?? { names: new Map(), relations: new Map(), memories: new Map() };
    groups.set(key, group);
    count(group.names, name.trim());
    if (relation) count(group.relations, relation);
    group.memories.set(memory.id, { id: memory.id, title: memory.title, date: memory.occurredAt?.toISOString().slice(0, 10) ?? null, at: memory.timelineAt.getTime() });
  }
  const [faces, themes] = await Promise.all([namedFaces(userId), personThemes(userId)]);
  const people = [...groups.entries()].map(([key, group]): Person => {
    const memories = [...group.memories.values()].sort((a, b) => b.at - a.at);
    const name = mostUsed(group.names)!;
    const relation = mostUsed(group.relations);
    const pet = isPetRelation(relation);
    return {
      name,
      relation,
      pet,
      label: pet ? `${name} (${relation})` : name,
      memoryCount: memories.length,
      latestMemories: memories.slice(0, LATEST_SHOWN).map(({ id, title, date }) => ({ id, title, date })),
      face: faces.get(key) ?? null,
      themeId: themes?.get(key) ?? null,
    };
  });
  people.sort((a, b) => b.memoryCount - a.memoryCount || a.name.localeCompare(b.name));
  return { people, graphAvailable: themes !== null };
}

/** The newest named face per person, from photos whose analysis is done. */
async function namedFaces(userId: string): Promise<Map<string, PersonFace>> {
  const db = await getDb();
  const named = await db.faceName.findMany({
    where: { userId, media: { userId, analysis: { is: { userId, status: "DONE" } } } },
    orderBy: { updatedAt: "desc" },
    select: { name: true, faceIndex: true, media: { select: { id: true, analysis: { select: { result: true } } } } },
  });
  const faces = new Map<string, PersonFace>();
  for (const { name, faceIndex, media } of named) {
    const key = personKey(name);
    if (faces.has(key)) continue;
    const result = photoAnalysisResultSchema.safeParse(media.analysis?.result);
    const face = result.success ? result.data.faces[faceIndex] : undefined;
    if (!result.success || !face) continue;
    faces.set(key, { thumbnailUrl: mediaUrl(media.id, "thumbnail"), box: face.box, aspect: result.data.width / Math.max(1, result.data.height) });
  }
  return faces;
}

/** Person themes by name and alias, or null when the graph store cannot be read (the page still works). */
async function personThemes(userId: string): Promise<Map<string, string> | null> {
  try {
    const themes = await (await getGraphStore()).listRelationshipNodes(userId, { kinds: ["person"] });
    const byName = new Map<string, string>();
    for (const theme of themes) if (!byName.has(personKey(theme.name))) byName.set(personKey(theme.name), theme.id);
    for (const theme of themes) for (const alias of theme.aliases) if (!byName.has(personKey(alias))) byName.set(personKey(alias), theme.id);
    return byName;
  } catch (error) {
    console.error("people page: could not read the graph", error);
    return null;
  }
}
