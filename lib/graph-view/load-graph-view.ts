import "server-only";
import { getGraphStore } from "@/lib/graph/get-graph-store";
import { toSubgraphOptions, type GraphQuery } from "./graph-query";
import { toGraphViewData, type GraphViewData } from "./graph-view-data";

/** The user's graph for `/graph`: their most recent memories with the themes (and details) around them. */
export async function loadGraphView(userId: string, query: GraphQuery): Promise<GraphViewData> {
  const store = await getGraphStore();
  const subgraph = await store.getSubgraph(userId, toSubgraphOptions(query));
  return toGraphViewData(subgraph, { kinds: query.kinds, memoryLimit: query.limit });
}
