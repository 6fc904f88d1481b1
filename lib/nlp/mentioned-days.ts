import * as chrono from "chrono-node";

const DAY = 86_400_000;
/** How long before its date a memory may tell of a day ("last Friday", "two weeks ago", "on the 3rd"). */
export const DAYS_TOLD_BEFORE = 45;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The days a memory's words name in the weeks before its own date: a memory is dated when it
 * was told, often after what it tells ("I went to a castle on my trip last Friday", "we got
 * the puppy two weeks ago"). Read with chrono-node against the memory's date; only days
 * (never a bare month or year), only in the `DAYS_TOLD_BEFORE` days before it. ISO days, each once.
 */
export function mentionedDays(text: string, occurredAt: string | null): string[] {
  if (!occurredAt || !text.trim()) return [];
  const reference = new Date(occurredAt);
  const own = Math.floor(reference.getTime() / DAY) * DAY;
  const days = new Set<string>();
  for (const hit of chrono.parse(text, reference, { forwardDate: false })) {
    // "last Friday", "on Monday", "two weeks ago", "yesterday": a day; "last month", "a year ago": no day.
    const aDay = hit.start.isCertain("day") || hit.start.isCertain("weekday") || /\b(ago|last|yesterday)\b/i.test(hit.text);
    if (!aDay || /\b(month|months|year|years)\b/i.test(hit.text)) continue;
    let day = Math.floor(hit.start.date().getTime() / DAY) * DAY;
    // chrono reads a bare weekday as the coming one; told in a memory ("on Monday I baked"), it is the last one.
    if (day > own && !hit.start.isCertain("day") && hit.start.isCertain("weekday") && !/\b(next|coming)\b/i.test(hit.text)) day -= 7 * DAY;
    if (day < own && day >= own - DAYS_TOLD_BEFORE * DAY) days.add(isoDay(day));
  }
  return [...days].sort();
}
