import * as chrono from "chrono-node";
import { isSeasonFall } from "@/lib/nlp/periods";

// Resolves the time expression of a recall request ("last summer", "in 2024", "this past
// year", "in March") against the date the request was made. Seasons are the northern
// hemisphere's meteorological ones (spring = March to May, ...).

export type TimeWindow = {
  from: Date; // inclusive
  to: Date; // exclusive
  label: string; // for people: "summer 2025"
  text: string; // the words it came from
};

const DAY = 86_400_000;
const utc = (y: number, m: number, d = 1) => new Date(Date.UTC(y, m, d));
const SEASONS = { spring: 2, summer: 5, autumn: 8, fall: 8, winter: 11 } as const; // first month
type Season = keyof typeof SEASONS;
export const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

function seasonWindow(season: Season, year: number): Omit<TimeWindow, "text"> {
  const start = SEASONS[season];
  const name = season === "fall" ? "autumn" : season;
  // Winter YYYY starts in December of YYYY and runs into the next year.
  return { from: utc(year, start), to: utc(year, start + 3), label: `${name} ${year}` };
}

/** The season's start year for the season that contains `date`. */
function seasonYearContaining(season: Season, date: Date): number | null {
  const y = date.getUTCFullYear();
  for (const year of [y, y - 1]) {
    const w = seasonWindow(season, year);
    if (date >= w.from && date < w.to) return year;
  }
  return null;
}

function resolveSeason(season: Season, which: "last" | "this" | "past" | undefined, year: number | undefined, asOf: Date) {
  if (year !== undefined) return seasonWindow(season, year);
  const current = seasonYearContaining(season, asOf);
  if (which === "this") {
    // "this summer" asked in April means the summer to come, which holds no memories yet: the most recent one that began.
    const y = current ?? asOf.getUTCFullYear();
    return seasonWindow(season, seasonWindow(season, y).from > asOf ? y - 1 : y);
  }
  // "last summer": the most recent summer that has ended; during summer, the one before.
  let y = asOf.getUTCFullYear();
  while (seasonWindow(season, y).to > asOf || y === current) y -= 1;
  return seasonWindow(season, y);
}

function monthWindow(month: number, year: number): Omit<TimeWindow, "text"> {
  const name = MONTHS[month]!;
  return { from: utc(year, month), to: utc(year, month + 1), label: `${name[0]!.toUpperCase()}${name.slice(1)} ${year}` };
}

/** `accept`: whether this match is meant as a time (the rule's next match is tried when not). */
type Rule = { pattern: RegExp; resolve: (m: RegExpMatchArray, asOf: Date) => Omit<TimeWindow, "text">; accept?: (m: RegExpMatchArray, text: string) => boolean };

function fallIsSeasonAt(text: string, at: number, length: number): boolean {
  const before = /([\p{L}]+)[^\p{L}\p{N}]*$/u.exec(text.slice(0, at))?.[1]?.toLowerCase();
  const [after, afterNext] = text.slice(at + length).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return isSeasonFall(before, after, afterNext);
}

