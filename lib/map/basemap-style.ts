import type { StyleSpecification } from "maplibre-gl";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

// The map's default basemap: Natural Earth's 1:50m country outlines (public domain), shipped
// in the `world-atlas` npm package as TopoJSON and drawn from a GeoJSON source. It loads
// nothing from the network: no tiles, and no text layers, so no glyphs or sprites either.

export const BASEMAP_COLORS = { water: "#dbeafe", land: "#f5f5f4", border: "#a8a29e", coast: "#78716c" } as const;
export const NATURAL_EARTH_ATTRIBUTION = "Natural Earth (public domain)";

type World = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
type Ring = number[][];

/**
 * A ring as a flat map draws it. Natural Earth's rings that cross the antimeridian (eastern
 * Russia, Fiji) jump from 180° to -180°, which a flat map draws as a line across the world:
 * such a ring continues past 180° instead (MapLibre wraps it). A ring around a pole
 * (Antarctica) jumps once: it is closed along the pole instead.
 */
export function flatRing(ring: Ring): Ring {
  const out: Ring = [];
  let shift = 0;
  for (let i = 0; i < ring.length; i++) {
    const [lng, lat] = ring[i]!;
    if (i > 0) {
      const step = lng + shift - out[out.length - 1]![0]!;
      if (Math.abs(step) > 180) shift -= Math.sign(step) * 360;
    }
    out.push([lng + shift, lat]);
  }
  if (shift === 0) return out;
  // Around a pole: back to the original longitudes, with the jump walked along the pole.
  const pole = ring.reduce((sum, [, lat]) => sum + lat!, 0) < 0 ? -90 : 90;
  const closed: Ring = [];
  for (let i = 0; i < ring.length; i++) {
    const point = ring[i]!;
    const previous = ring[i - 1];
    if (previous && Math.abs(point[0]! - previous[0]!) > 180) closed.push([previous[0]!, pole], [point[0]!, pole]);
    closed.push(point);
  }
  return closed;
}

function flatLand(land: GeoJSON.FeatureCollection): GeoJSON.FeatureCollection {
  return {
    ...land,
    features: land.features.map((f) => {
      const g = f.geometry;
      if (g.type === "Polygon") return { ...f, geometry: { ...g, coordinates: g.coordinates.map(flatRing) } };
      if (g.type === "MultiPolygon") return { ...f, geometry: { ...g, coordinates: g.coordinates.map((p) => p.map(flatRing)) } };
      return f;
    }),
  };
}

/** A MapLibre style of the given world outlines. */
export function basemapStyle(world: World): StyleSpecification {
  return {
    version: 8,
    name: "Natural Earth (offline)",
    sources: {
      land: { type: "geojson", data: flatLand(feature(world, world.objects.land)), attribution: NATURAL_EARTH_ATTRIBUTION },
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
