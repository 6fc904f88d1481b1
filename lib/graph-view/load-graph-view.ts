import "server-only";
import { getSubgraph } from "@/lib/graph/read-api";
import { toSubgraphOptions, type GraphQuery } from "./graph-query";
import { toGraphViewData, type GraphViewData } from "./graph-view-data";

/** The user's graph for `/graph`: their most recent memories with the themes (and details) around them. */
export async function loadGraphView(userId: string, query: GraphQuery): Promise<GraphViewData> {
  const subgraph = await getSubgraph(userId, toSubgraphOptions(query));
  return toGraphViewData(subgraph, { kinds: query.kinds, memoryLimit: query.limit });
}