const YEAR = "((?:19|20)\\d{2})";
const BEFORE_LAST = "(\\s+before\\s+last)?";
// "January last year", "the summer of this year": the named year of the month or season.
const OF_NAMED_YEAR = "(?:,?\\s+(?:of\\s+)?(last|this)\\s+year)?";
const namedYear = (which: string | undefined, asOf: Date) => (which ? asOf.getUTCFullYear() - (which.toLowerCase() === "last" ? 1 : 0) : undefined);
/** How many units a span back from the request's day covers ("the last three years", "the past couple of months"). */
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, "couple of": 2, few: 3 };
const LAST_FEW_UNITS = new RegExp(`\\b(?:these|the)\\s+(?:past|last)\\s+(\\d+|${Object.keys(COUNTS).join("|")})\\s+(days|weeks|months|years)\\b`, "i");
const rules: Rule[] = [
  {
    pattern: new RegExp(`\\b(?:(last|this|past)\\s+)?(spring|summer|autumn|fall|winter)(?:\\s+(?:of\\s+)?${YEAR})?${BEFORE_LAST}${OF_NAMED_YEAR}\\b`, "i"),
    resolve: (m, asOf) => {
      const season = m[2]!.toLowerCase() as Season;
      const year = m[3] ? Number(m[3]) : namedYear(m[5], asOf);
      // "the winter before last": the one before last winter.
      if (m[4] && year === undefined) return seasonWindow(season, Number(resolveSeason(season, "last", undefined, asOf).label.slice(-4)) - 1);
      return resolveSeason(season, m[1]?.toLowerCase() as "last" | "this" | "past" | undefined, year, asOf);
    },
    accept: (m, text) => m[2]!.toLowerCase() !== "fall" || !!m[1] || !!m[3] || fallIsSeasonAt(text, m.index! + m[0].toLowerCase().indexOf("fall"), 4),
  },
  {
    pattern: /\b(?:the\s+)?(year|month|week)\s+before\s+last\b/i,
    resolve: (m, asOf) => {
      const unit = m[1]!.toLowerCase();
      const [y, mo] = [asOf.getUTCFullYear(), asOf.getUTCMonth()];
      if (unit === "year") return { from: utc(y - 2, 0), to: utc(y - 1, 0), label: String(y - 2) };
      if (unit === "month") return monthWindow((mo + 10) % 12, mo < 2 ? y - 1 : y);
      const monday = startOfDay(asOf).getTime() - ((asOf.getUTCDay() + 6) % 7) * DAY - 14 * DAY;
      return { from: new Date(monday), to: new Date(monday + 7 * DAY), label: daysLabel(new Date(monday), new Date(monday + 7 * DAY)) };
    },
  },
  {
    pattern: /\b(?:(?:over|in|during)\s+)?(?:the\s+|this\s+)?(?:past|last)\s+(?:12|twelve)\s+months\b|\b(?:this|the)\s+past\s+year\b|\b(?:over|in|during)\s+the\s+(?:past|last)\s+year\b/i,
    resolve: (_m, asOf) => ({ from: new Date(asOf.getTime() - 365 * DAY), to: new Date(asOf.getTime() + DAY), label: "the past 12 months" }),
  },
  {
    // "these last three years", "over the past 6 months", "the last couple of weeks": from that long before the request's day.
    pattern: LAST_FEW_UNITS,
    resolve: (m, asOf) => {
      const count = COUNTS[m[1]!.toLowerCase()] ?? Number(m[1]);
      const unit = m[2]!.toLowerCase();
      const from = new Date(asOf);
      if (unit === "years") from.setUTCFullYear(from.getUTCFullYear() - count);
      else if (unit === "months") from.setUTCMonth(from.getUTCMonth() - count);
      else from.setTime(from.getTime() - count * (unit === "weeks" ? 7 : 1) * DAY);
      return { from: startOfDay(from), to: new Date(asOf.getTime() + DAY), label: `the past ${m[1]!.toLowerCase()} ${unit}` };
    },
  },
  {
    pattern: /\bthis\s+year\b/i,
    resolve: (_m, asOf) => ({ from: utc(asOf.getUTCFullYear(), 0), to: new Date(asOf.getTime() + DAY), label: `${asOf.getUTCFullYear()} so far` }),
  },
  {
    pattern: /\bthis\s+month\b/i,
    resolve: (_m, asOf) => ({ from: utc(asOf.getUTCFullYear(), asOf.getUTCMonth()), to: new Date(asOf.getTime() + DAY), label: `${monthWindow(asOf.getUTCMonth(), asOf.getUTCFullYear()).label} so far` }),
  },
  {
    pattern: /\bthis\s+week\b/i,
    resolve: (_m, asOf) => ({ from: new Date(startOfDay(asOf).getTime() - ((asOf.getUTCDay() + 6) % 7) * DAY), to: new Date(asOf.getTime() + DAY), label: "this week" }),
  },
  {
    pattern: /\blast\s+year\b/i,
    resolve: (_m, asOf) => ({ from: utc(asOf.getUTCFullYear() - 1, 0), to: utc(asOf.getUTCFullYear(), 0), label: String(asOf.getUTCFullYear() - 1) }),
  },
  {
    pattern: new RegExp(`\\b(?:(last|this)\\s+|(?:in|during)\\s+)?(${MONTHS.join("|")})(?:\\s+(?:of\\s+)?${YEAR})?${BEFORE_LAST}${OF_NAMED_YEAR}\\b`, "i"),
    resolve: (m, asOf) => {
      const month = MONTHS.indexOf(m[2]!.toLowerCase());
      const named = m[3] ? Number(m[3]) : namedYear(m[5], asOf);
      if (named !== undefined) return monthWindow(month, named);
      let year = asOf.getUTCFullYear();
      if (m[1]?.toLowerCase() === "this" && monthWindow(month, year).from <= asOf) return monthWindow(month, year);
      // "in March" / "last March": the most recent March that has started (and, for "last", ended);
      // "back in March" looks back to one that has ended too ("back in September", said at September's end, is last year's).
      const last = m[1]?.toLowerCase() === "last" || !!m[4] || /\bback\s+$/i.test(m.input!.slice(0, m.index!));
      while (monthWindow(month, year).from > asOf || (last && monthWindow(month, year).to > asOf)) year -= 1;
      // "the March before last": the one before last March.
      return monthWindow(month, m[4] ? year - 1 : year);
    },
  },
  {
    pattern: new RegExp(`\\b(?:in|during|from|of|since)?\\s*${YEAR}\\b`, "i"),
    resolve: (m) => ({ from: utc(Number(m[1]), 0), to: utc(Number(m[1]) + 1, 0), label: m[1]! }),
  },
  {
    pattern: /\b(?:recently|lately|these\s+days)\b/i,
    resolve: (_m, asOf) => ({ from: new Date(asOf.getTime() - 90 * DAY), to: new Date(asOf.getTime() + DAY), label: "the last three months" }),
  },
];

