import { normalizeKey } from "./fold";
import type { Token } from "./tokens";

export type Season = "winter" | "spring" | "summer" | "autumn";

/**
 * Meteorological season of a date (Dec-Feb winter, ...). Northern hemisphere unless a
 * negative latitude says otherwise. A December date belongs to the winter of the next
 * year's label ("Winter 2024/25" is keyed by its December year).
 */
export function seasonOf(date: Date, latitude?: number | null): { season: Season; year: number } {
  const month = date.getUTCMonth(); // 0 = January
  const northern: Season = month <= 1 || month === 11 ? "winter" : month <= 4 ? "spring" : month <= 7 ? "summer" : "autumn";
  const flip: Record<Season, Season> = { winter: "summer", summer: "winter", spring: "autumn", autumn: "spring" };
  const season = latitude != null && latitude < 0 ? flip[northern] : northern;
  const year = month === 0 || month === 1 ? date.getUTCFullYear() - 1 : date.getUTCFullYear();
  return { season, year: season === "winter" ? year : date.getUTCFullYear() };
}

export type Holiday = { id: string; label: string; terms: string[]; month?: number; day?: number };

// Recurring holidays and festivals. Fixed-date ones are also found from the date alone.
// Months are 1-12. Curated and general: extend freely.
export const HOLIDAYS: Holiday[] = [
  { id: "christmas", label: "Christmas", terms: ["christmas", "xmas", "christmas day", "christmas eve", "natal", "noel", "navidad"], month: 12, day: 25 },
  { id: "christmas", label: "Christmas", terms: [], month: 12, day: 24 },
  { id: "new-year", label: "New Year", terms: ["new year", "new years", "new years eve", "new years day", "nye", "hogmanay", "reveillon"], month: 12, day: 31 },
  { id: "new-year", label: "New Year", terms: [], month: 1, day: 1 },
  { id: "easter", label: "Easter", terms: ["easter", "pascoa", "good friday", "holy week"] },
  { id: "thanksgiving", label: "Thanksgiving", terms: ["thanksgiving", "friendsgiving"] },
  { id: "halloween", label: "Halloween", terms: ["halloween", "trick or treat", "trick or treating"], month: 10, day: 31 },
  { id: "valentines", label: "Valentine's Day", terms: ["valentine", "valentines", "valentines day"], month: 2, day: 14 },
  { id: "lunar-new-year", label: "Lunar New Year", terms: ["lunar new year", "chinese new year", "tet"] },
  { id: "independence-day", label: "Fourth of July", terms: ["fourth of july", "4th of july", "independence day"], month: 7, day: 4 },
  { id: "memorial-day", label: "Memorial Day", terms: ["memorial day"] },
  { id: "labor-day", label: "Labor Day", terms: ["labor day", "labour day"] },
  { id: "st-patricks", label: "St Patrick's Day", terms: ["st patricks day", "saint patricks day", "paddys day"], month: 3, day: 17 },
  { id: "mothers-day", label: "Mother's Day", terms: ["mothers day"] },
  { id: "fathers-day", label: "Father's Day", terms: ["fathers day"] },
  { id: "diwali", label: "Diwali", terms: ["diwali", "deepavali"] },
  { id: "hanukkah", label: "Hanukkah", terms: ["hanukkah", "chanukah"] },
  { id: "passover", label: "Passover", terms: ["passover", "seder"] },
  { id: "eid", label: "Eid", terms: ["eid", "eid al fitr", "eid al adha"] },
  { id: "ramadan", label: "Ramadan", terms: ["ramadan", "iftar"] },
  { id: "carnival", label: "Carnival", terms: ["carnival", "carnaval", "mardi gras"] },
  { id: "june-saints", label: "June saints' festivals", terms: ["santo antonio", "saint anthony", "sao joao", "saint john", "santos populares", "june saints", "festa junina"] },
  { id: "st-martin", label: "St Martin's Day", terms: ["sao martinho", "st martins day", "saint martin", "magusto"], month: 11, day: 11 },
  { id: "midsummer", label: "Midsummer", terms: ["midsummer", "summer solstice"] },
  { id: "day-of-the-dead", label: "Day of the Dead", terms: ["day of the dead", "dia de muertos", "dia de los muertos"] },
  { id: "bastille-day", label: "Bastille Day", terms: ["bastille day"], month: 7, day: 14 },
  { id: "oktoberfest", label: "Oktoberfest", terms: ["oktoberfest"] },
  { id: "boxing-day", label: "Boxing Day", terms: ["boxing day"], month: 12, day: 26 },
];

const longestFirst = HOLIDAYS.flatMap((h) => h.terms.map((t) => ({ holiday: h, words: normalizeKey(t).split(" ") }))).sort(
  (a, b) => b.words.length - a.words.length,
);

/** Holidays a tokenised text names. */
export function holidaysInText(tokens: Token[]): Holiday[] {
  const words = tokens.filter((t) => t.pos !== "PUNCT" && t.pos !== "SPACE").map((t) => normalizeKey(t.value)).filter(Boolean);
  const found = new Map<string, Holiday>();
  for (let i = 0; i < words.length; i++) {
    // Longest term first, and it consumes its words: "lunar new year" is not also "new year".
    const match = longestFirst.find(({ words: term }) => term.every((w, k) => words[i + k] === w));
    if (match) {
      found.set(match.holiday.id, match.holiday);
      i += match.words.length - 1;
    }
  }
  return [...found.values()];
}

/** A fixed-date holiday falling on this date, if any. */
export function holidayOnDate(date: Date): Holiday | undefined {
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  return HOLIDAYS.find((h) => h.month === month && h.day === day);
}

export function seasonLabel(season: Season): string {
  return season.charAt(0).toUpperCase() + season.slice(1);
}
