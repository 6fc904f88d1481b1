import { describe, expect, it } from "vitest";
import { basemapStyle, flatRing } from "./basemap-style";
import type { MapMemory } from "./map-query";
import { clusterMemories, expansionZoom, indexMemories, mapItems } from "./memory-clusters";
import world from "world-atlas/countries-50m.json"; // the outlines the map ships

const at = (id: string, latitude: number, longitude: number): MapMemory => ({ id, title: id, place: null, occurredOn: null, latitude, longitude, draft: false });
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

describe("memory clusters", () => {
  const memories = [at("chicago-1", 41.9, -87.7), at("chicago-2", 41.91, -87.69), at("chicago-3", 41.88, -87.63), at("lisbon", 38.72, -9.14)];

  it("groups nearby memories when zoomed out and shows each when zoomed in", () => {
    const index = indexMemories(memories);
    const far = mapItems(index, WORLD, 2);
    expect(far.filter((i) => i.kind === "cluster").map((i) => i.kind === "cluster" && i.count)).toEqual([3]);
    expect(far.filter((i) => i.kind === "memory").map((i) => i.kind === "memory" && i.memory.id)).toEqual(["lisbon"]);
    const cluster = far.find((i) => i.kind === "cluster")!;
    if (cluster.kind !== "cluster") throw new Error("no cluster");
    const zoom = expansionZoom(index, cluster.id)!;
    expect(zoom).toBeGreaterThan(2);
    expect(clusterMemories(index, cluster.id).map((m) => m.id).sort()).toEqual(["chicago-1", "chicago-2", "chicago-3"]);
    expect(mapItems(index, WORLD, 14).every((i) => i.kind === "memory")).toBe(true);
  });

  it("keeps memories of the very same spot together: their cluster opens as a list", () => {
    const index = indexMemories([at("a", 10, 10), at("b", 10, 10)]);
    const [cluster] = mapItems(index, WORLD, 16); // the map zooms no further (CLUSTER_MAX_ZOOM)
    expect(cluster).toMatchObject({ kind: "cluster", count: 2 });
    expect(expansionZoom(index, (cluster as { id: number }).id)).toBeNull();
  });
});

describe("the offline basemap", () => {
  it("draws Natural Earth outlines from inline GeoJSON and asks the network for nothing", () => {
    const style = basemapStyle(world as never);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(style.layers.some((l) => l.type === "symbol")).toBe(false);
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe("geojson");
      expect(typeof (source as { data: unknown }).data).toBe("object");
    }
    expect(JSON.stringify(style)).not.toMatch(/https?:\/\//);
  });
});

describe("rings across the antimeridian", () => {
  const longestStep = (ring: number[][]) => Math.max(...ring.slice(1).map((p, i) => Math.abs(p[0]! - ring[i]![0]!)));

  it("continues an island past 180° instead of drawing a line across the world", () => {
    const fiji = [[179, -16], [-179.5, -16], [-179.5, -17], [179, -17], [179, -16]];
    expect(flatRing(fiji)).toEqual([[179, -16], [180.5, -16], [180.5, -17], [179, -17], [179, -16]]);
  });

  it("closes a ring around the south pole along the pole", () => {
    const antarctica = [[-180, -70], [0, -75], [180, -70], [-180, -70]];
    const flat = flatRing(antarctica);
    expect(flat).toEqual([[-180, -70], [0, -75], [180, -70], [180, -90], [-180, -90], [-180, -70]]);
    expect(longestStep(flat)).toBeLessThanOrEqual(360);
  });

  it("leaves no edge longer than half the world in the shipped outlines", () => {
    const style = basemapStyle(world as never);
    const land = (style.sources.land as { data: GeoJSON.FeatureCollection }).data;
    for (const f of land.features) {
      const g = f.geometry as GeoJSON.Polygon | GeoJSON.MultiPolygon;
      const polygons = g.type === "Polygon" ? [g.coordinates] : g.coordinates;
      for (const ring of polygons.flat()) {
        const jumps = ring.slice(1).filter((p, i) => Math.abs(p[0]! - ring[i]![0]!) > 180 && Math.abs(p[1]!) !== 90);
        expect(jumps).toEqual([]);
      }
    }
  });
});
