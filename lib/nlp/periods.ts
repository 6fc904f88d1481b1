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

/**
 * A holiday's day. Entries sharing an id are one holiday (one graph theme, named by `label`);
 * `dayLabel` names the entry's own day where it differs ("Christmas Eve"). `on` gives the
 * day in a year for movable holidays; fixed ones have month and day. Months are 1-12.
 */
export type Holiday = { id: string; label: string; dayLabel?: string; terms: string[]; month?: number; day?: number; on?: (year: number) => Date };

const utcNoon = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d, 12));

/** Western Easter Sunday (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): Date {
  const a = year % 19, b = Math.floor(year / 100), c = year % 100, d = Math.floor(b / 4), e = b % 4;
  const f = Math.floor((b + 8) / 25), g = Math.floor((b - f + 1) / 3), h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4), k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31), day = ((h + l - 7 * m + 114) % 31) + 1;
  return utcNoon(year, month, day);
}

/** The n-th given weekday (0 = Sunday) of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = utcNoon(year, month, 1).getUTCDay();
    return utcNoon(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = utcNoon(year, month, lastDay).getUTCDay();
  return utcNoon(year, month, lastDay - ((last - weekday + 7) % 7));
}

// Recurring holidays and festivals. Fixed-date ones are also found from the date alone.
// The one table of holidays for capture, the graph and recall. Curated and general: extend freely.
export const HOLIDAYS: Holiday[] = [
  { id: "christmas", label: "Christmas", terms: ["christmas", "xmas", "christmas day", "natal", "noel", "navidad"], month: 12, day: 25 },
  { id: "christmas", label: "Christmas", dayLabel: "Christmas Eve", terms: ["christmas eve"], month: 12, day: 24 },
  { id: "new-year", label: "New Year", dayLabel: "New Year's Eve", terms: ["new years eve", "nye", "hogmanay", "reveillon"], month: 12, day: 31 },
  { id: "new-year", label: "New Year", dayLabel: "New Year's Day", terms: ["new year", "new years", "new years day"], month: 1, day: 1 },
  { id: "easter", label: "Easter", terms: ["easter", "easter sunday", "easter weekend", "pascoa", "good friday", "holy week"], on: easterSunday },
  { id: "thanksgiving", label: "Thanksgiving", terms: ["thanksgiving", "friendsgiving"], on: (y) => nthWeekday(y, 11, 4, 4) },
  { id: "halloween", label: "Halloween", terms: ["halloween", "trick or treat", "trick or treating"], month: 10, day: 31 },
  { id: "valentines", label: "Valentine's Day", terms: ["valentine", "valentines", "valentines day"], month: 2, day: 14 },
  { id: "lunar-new-year", label: "Lunar New Year", terms: ["lunar new year", "chinese new year", "tet"] },
  { id: "independence-day", label: "Fourth of July", terms: ["fourth of july", "4th of july", "july 4th", "independence day"], month: 7, day: 4 },
  { id: "memorial-day", label: "Memorial Day", terms: ["memorial day"], on: (y) => nthWeekday(y, 5, 1, -1) },
  { id: "labor-day", label: "Labor Day", terms: ["labor day", "labour day"], on: (y) => nthWeekday(y, 9, 1, 1) },
  { id: "st-patricks", label: "St Patrick's Day", terms: ["st patricks day", "saint patricks day", "paddys day", "st paddys"], month: 3, day: 17 },
  { id: "mothers-day", label: "Mother's Day", terms: ["mothers day"], on: (y) => nthWeekday(y, 5, 0, 2) },
  { id: "fathers-day", label: "Father's Day", terms: ["fathers day"], on: (y) => nthWeekday(y, 6, 0, 3) },
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

/** The day a holiday falls on in a year, when it is known without a lunar calendar. */
export function holidayDate(holiday: Holiday, year: number): Date | undefined {
  if (holiday.on) return holiday.on(year);
  if (holiday.month && holiday.day) return utcNoon(year, holiday.month, holiday.day);
  return undefined;
}

const longestFirst = HOLIDAYS.flatMap((h) => h.terms.map((t) => ({ holiday: h, words: normalizeKey(t).split(" ") }))).sort(
  (a, b) => b.words.length - a.words.length,
);

export type HolidayMention = { holiday: Holiday; wordIndex: number; wordCount: number };

/** Each holiday term in a list of normalised words, longest first; a term consumes its words ("lunar new year" is not also "new year"). */
export function holidayMentions(words: string[]): HolidayMention[] {
  const found: HolidayMention[] = [];
  for (let i = 0; i < words.length; i++) {
    const match = longestFirst.find(({ words: term }) => term.every((w, k) => words[i + k] === w));
    if (match) {
      found.push({ holiday: match.holiday, wordIndex: i, wordCount: match.words.length });
      i += match.words.length - 1;
    }
  }
  return found;
}

/** Holidays a tokenised text names, one per holiday. */
export function holidaysInText(tokens: Token[]): Holiday[] {
  const words = tokens.filter((t) => t.pos !== "PUNCT" && t.pos !== "SPACE").map((t) => normalizeKey(t.value)).filter(Boolean);
  const found = new Map<string, Holiday>();
  for (const mention of holidayMentions(words)) found.set(mention.holiday.id, mention.holiday);
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

// "fall" is the season after a word of time ("last fall", "in the fall", "every fall") or before
// a year ("fall 2024", "the fall of 2023"), and at the start of a text ("Fall trip to Vermont");
// else it is falling: "when did Temka fall off the horse", "fall asleep", "fall in love", "his fall".
const BEFORE_SEASON_FALL = new Set(["last", "this", "past", "next", "that", "early", "late", "mid", "every", "each", "all", "in", "during", "since", "until", "till", "by", "through", "throughout", "the", "of", "before", "after"]);
const AFTER_FALLING = new Set(["off", "from", "down", "over", "out", "through", "into", "onto", "asleep", "apart", "behind", "ill", "sick", "short", "back", "victim", "prey", "flat", "silent", "pregnant", "on", "of"]);

/** Whether "fall" between these words (lower case; undefined at an end of the text) is the season. */
export function isSeasonFall(before: string | undefined, after: string | undefined, afterNext: string | undefined): boolean {
  if (after && /^(?:19|20)\d{2}$/.test(after)) return true;
  if (after === "of") return !!afterNext && (/^(?:19|20)\d{2}$/.test(afterNext) || afterNext === "last" || afterNext === "this");
  if (after === "in" && afterNext === "love") return false;
  if (after && AFTER_FALLING.has(after)) return false;
  return before === undefined || BEFORE_SEASON_FALL.has(before);
}
