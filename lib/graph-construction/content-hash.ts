import { createHash } from "node:crypto";
import type { MemoryForGraph } from "./memory-for-graph";

/** Hash of what construction reads from a memory: reconcile rebuilds memories whose hash changed. */
export function contentHash(memory: MemoryForGraph): string {
  const payload = JSON.stringify([
    memory.title,
    memory.summary,
    memory.occurredAt?.toISOString() ?? null,
    memory.place,
    memory.latitude ?? null,
    memory.details.map((d) => [d.kind, d.value]),
    memory.userTurns,
    memory.ownerNames,
    // Only when set, so memories without them keep the hash they had before these existed.
    ...(memory.endedAt ? [memory.endedAt.toISOString()] : []),
    ...(memory.dismissed?.length ? [memory.dismissed.map((d) => [d.kind, d.value])] : []),
  ]);
  return createHash("sha256").update(payload).digest("hex").slice(0, 32);
}

export function shortHash(...parts: string[]): string {
  return createHash("sha256").update(parts.join("\u001f")).digest("hex").slice(0, 16);
}
