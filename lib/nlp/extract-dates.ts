import * as chrono from "chrono-node";
import nlp from "compromise";

export type DateReference = { date: Date; fromPhoto: boolean };
export type ExtractedDates = { labels: string[]; resolvedDate: Date | null };

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d, 12));

/** Western Easter Sunday (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): Date {
  const a = year % 19, b = Math.floor(year / 100), c = year % 100, d = Math.floor(b / 4), e = b % 4;
  const f = Math.floor((b + 8) / 25), g = Math.floor((b - f + 1) / 3), h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4), k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31), day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

/** The n-th given weekday (0 = Sunday) of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = utc(year, month, 1).getUTCDay();
    return utc(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = utc(year, month, lastDay).getUTCDay();
  return utc(year, month, lastDay - ((last - weekday + 7) % 7));
}

type Holiday = { label: string; names: string[]; on?: (year: number) => Date };
const holidays: Holiday[] = [
  { label: "Christmas Eve", names: ["christmas eve"], on: (y) => utc(y, 12, 24) },
  { label: "Christmas", names: ["christmas", "xmas", "christmas day"], on: (y) => utc(y, 12, 25) },
  { label: "New Year's Eve", names: ["new year's eve", "new years eve", "nye"], on: (y) => utc(y, 12, 31) },
  { label: "New Year's Day", names: ["new year's day", "new years day"], on: (y) => utc(y, 1, 1) },
  { label: "Easter", names: ["easter", "easter sunday", "easter weekend"], on: easterSunday },
  { label: "Halloween", names: ["halloween"], on: (y) => utc(y, 10, 31) },
  { label: "Valentine's Day", names: ["valentine's day", "valentines day", "valentine's", "valentines"], on: (y) => utc(y, 2, 14) },
  { label: "Fourth of July", names: ["fourth of july", "4th of july", "july 4th", "independence day"], on: (y) => utc(y, 7, 4) },
  { label: "Thanksgiving", names: ["thanksgiving"], on: (y) => nthWeekday(y, 11, 4, 4) },
  { label: "Mother's Day", names: ["mother's day", "mothers day"], on: (y) => nthWeekday(y, 5, 0, 2) },
  { label: "Father's Day", names: ["father's day", "fathers day"], on: (y) => nthWeekday(y, 6, 0, 3) },
  { label: "Memorial Day", names: ["memorial day"], on: (y) => nthWeekday(y, 5, 1, -1) },
  { label: "Labor Day", names: ["labor day", "labour day"], on: (y) => nthWeekday(y, 9, 1, 1) },
  { label: "St. Patrick's Day", names: ["st patrick's day", "st. patrick's day", "saint patrick's day", "st paddy's"], on: (y) => utc(y, 3, 17) },
  { label: "Hanukkah", names: ["hanukkah", "chanukah"] },
  { label: "Diwali", names: ["diwali"] },
  { label: "Eid", names: ["eid"] },
  { label: "Lunar New Year", names: ["lunar new year", "chinese new year"] },
];

const seasons: Record<string, { start: number; label: string }> = {
  spring: { start: 3, label: "spring" },
  summer: { start: 6, label: "summer" },
  autumn: { start: 9, label: "autumn" },
  fall: { start: 9, label: "autumn" },
  winter: { start: 12, label: "winter" },
};
const occasions = ["birthday", "anniversary", "wedding", "graduation", "honeymoon", "retirement", "baby shower", "bridal shower", "housewarming", "reunion", "bachelor party", "bachelorette party", "engagement", "first date"];

const wordsOf = (text: string) => ` ${text.toLowerCase().replace(/[’]/g, "'").replace(/[^a-z0-9' ]+/g, " ").replace(/\s+/g, " ")} `;

/** The year a mention ("last Easter", "this summer") points to: the photo's year, else the latest one by today. */
function yearFor(modifier: "last" | "this" | "next" | null, reference: DateReference, occursOn: (year: number) => Date): number {
  const year = reference.date.getUTCFullYear();
  if (reference.fromPhoto) return year; // the user is describing the photo, taken then
  if (modifier === "next") return occursOn(year) > reference.date ? year : year + 1;
  return occursOn(year) <= reference.date ? year : year - 1; // memories are in the past
}

