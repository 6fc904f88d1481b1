import type { BenchMemory } from "../bench-file";

// The paper's RAG baselines (TOBUGraph, Table 1) differ only in how memories become chunks.
// Every chunk belongs to exactly one memory, so ranked chunks map back to memories directly.

export type Chunk = { id: string; memoryId: string; text: string };
export type RagVariant = "ragv1" | "ragv2" | "ragv3";

/**
 * RAGv1's fixed-size chunks: windows of CHUNK_WORDS words overlapping by OVERLAP_WORDS
 * (25%), taken over each summary on its own rather than over the concatenation of all
 * summaries as the paper does — a window that straddled two memories would map to both, and
 * the summaries (~65-100 words) are long enough to be cut into two or three windows each.
 */
export const CHUNK_WORDS = 50;
export const OVERLAP_WORDS = 12;

export function wordWindows(text: string, size = CHUNK_WORDS, overlap = OVERLAP_WORDS): string[] {
  if (overlap >= size) throw new Error(`overlap (${overlap}) must be smaller than the chunk size (${size})`);
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const stride = size - overlap;
  const windows: string[] = [];
  for (let start = 0; ; start += stride) {
    windows.push(words.slice(start, start + size).join(" "));
    if (start + size >= words.length) break;
  }
  return windows;
}

/** RAGv2's chunk: the whole capture conversation, both sides, in order. */
export function conversationText(memory: BenchMemory): string {
  return memory.conversation.map((m) => m.content).join("\n");
}

export function chunkMemories(variant: RagVariant, memories: readonly BenchMemory[]): Chunk[] {
  return memories.flatMap((memory): Chunk[] => {
    if (variant === "ragv1") {
      return wordWindows(memory.summary).map((text, i) => ({ id: `${memory.id}#${i}`, memoryId: memory.id, text }));
    }
    if (variant === "ragv2") return [{ id: `${memory.id}#conversation`, memoryId: memory.id, text: conversationText(memory) }];
    return [{ id: `${memory.id}#summary`, memoryId: memory.id, text: memory.summary }];
  });
}

/** The top k chunks (already ranked best first) mapped to distinct memory ids, best first. */
export function topChunksToMemories(ranked: readonly Chunk[], k: number): string[] {
  return [...new Set(ranked.slice(0, k).map((chunk) => chunk.memoryId))];
}
