import type { GraphStore } from "@/lib/graph/graph-store";
import type { MemoryForGraph } from "./memory-for-graph";
import { proposeThemesOffline } from "./propose-themes-offline";
import type { ThemeProposal } from "./theme-proposal";

/** Finds a memory's common themes (TOBUGraph 2.3, relation extraction). */
export interface RelationExtractor {
  readonly name: "offline" | "model";
  propose(memory: MemoryForGraph, store: GraphStore): Promise<ThemeProposal[]>;
}

export const offlineRelationExtractor: RelationExtractor = {
  name: "offline",
  propose: async (memory) => proposeThemesOffline(memory),
};
