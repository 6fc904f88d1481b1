import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { getGraphStore } from "@/lib/graph/get-graph-store";
import { listMemoryPage, type MemoryPage } from "./list-memory-page";
import { listRankedMemoryPage, type RankedMemoryPage } from "./list-ranked-memory-page";
import { isRankCursor, isTimelineCursor, type MemoryListQuery } from "./memory-list-query";

type ThemeFilter = { id: string; name: string; kind: string };
export type MemorySearchResult = (
  | (MemoryPage & { /** Newest first, grouped by month. */ order: "timeline" })
  | (RankedMemoryPage & { /** A text search: best match first. */ order: "relevance" })
) & { theme: ThemeFilter | null };

const staleCursor = () => new AppError("invalid", "That page link is out of date. Reload the list.");

/**
 * The memories list: one page of the user's memories matching the query. Without `q`, the
 * timeline (newest first); with `q`, ranked by recall's engine (best match first). A
 * `theme` (relationship node id) narrows it to the memories linked to that node in the
 * user's graph; an unknown theme (or another user's) is not_found.
 */
export async function searchMemories(userId: string, query: MemoryListQuery, asOf = new Date()): Promise<MemorySearchResult> {
  let theme: ThemeFilter | null = null;
  let onlyIds: string[] | undefined;
  if (query.theme) {
    const store = await getGraphStore();
    const node = await store.getRelationshipNode(userId, query.theme);
    if (!node) throw new AppError("not_found", "That theme no longer exists. It may have gone when its memories were edited or deleted.");
    onlyIds = (await store.memoriesForRelationshipNodes(userId, [node.id], "any")).map((m) => m.id);
    theme = { id: node.id, name: node.name, kind: node.kind };
  }
  if (query.q) {
    if (isTimelineCursor(query.cursor)) throw staleCursor();
    return { ...(await listRankedMemoryPage(userId, { ...query, q: query.q }, onlyIds, asOf)), order: "relevance", theme };
  }
  if (isRankCursor(query.cursor)) throw staleCursor();
  return { ...(await listMemoryPage(userId, query, onlyIds)), order: "timeline", theme };
}