function modifierBefore(words: string, name: string): "last" | "this" | "next" | null {
  const m = words.match(new RegExp(` (last|this|next) ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `));
  return (m?.[1] as "last" | "this" | "next" | undefined) ?? null;
}

/**
 * Dates and periods in the user's words, resolved against the photo's date (or today when
 * the photo has none): holidays ("last Easter" → "Easter 2024"), seasons ("the first hot
 * saturday of the summer" → "summer 2023"), occasions ("my 30th birthday"), and explicit
 * dates via chrono ("June 3rd", "two weeks ago").
 */
export function extractDates(text: string, reference: DateReference): ExtractedDates {
  const words = wordsOf(text);
  const labels: string[] = [];
  let resolvedDate: Date | null = null;

  for (const holiday of holidays) {
    const name = holiday.names.find((n) => words.includes(` ${n} `));
    if (!name) continue;
    if (!holiday.on) {
      labels.push(`${holiday.label} ${reference.date.getUTCFullYear()}`);
      continue;
    }
    // "Christmas Day 2024", "Easter 2023": a year said with the holiday wins.
    const said = words.match(new RegExp(` ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} (?:day |eve )?((?:19|20)\\d{2}) `))?.[1];
    const year = said ? Number(said) : yearFor(modifierBefore(words, name), reference, holiday.on);
    labels.push(`${holiday.label} ${year}`);
    resolvedDate ??= holiday.on(year);
  }

  for (const [word, season] of Object.entries(seasons)) {
    if (!words.includes(` ${word} `)) continue;
    if (word === "fall" && !/ (the|last|this|next|in|that) fall /.test(words)) continue; // "fall" the verb
    const startOf = (y: number) => utc(y, season.start, 1);
    // A January photo belongs to the winter that started the December before.
    const winterCarry = reference.fromPhoto && season.label === "winter" && reference.date.getUTCMonth() < 2 ? 1 : 0;
    const year = yearFor(modifierBefore(words, word), reference, startOf) - winterCarry;
    labels.push(`${season.label} ${year}`);
  }

  for (const occasion of occasions) {
    if (!words.includes(` ${occasion} `)) continue;
    const ordinal = words.match(new RegExp(` (\\d{1,3})(?:st|nd|rd|th) ${occasion} `))?.[1];
    const spelled = (nlp(text).match(`#Ordinal ${occasion}`) as unknown as { numbers: () => { toNumber: () => { toOrdinal: () => { text: () => string } } } })
      .numbers()
      .toNumber()
      .toOrdinal()
      .text();
    labels.push(ordinal ? `${ordinal}${ordinalSuffix(+ordinal)} ${occasion}` : spelled ? `${spelled.replace(/\s.*$/, "")} ${occasion}` : occasion);
  }

  for (const parsed of chrono.parse(text, reference.date, { forwardDate: false })) {
    const known = parsed.start;
    if (!known.isCertain("month") && !known.isCertain("day") && !known.isCertain("weekday") && !/ago|yesterday|last|week|month|year/i.test(parsed.text)) continue;
    const date = known.date();
    // With a photo date, only dates the user spells out ("12 June", "in October") are kept as labels.
    const namesMonth = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b/i.test(parsed.text);
    if (namesMonth && known.isCertain("month")) labels.push(known.isCertain("day") ? formatDay(date) : formatMonth(date));
    if (!reference.fromPhoto) resolvedDate ??= utc(date.getFullYear(), date.getMonth() + 1, date.getDate());
  }
  return { labels: [...new Set(labels)], resolvedDate };
}

function ordinalSuffix(n: number) {
  const rem100 = n % 100;
  if (rem100 >= 11 && rem100 <= 13) return "th";
  return ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
}

export const formatDay = (date: Date) => date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
export const formatMonth = (date: Date) => date.toLocaleDateString("en-US", { year: "numeric", month: "long", timeZone: "UTC" });
