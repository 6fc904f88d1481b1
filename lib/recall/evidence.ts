import { z } from "zod";

// What an answer used and how it was found; stored with the assistant message.
/** Why one memory was found: the relationship nodes that reached it, the request's words it uses, the time window it fell in. */
export const foundBecauseSchema = z.object({
  nodes: z.array(z.string()),
  words: z.array(z.string()),
  window: z.string().nullable(),
});

export const evidenceMemorySchema = z.object({
  id: z.string(),
  title: z.string(),
  occurredAt: z.string().nullable(),
  place: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** Absent on answers stored before it was recorded. */
  foundBecause: foundBecauseSchema.optional(),
});

export const evidenceNodeSchema = z.object({ id: z.string(), kind: z.string(), name: z.string() });

export const recallEvidenceSchema = z.object({
  outcome: z.enum(["answered", "clarify", "nothing_found"]),
  /** How the relationship nodes were combined: all (AND), any (OR), or a direct memory search. */
  strategy: z.enum(["all", "any", "mixed", "direct_search", "none"]),
  relationshipNodes: z.array(evidenceNodeSchema),
  timeWindow: z.object({ from: z.string(), to: z.string(), label: z.string() }).nullable(),
  memories: z.array(evidenceMemorySchema),
  explanation: z.string(),
});

export type RecallEvidence = z.infer<typeof recallEvidenceSchema>;
export type EvidenceMemory = z.infer<typeof evidenceMemorySchema>;
export type FoundBecause = z.infer<typeof foundBecauseSchema>;
