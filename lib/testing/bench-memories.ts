import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { MemoryForGraph } from "@/lib/graph-construction/memory-for-graph";
import { extractDetailsFromText } from "@/lib/nlp/extract-details-from-text";

// Reads a recall benchmark file (../shared/bench/FORMAT.md) into graph-construction input,
// with details from the offline engine's text extraction, as capture would store them.

const benchFileSchema = z.object({
  asOf: z.string(),
  users: z.array(
    z.object({
      id: z.string(),
      displayName: z.string(),
      memories: z.array(
        z.object({
          id: z.string(),
          takenAt: z.string().nullable(),
          place: z.string().nullable(),
          photoCaption: z.string(),
          conversation: z.array(z.object({ role: z.enum(["assistant", "user"]), content: z.string() })),
          summary: z.string(),
        }),
      ),
    }),
  ),
});

export const publicBenchPath = path.resolve(import.meta.dirname, "../../../shared/bench/recall-public.json");

export type BenchUser = { id: string; displayName: string; memories: MemoryForGraph[] };

export function loadBenchForGraph(file = publicBenchPath): BenchUser[] {
  const bench = benchFileSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
  const asOf = new Date(`${bench.asOf}T12:00:00Z`);
  return bench.users.map((user) => ({
    id: user.id,
    displayName: user.displayName,
    memories: user.memories
      .map((m): MemoryForGraph => {
        const userTurns = m.conversation.filter((c) => c.role === "user").map((c) => c.content);
        return {
          id: m.id,
          userId: user.id,
          title: "",
          summary: m.summary,
          occurredAt: m.takenAt ? new Date(`${m.takenAt}T12:00:00Z`) : null,
          place: m.place,
          latitude: null,
          details: extractDetailsFromText({ texts: [...userTurns, m.summary], ownerNames: [user.displayName], place: m.place, referenceDate: asOf }),
          userTurns,
          ownerNames: [user.displayName],
        };
      })
      .sort((a, b) => (a.occurredAt?.getTime() ?? Infinity) - (b.occurredAt?.getTime() ?? Infinity) || (a.id < b.id ? -1 : 1)),
  }));
}
