import "server-only";
import { getNearestCity } from "offline-geocode-city";

/**
 * GPS → "City, Country" without network, from offline-geocode-city's bundled UN/LOCODE
 * locations (S2 cells). It names the nearest listed town, which can be a suburb rather than
 * the city people would say; the coordinates are always kept beside it. Null when nothing
 * is near (open sea) or the lookup fails.
 */
export function reverseGeocode(latitude: number, longitude: number): string | null {
  try {
    const city = getNearestCity(latitude, longitude);
    if (!city?.cityName) return city?.countryName ?? null;
    return city.countryName ? `${city.cityName}, ${city.countryName}` : city.cityName;
  } catch {
    return null; // the library recurses without bound far from any cell (e.g. mid-ocean)
  }
}
