import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { getGraphStore } from "@/lib/graph/get-graph-store";
import { listMemoryPage, type MemoryPage } from "./list-memory-page";
import type { MemoryListQuery } from "./memory-list-query";

type ThemeFilter = { id: string; name: string; kind: string };
export type MemorySearchResult = MemoryPage & { theme: ThemeFilter | null };


/**
 * The memories list: one page of the user's memories matching the query. A `theme`
 * (relationship node id) narrows it to the memories linked to that node in the user's
 * graph; an unknown theme (or another user's) is not_found.
 */
export async function searchMemories(userId: string, query: MemoryListQuery): Promise<MemorySearchResult> {
  if (!query.theme) return { ...(await listMemoryPage(userId, query)), theme: null };
  const store = await getGraphStore();
  const node = await store.getRelationshipNode(userId, query.theme);
  if (!node) throw new AppError("not_found", "That theme no longer exists. It may have gone when its memories were edited or deleted.");
  const memories = await store.memoriesForRelationshipNodes(userId, [node.id], "any");
  const page = await listMemoryPage(userId, query, memories.map((m) => m.id));
  return { ...page, theme: { id: node.id, name: node.name, kind: node.kind } };
}