const NOW = /^(now|today|tonight|right now)$/i;

function fromChrono(text: string, asOf: Date, hit: chrono.ParsedResult | undefined): TimeWindow | null {
  if (!hit || NOW.test(hit.text.trim())) return null;
  const start = hit.start.date();
  if (start > new Date(asOf.getTime() + DAY)) return null; // memories are in the past
  const certain = (c: "day" | "month" | "year") => hit.start.isCertain(c);
  let from: Date;
  let to: Date;
  if (hit.end) {
    from = start;
    to = new Date(hit.end.date().getTime() + DAY);
  } else if (/\bago\b/i.test(hit.text)) {
    // "two years ago": the year around that point, generously.
    from = new Date(start.getTime() - 182 * DAY);
    to = new Date(start.getTime() + 183 * DAY);
  } else if (/\bweeks?\b/i.test(hit.text)) {
    from = new Date(startOfDay(start).getTime() - 3 * DAY);
    to = new Date(startOfDay(start).getTime() + 4 * DAY);
  } else if (/\bmonth\b/i.test(hit.text) || (certain("month") && !certain("day"))) {
    from = utc(start.getUTCFullYear(), start.getUTCMonth());
    to = utc(start.getUTCFullYear(), start.getUTCMonth() + 1);
  } else if (certain("day")) {
    from = utc(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
    to = new Date(from.getTime() + DAY);
  } else {
    return null;
  }
  const label = daysLabel(from, to);
  return { from, to, label, text: hit.text };
}

const startOfDay = (d: Date) => utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const dayMonthFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });

/** "23 October 2022", "10 June to 11 June 2023", "30 December 2022 to 2 January 2023" for days [from, to). */
function daysLabel(from: Date, to: Date): string {
  const last = new Date(Math.max(from.getTime(), to.getTime() - DAY));
  if (startOfDay(last).getTime() === startOfDay(from).getTime()) return dayFormat.format(from);
  const sameYear = from.getUTCFullYear() === last.getUTCFullYear();
  return `${sameYear ? dayMonthFormat.format(from) : dayFormat.format(from)} to ${dayFormat.format(last)}`;
}

/** Memories are in the past: a window never reaches beyond the end of the request's day (a future one is empty). */
function upToRequestDay(window: TimeWindow | null, asOf: Date): TimeWindow | null {
  if (!window) return null;
  const end = new Date(startOfDay(asOf).getTime() + DAY);
  const to = window.to > end ? end : window.to;
  return { ...window, to: to < window.from ? window.from : to };
}

const CLIPPED_UNITS: Record<string, string> = { yr: "year", yrs: "years", wk: "week", wks: "weeks", mth: "month", mths: "months", mos: "months", hr: "hour", hrs: "hours" };
const CLIPPED_UNIT = new RegExp(`\\b(\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|couple of|last|past|this|next)(\\s*)(${Object.keys(CLIPPED_UNITS).join("|")})\\b`, "gi");
/** Units no other word is spelled as: written out wherever they stand ("whole yr", "yr to yr", "both yrs"). */
const UNAMBIGUOUS_UNIT = /\b(yrs?|wks?|mths?)\b/gi;

