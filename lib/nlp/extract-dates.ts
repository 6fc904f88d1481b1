import * as chrono from "chrono-node";
import nlp from "compromise";
import { normalizeKey } from "./fold";
import { holidayDate, holidayMentions, isSeasonFall } from "./periods";

export type DateReference = { date: Date; fromPhoto: boolean };
export type DateRange = { start: Date; end: Date };
export type ExtractedDates = { labels: string[]; resolvedDate: Date | null; range: DateRange | null };

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d, 12));

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

const months = "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const monthIndex = (name: string) => ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"].indexOf(name.slice(0, 3).toLowerCase()) + 1;

/**
 * chrono reads "3-7 May" and "28 December to 2 January" as ranges but not days said without
 * a month ("from the 3rd to the 7th", "between the 3rd and the 7th of May"): this parser
 * adds them, in the reference's month unless one is named after the second day.
 */
const dayOrdinalRangeParser: chrono.Parser = {
  pattern: () => new RegExp(`\\b(?:from|between)\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:to|till|until|and|-|–)\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)(?:\\s+of\\s+(${months})\\b)?`, "i"),
  extract: (context, match) => {
    const [first, last] = [Number(match[1]), Number(match[2])];
    if (first < 1 || last > 31 || last <= first) return null;
    const month = match[3] ? monthIndex(match[3]) : context.refDate.getMonth() + 1;
    const year = context.refDate.getFullYear();
    const [start, end] = [first, last].map((day) => {
      const components = context.createParsingComponents({ day }).imply("year", year);
      return match[3] ? components.assign("month", month) : components.imply("month", month);
    });
    return context.createParsingResult(match.index ?? 0, match[0], start, end);
  },
};
const rangeChrono = chrono.casual.clone();
rangeChrono.parsers.push(dayOrdinalRangeParser);

/** A range the text states ("3-7 May", "from the 3rd to the 7th"), whole days at noon UTC. */
function rangeIn(results: chrono.ParsedResult[]): DateRange | null {
  for (const parsed of results) {
    if (!parsed.end) continue;
    const start = parsed.start.date();
    const end = parsed.end.date();
    const startDay = utc(start.getFullYear(), start.getMonth() + 1, start.getDate());
    const endDay = utc(end.getFullYear(), end.getMonth() + 1, end.getDate());
    if (endDay > startDay) return { start: startDay, end: endDay };
  }
  return null;
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

  const keyWords = normalizeKey(text).split(" ");
  for (const { holiday, wordIndex, wordCount } of holidayMentions(keyWords)) {
    const label = holiday.dayLabel ?? holiday.label;
    const on = (year: number) => holidayDate(holiday, year);
    if (!on(2000)) {
      labels.push(`${label} ${reference.date.getUTCFullYear()}`);
      continue;
    }
    // "Christmas Day 2024", "Easter 2023": a year said with the holiday wins.
    const after = keyWords.slice(wordIndex + wordCount, wordIndex + wordCount + 2);
    const said = (["day", "eve"].includes(after[0]) ? after[1] : after[0])?.match(/^(?:19|20)\d{2}$/)?.[0];
    const modifier = (["last", "this", "next"] as const).find((m) => keyWords[wordIndex - 1] === m) ?? null;
    const year = said ? Number(said) : yearFor(modifier, reference, (y) => on(y)!);
    labels.push(`${label} ${year}`);
    resolvedDate ??= on(year)!;
  }

  for (const [word, season] of Object.entries(seasons)) {
    if (!words.includes(` ${word} `)) continue;
    if (word === "fall" && !saysSeasonFall(words)) continue; // "fall" the verb, or "his fall"
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

  const parsedDates = rangeChrono.parse(text, reference.date, { forwardDate: false });
  for (const parsed of parsedDates) {
    const known = parsed.start;
    if (!known.isCertain("month") && !known.isCertain("day") && !known.isCertain("weekday") && !/ago|yesterday|last|week|month|year/i.test(parsed.text)) continue;
    const date = known.date();
    // With a photo date, only dates the user spells out ("12 June", "in October") are kept as labels.
    const namesMonth = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b/i.test(parsed.text);
    if (namesMonth && known.isCertain("month") && !parsed.end) labels.push(known.isCertain("day") ? formatDay(date) : formatMonth(date));
    if (!reference.fromPhoto) resolvedDate ??= utc(date.getFullYear(), date.getMonth() + 1, date.getDate());
  }
  return { labels: [...new Set(labels)], resolvedDate, range: rangeIn(parsedDates) };
}

function ordinalSuffix(n: number) {
  const rem100 = n % 100;
  if (rem100 >= 11 && rem100 <= 13) return "th";
  return ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
}

export const formatDay = (date: Date) => date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
export const formatMonth = (date: Date) => date.toLocaleDateString("en-US", { year: "numeric", month: "long", timeZone: "UTC" });

/** Whether one "fall" of the space-joined keys is the season ("last fall", "fall 2024"), not falling ("fell", "his fall"). */
function saysSeasonFall(words: string): boolean {
  const keys = words.trim().split(/\s+/);
  return keys.some((k, i) => k === "fall" && isSeasonFall(keys[i - 1], keys[i + 1], keys[i + 2]));
}
