import "server-only";
import { z } from "zod";
import type { Prisma, PrismaClient } from "@/lib/db/generated/client.ts";

const detailKindSchema = z.enum(["DATE", "LOCATION", "PERSON", "ACTIVITY", "EMOTION", "OBJECT", "OTHER"]);

/** Everything graph construction reads about one memory: the same plain object for the app, the benchmark and tests. */
const memoryForGraphSchema = z.object({
  id: z.string().min(1),
  userId: z.string().min(1),
  title: z.string(),
  summary: z.string(),
  occurredAt: z.date().nullable(),
  /** The last day when the memory spans several. */
  endedAt: z.date().nullable().optional(),
  place: z.string().nullable(),
  latitude: z.number().nullable().optional(),
  details: z.array(z.object({ kind: detailKindSchema, value: z.string() })),
  /** Details the user removed: never a theme again, whatever the text says. */
  dismissed: z.array(z.object({ kind: detailKindSchema, value: z.string() })).optional(),
  /** The user's own turns of the capture chat, in order. */
  userTurns: z.array(z.string()),
  /** The user's own names (User.name): they are the narrator, never a theme. */
  ownerNames: z.array(z.string()).default([]),
});

export type MemoryForGraph = z.infer<typeof memoryForGraphSchema>;

const memoryInclude = {
  details: { select: { kind: true, value: true }, orderBy: [{ position: "asc" }, { createdAt: "asc" }] },
  messages: { where: { role: "USER" }, select: { content: true }, orderBy: { createdAt: "asc" } },
  dismissed: { select: { kind: true, value: true } },
  user: { select: { name: true } },
} satisfies Prisma.MemoryInclude;

type LoadedMemory = {
  id: string;
  userId: string;
  title: string;
  summary: string;
  occurredAt: Date | null;
  endedAt: Date | null;
  place: string | null;
  latitude: number | null;
  details: { kind: MemoryForGraph["details"][number]["kind"]; value: string }[];
  messages: { content: string }[];
  dismissed: { kind: MemoryForGraph["details"][number]["kind"]; value: string }[];
  user: { name: string | null };
};

function toMemoryForGraph(row: LoadedMemory): MemoryForGraph {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    summary: row.summary,
    occurredAt: row.occurredAt,
    endedAt: row.endedAt,
    place: row.place,
    latitude: row.latitude,
    details: row.details,
    dismissed: row.dismissed,
    userTurns: row.messages.map((m) => m.content),
    ownerNames: row.user.name ? [row.user.name] : [],
  };
}

/** One captured memory of this user, or null when it does not exist, is not theirs, or is still a draft. */
export async function loadMemoryForGraph(db: PrismaClient, userId: string, memoryId: string): Promise<MemoryForGraph | null> {
  const row = await db.memory.findFirst({ where: { id: memoryId, userId, status: "CAPTURED" }, include: memoryInclude });
  return row ? toMemoryForGraph(row) : null;
}

/** All of a user's captured memories in the order the graph is built: when they happened, then when they were captured. */
export async function loadMemoriesForGraph(db: PrismaClient, userId: string): Promise<MemoryForGraph[]> {
  const rows = await db.memory.findMany({
    where: { userId, status: "CAPTURED" },
    include: memoryInclude,
    orderBy: [{ occurredAt: { sort: "asc", nulls: "last" } }, { createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map(toMemoryForGraph);
}
