import { normalizeKey } from "./fold";
import { isKnownAdjective, isKnownNoun, isProperNoun } from "./wordnet";

export type PlaceLevel = "place" | "city" | "region" | "country";

export type PlaceComponent = {
  /** As written ("Humboldt Park"). */
  name: string;
  /** Matching key of the name alone, aliases and designators resolved ("humboldt park"). */
  key: string;
  /** Matching key of the whole path from this component up ("humboldt park|chicago|illinois|united states"). */
  pathKey: string;
  /** The components above it, as written ("Chicago, Illinois, United States"). */
  within: string;
  level: PlaceLevel;
};

// Other names of the same place. Keys and values are normalised (normalizeKey); the value is
// the canonical name. Curated and general: extend freely.
const PLACE_ALIASES: Record<string, string> = {
  "nyc": "new york",
  "nz": "new zealand",
  "cdmx": "mexico city",
  "uae": "united arab emirates",
  "new york city": "new york",
  "the big apple": "new york",
  "la": "los angeles",
  "sf": "san francisco",
  "san fran": "san francisco",
  "chi town": "chicago",
  "chitown": "chicago",
  "philly": "philadelphia",
  "vegas": "las vegas",
  "nola": "new orleans",
  "dc": "washington",
  "washington dc": "washington",
  "the smokies": "great smoky mountains",
  "smokies": "great smoky mountains",
  "smoky mountains": "great smoky mountains",
  "the rockies": "rocky mountains",
  "rockies": "rocky mountains",
  "lisboa": "lisbon",
  "oporto": "porto",
  "roma": "rome",
  "firenze": "florence",
  "venezia": "venice",
  "napoli": "naples",
  "milano": "milan",
  "munchen": "munich",
  "koln": "cologne",
  "wien": "vienna",
  "praha": "prague",
  "bombay": "mumbai",
  "calcutta": "kolkata",
  "madras": "chennai",
  "peking": "beijing",
  "saigon": "ho chi minh city",
  "kyiv": "kiev",
  "sevilla": "seville",
  "bruxelles": "brussels",
  "den haag": "the hague",
  "usa": "united states",
  "us": "united states",
  "united states of america": "united states",
  "america": "united states",
  "uk": "united kingdom",
  "great britain": "united kingdom",
  "britain": "united kingdom",
  "estados unidos": "united states",
  "espana": "spain",
  "deutschland": "germany",
  "brasil": "brazil",
  "the up": "upper peninsula",
  "u p": "upper peninsula",
};

// Designators that do not change which place is meant ("Yosemite National Park" = "Yosemite").
const DESIGNATORS = [
  "national park", "state park", "county park", "provincial park", "regional park", "national lakeshore",
  "national seashore", "national forest", "national monument", "national recreation area", "nature reserve",
];

const COUNTRY_NAMES = new Set([
  "united states", "united kingdom", "canada", "mexico", "portugal", "spain", "france", "italy", "germany",
  "ireland", "netherlands", "belgium", "switzerland", "austria", "greece", "brazil", "argentina", "chile",
  "australia", "new zealand", "japan", "china", "india", "south africa", "morocco", "thailand", "vietnam",
  "indonesia", "philippines", "south korea", "korea", "turkey", "egypt", "peru", "colombia", "norway",
  "sweden", "denmark", "finland", "iceland", "poland", "czechia", "czech republic", "hungary", "croatia",
]);

const placeKeyCache = new Map<string, string>();

/**
 * The matching key of a place name: aliases resolved, diacritics folded, a leading "the" and
 * designators dropped. Remembered (bounded): recall keys every place node's name on every request.
 */
export function placeKey(name: string): string {
  const known = placeKeyCache.get(name);
  if (known !== undefined) return known;
  const key = computePlaceKey(name);
  if (name.length <= 200) {
    if (placeKeyCache.size >= 50_000) placeKeyCache.clear();
    placeKeyCache.set(name, key);
  }
  return key;
}

function computePlaceKey(name: string): string {
  let key = normalizeKey(name);
  if (PLACE_ALIASES[key]) return PLACE_ALIASES[key];
  key = key.replace(/^the /, "");
  if (PLACE_ALIASES[key]) return PLACE_ALIASES[key];
  for (const d of DESIGNATORS) {
    if (key.endsWith(` ${d}`)) {
      key = key.slice(0, -d.length - 1);
      break;
    }
  }
  return PLACE_ALIASES[key] ?? key;
}

// "us" typed in capitals is as often the pronoun shouted as the country.
const NOT_EXPANDED = new Set(["us"]);

/**
 * A request's short names of places in full ("which places in nz" → "which places in New
 * Zealand", "NYC" → "New York"), so they meet the graph's place names and the memories'
 * words. A short name that is also a common English word ("la", the note) is expanded only
 * when typed in capitals ("LA").
 */
export function expandPlaceAbbreviations(text: string): string {
  return text.replace(/(?<!\p{L})\p{L}{2,5}(?!\p{L})/gu, (token) => {
    const key = token.toLowerCase();
    const canonical = PLACE_ALIASES[key];
    if (!canonical || NOT_EXPANDED.has(key) || canonical.startsWith(key)) return token;
    if (token !== token.toUpperCase() && ((isKnownNoun(key) && !isProperNoun(key)) || isKnownAdjective(key))) return token;
    return canonical.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  });
}

export function isCountryName(name: string): boolean {
  return COUNTRY_NAMES.has(placeKey(name));
}

/**
 * Splits a reverse-geocoded place ("Humboldt Park, Chicago, Illinois, United States") into
 * its components, most specific first, each with the path that makes it unique
 * (two Springfields in different states get different path keys).
 */
export function parsePlaceHierarchy(place: string): PlaceComponent[] {
  const parts = place.split(",").map((p) => p.trim()).filter(Boolean);
  const keys = parts.map(placeKey);
  return parts.map((name, i) => {
    const n = parts.length;
    const level: PlaceLevel =
      i === n - 1 && n > 1 && isCountryName(name) ? "country" : i === 0 ? (n >= 3 ? "place" : "city") : i === n - 2 && n >= 4 ? "region" : "city";
    return {
      name,
      key: keys[i],
      pathKey: keys.slice(i).join("|"),
      within: parts.slice(i + 1).join(", "),
      level,
    };
  });
}