/** Units people clip when they type ("like 2 yrs ago", "the last few wks", "yr to yr"), written out. */
export function expandClippedTimeUnits(text: string): string {
  return text
    .replace(CLIPPED_UNIT, (_m, count: string, space: string, unit: string) => `${count}${space || " "}${CLIPPED_UNITS[unit.toLowerCase()]}`)
    .replace(UNAMBIGUOUS_UNIT, (unit: string) => CLIPPED_UNITS[unit.toLowerCase()]!);
}

/** The first time expression in `text`, or null when it names no time. */
export function resolveTimeWindow(text: string, asOf: Date): TimeWindow | null {
  return upToRequestDay(firstTimeWindow(text, asOf), asOf);
}

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const DAY_BESIDE = new RegExp(`\\b(${WEEKDAYS.join("|")}|weekend)\\s+(before|after)\\s*$`, "i");

/** "the Sunday before October 25, 2022", "the weekend after June 3": that day (or weekend) next to the date. */
function dayBesideDate(before: string, date: Date): TimeWindow | null {
  const m = before.match(DAY_BESIDE);
  if (!m) return null;
  const weekday = m[1]!.toLowerCase() === "weekend" ? 6 : WEEKDAYS.indexOf(m[1]!.toLowerCase());
  const step = m[2]!.toLowerCase() === "before" ? -1 : 1;
  let day = startOfDay(date).getTime() + step * DAY;
  while (new Date(day).getUTCDay() !== weekday) day += step * DAY;
  const length = m[1]!.toLowerCase() === "weekend" ? 2 : 1;
  const from = new Date(day);
  const to = new Date(day + length * DAY);
  return { from, to, label: daysLabel(from, to), text: `${m[0]} ${date.toISOString().slice(0, 10)}` };
}

/** "at the last minute", "in the last hour": an idiom or the hour of asking; memories are found by the day at least. */
const SHORTER_THAN_A_DAY = /^(?:the\s+)?(?:last|this|past)\s+(?:second|minute|hour)s?$/i;

function firstTimeWindow(text: string, asOf: Date): TimeWindow | null {
  // A specific date ("3 June 2024"), wherever it is in the request, beats the coarse rules (a
  // bare "Sunday" or "October" before it is part of it); "now" and "today" are not a window.
  // ("last week" in "the last week of February" is part of the month's part, not a week ago.)
  const hits = chrono.parse(text, asOf, { forwardDate: false }).filter((h) => !ofSomeone(text, h) && !SHORTER_THAN_A_DAY.test(h.text.trim()));
  // chrono reads "the week before last" as last week: the rules below know "before last".
  // "the last couple of weeks" is a span back from the request's day (the rules), not the day chrono counts back to.
  const span = LAST_FEW_UNITS.exec(text);
  const inSpan = (h: chrono.ParsedResult) => !!span && h.index < span.index + span[0].length && h.index + h.text.length > span.index;
  const exact = hits.find((h) => h.start.isCertain("day") && !inSpan(h) && !NOW.test(h.text.trim()) && !/^\s+of\b/i.test(text.slice(h.index + h.text.length)) && !/\bbefore\s+last\b/i.test(text));
  if (exact) {
    const day = dayBesideDate(text.slice(0, exact.index), exact.start.date()) ?? fromChrono(text, asOf, exact);
    return day && fromThenOn(text, exact.index, exact.index + exact.text.length, day, asOf);
  }
  let best: { index: number; end: number; window: TimeWindow } | null = null;
  for (const rule of rules) {
    const m = rule.accept ? [...text.matchAll(new RegExp(rule.pattern.source, `${rule.pattern.flags}g`))].find((hit) => rule.accept!(hit, text)) : text.match(rule.pattern);
    if (!m || m.index === undefined) continue;
    if (!best || m.index < best.index) best = { index: m.index, end: m.index + m[0].length, window: { ...rule.resolve(m, asOf), text: m[0].trim() } };
  }
  if (best) return fromThenOn(text, best.index, best.end, partOf(text.slice(0, best.index), best.window), asOf);
  const hit = hits[0];
  const window = fromChrono(text, asOf, hit);
  return window && hit ? fromThenOn(text, hit.index, hit.index + hit.text.length, window, asOf) : window;
}

