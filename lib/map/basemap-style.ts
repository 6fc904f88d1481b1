import type { StyleSpecification } from "maplibre-gl";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

// The map's default basemap: Natural Earth's 1:50m country outlines (public domain), shipped
// in the `world-atlas` npm package as TopoJSON and drawn from a GeoJSON source. It loads
// nothing from the network: no tiles, and no text layers, so no glyphs or sprites either.

export const BASEMAP_COLORS = { water: "#dbeafe", land: "#f5f5f4", border: "#a8a29e", coast: "#78716c" } as const;
export const NATURAL_EARTH_ATTRIBUTION = "Natural Earth (public domain)";

type World = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/** A MapLibre style of the given world outlines. */
export function basemapStyle(world: World): StyleSpecification {
  return {
    version: 8,
    name: "Natural Earth (offline)",
    sources: {
      land: { type: "geojson", data: feature(world, world.objects.land), attribution: NATURAL_EARTH_ATTRIBUTION },
      borders: { type: "geojson", data: mesh(world, world.objects.countries, (a, b) => a !== b) },
    },
    layers: [
      { id: "water", type: "background", paint: { "background-color": BASEMAP_COLORS.water } },
      { id: "land", type: "fill", source: "land", paint: { "fill-color": BASEMAP_COLORS.land } },
      { id: "coast", type: "line", source: "land", paint: { "line-color": BASEMAP_COLORS.coast, "line-width": 0.6 } },
      { id: "borders", type: "line", source: "borders", paint: { "line-color": BASEMAP_COLORS.border, "line-width": 0.8, "line-dasharray": [3, 2] } },
    ],
  };
}

let offline: Promise<StyleSpecification> | undefined;

/** The offline basemap, its data loaded once as its own chunk (about 750 KB of TopoJSON). */
export function offlineBasemapStyle(): Promise<StyleSpecification> {
  offline ??= import("world-atlas/countries-50m.json").then((m) => basemapStyle(m.default as unknown as World));
  return offline;
}
