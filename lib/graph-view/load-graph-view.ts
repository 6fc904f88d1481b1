import "server-only";
import { getDb } from "@/lib/db/client";
import { getGraphStore } from "@/lib/graph/get-graph-store";
import { toSubgraphOptions, type GraphQuery } from "./graph-query";
import { toGraphViewData, type GraphViewData } from "./graph-view-data";

/** The user's graph for `/graph`: their most recent memories with the themes (and details) around them. */
export async function loadGraphView(userId: string, query: GraphQuery): Promise<GraphViewData> {
  const [subgraph, totalMemories] = await Promise.all([getGraphStore().then((store) => store.getSubgraph(userId, toSubgraphOptions(query))), countSavedMemories(userId)]);
  return toGraphViewData(subgraph, { kinds: query.kinds, memoryLimit: query.limit, totalMemories });
}

/** Saved memories are the ones graph jobs put in the graph (drafts never are). */
async function countSavedMemories(userId: string): Promise<number> {
  return (await getDb()).memory.count({ where: { userId, status: "CAPTURED" } });
}