// "since last June", "ever since 2023", "since I started in September", "from March on": the
// time is where a span begins, and the span runs to the request's day. (A clause after "since"
// is a few words of one sentence: "since we moved back from the States in 2019".)
const SINCE_BEFORE = /\b(?:ever\s+)?since\b(?:\s+(?!until\b|till\b|to\b|and\b|but\b)[\p{L}\p{N}'’-]+){0,6}\s*$/iu;
const SINCE_IN_MATCH = /^\s*(?:ever\s+)?since\b/i;
const ON_AFTER = /^\s*(?:on|onwards?|until\s+now|till\s+now|to\s+now|to\s+date|up\s+to\s+now|to\s+(?:the\s+)?present)\b/i;

function fromThenOn(text: string, start: number, end: number, window: TimeWindow, asOf: Date): TimeWindow {
  const before = text.slice(0, start);
  const clause = SINCE_BEFORE.exec(before);
  const fromOn = /\bfrom\s+(?:the\s+)?$/i.test(before) && ON_AFTER.test(text.slice(end));
  if (!clause && !SINCE_IN_MATCH.test(text.slice(start, end)) && !fromOn) return window;
  const to = new Date(startOfDay(asOf).getTime() + DAY);
  if (window.from >= to) return window;
  // The clause's words say when the span began ("since I started in September"), not what to find.
  // Read after "from", "in" and "within", as the since-anchor window is ("the time since the surgery").
  return { from: window.from, to, label: `the time since ${window.label}`, text: clause ? `${clause[0]}${text.slice(start, end)}`.trim() : window.text };
}

/** "my mum's last weeks", "his first days at school": a span of someone's life, not a time before the request. */
function ofSomeone(text: string, hit: chrono.ParsedResult): boolean {
  return /^(last|first|final)\b/i.test(hit.text) && /(\b(my|his|her|their|our|your)|\w['’]s)\s+$/i.test(text.slice(0, hit.index));
}

const PART_OF = /(?:\b(?:the\s+)?(beginning|start|middle|end)\s+of\s+(?:the\s+)?|\b(early|mid|late)[-\s]*)$/i;
const PARTS: Record<string, { name: string; from: number; to: number }> = {
  beginning: { name: "early", from: 0, to: 0.5 },
  start: { name: "early", from: 0, to: 0.5 },
  early: { name: "early", from: 0, to: 0.5 },
  middle: { name: "mid", from: 0.25, to: 0.75 },
  mid: { name: "mid", from: 0.25, to: 0.75 },
  end: { name: "late", from: 0.5, to: 1 },
  late: { name: "late", from: 0.5, to: 1 },
};

/**
 * "the beginning of November 2022", "early 2023", "late summer": the part of the month, year
 * or season said (generously: its first, middle or last half), and the part's words are time
 * words, not things to find.
 */
function partOf(before: string, window: TimeWindow): TimeWindow {
  const week = before.match(WEEK_OF);
  const span = window.to.getTime() - window.from.getTime();
  if (week && span >= 28 * DAY && span <= 31 * DAY) return weekOfMonth(week, window);
  const m = before.match(PART_OF);
  if (!m) return window;
  const part = PARTS[(m[1] ?? m[2])!.toLowerCase()]!;
  const at = (share: number) => new Date(startOfDay(new Date(window.from.getTime() + share * span)).getTime());
  return { from: at(part.from), to: part.to === 1 ? window.to : at(part.to), label: `${part.name} ${window.label}`, text: `${m[0]}${window.text}`.trim() };
}

const WEEK_OF = /\b(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+week\s+of\s+(?:the\s+)?$/i;
const WEEK_NUMBER: Record<string, number> = { first: 0, "1st": 0, second: 1, "2nd": 1, third: 2, "3rd": 2, fourth: 3, "4th": 3 };

/** "the second week of November": its 8th to 14th; "the last week of May": its last seven days. */
function weekOfMonth(m: RegExpMatchArray, month: TimeWindow): TimeWindow {
  const which = m[1]!.toLowerCase();
  const from = which === "last" ? new Date(month.to.getTime() - 7 * DAY) : new Date(month.from.getTime() + 7 * WEEK_NUMBER[which]! * DAY);
  const to = new Date(from.getTime() + 7 * DAY);
  return { from, to, label: daysLabel(from, to), text: `${m[0]}${month.text}`.trim() };
}

/**
 * True when a memory's days overlap the window: its first day, through its last when it
 * spans several (a trip from August 29 to September 3 is in "last summer" and in
 * "September"). A memory without a date is in no window.
 */
export function overlapsWindow(window: Pick<TimeWindow, "from" | "to">, occurredAt: string | null, endedAt?: string | null): boolean {
  if (!occurredAt) return false;
  const start = new Date(occurredAt).getTime();
  const end = endedAt ? Math.max(start, new Date(endedAt).getTime()) : start;
  return start < window.to.getTime() && end >= window.from.getTime();
}
