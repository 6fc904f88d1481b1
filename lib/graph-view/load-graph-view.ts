import "server-only";
import { getGraphStore } from "@/lib/graph/get-graph-store";
import { countSavedMemories } from "@/lib/memories/count-saved-memories";
import { toSubgraphOptions, type GraphQuery } from "./graph-query";
import { toGraphViewData, type GraphViewData } from "./graph-view-data";

/** The user's graph for `/graph`: their most recent memories with the themes (and details) around them. */
export async function loadGraphView(userId: string, query: GraphQuery): Promise<GraphViewData> {
  const [subgraph, totalMemories] = await Promise.all([getGraphStore().then((store) => store.getSubgraph(userId, toSubgraphOptions(query))), countSavedMemories(userId)]);
  return toGraphViewData(subgraph, { kinds: query.kinds, memoryLimit: query.limit, totalMemories });
}
