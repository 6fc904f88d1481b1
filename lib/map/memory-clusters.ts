import Supercluster from "supercluster";
import type { MapMemory } from "./map-query";

// Memories grouped into clusters for the zoom level and area on screen (supercluster: a
// KD-tree per zoom level, built once per data set).

type MemoryProps = { memory: MapMemory };
type ClusterProps = Supercluster.ClusterProperties;

export type MemoryIndex = Supercluster<MemoryProps, Record<string, never>>;

/** The map zooms no further: memories at the very same spot stay a cluster there, opened as a list. */
export const CLUSTER_MAX_ZOOM = 16;

export type MapItem =
  | { kind: "memory"; memory: MapMemory; longitude: number; latitude: number }
  | { kind: "cluster"; id: number; count: number; longitude: number; latitude: number };

export function indexMemories(memories: MapMemory[]): MemoryIndex {
  const index: MemoryIndex = new Supercluster({ radius: 48, maxZoom: CLUSTER_MAX_ZOOM });
  index.load(memories.map((memory) => ({ type: "Feature", properties: { memory }, geometry: { type: "Point", coordinates: [memory.longitude, memory.latitude] } })));
  return index;
}

/** Clusters and lone memories in a [west, south, east, north] box at a zoom. */
export function mapItems(index: MemoryIndex, bounds: [number, number, number, number], zoom: number): MapItem[] {
  return index.getClusters(bounds, Math.floor(zoom)).map((f) => {
    const [longitude, latitude] = f.geometry.coordinates as [number, number];
    const props = f.properties as MemoryProps | ClusterProps;
    return "cluster" in props && props.cluster
      ? { kind: "cluster", id: props.cluster_id, count: props.point_count, longitude, latitude }
      : { kind: "memory", memory: (props as MemoryProps).memory, longitude, latitude };
  });
}

/** The zoom at which a cluster falls apart, or null when its memories share one spot (show them as a list). */
export function expansionZoom(index: MemoryIndex, clusterId: number): number | null {
  const zoom = index.getClusterExpansionZoom(clusterId);
  return zoom > CLUSTER_MAX_ZOOM ? null : zoom;
}

export function clusterMemories(index: MemoryIndex, clusterId: number, limit = 50): MapMemory[] {
  return index.getLeaves(clusterId, limit).map((f) => f.properties.memory);
}
