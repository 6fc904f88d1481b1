import { z } from "zod";

// What an answer used and how it was found; stored with the assistant message.
export const evidenceMemorySchema = z.object({
  id: z.string(),
  title: z.string(),
  occurredAt: z.string().nullable(),
  place: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
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
