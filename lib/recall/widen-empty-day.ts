import { isInWindow, type LexicalIndex } from "./lexical-index";
import type { TimeWindow } from "./time-window";

const DAY = 86_400_000;
/** Days after a named day a memory of it may have been written down. */
export const DAYS_WRITTEN_LATER = 7;

/**
 * A memory is dated when it was captured, often a few days after what it tells ("on May 3"
 * told on May 5). A window of one named day that no memory falls in widens to the day before
 * and the week after, never past the request's day; a day some memory has stays exact.
 */
export function widenEmptyDay(window: TimeWindow | null, index: LexicalIndex, asOf: Date): TimeWindow | null {
  if (!window || window.to.getTime() - window.from.getTime() > DAY) return window;
  for (const doc of index.docs.values()) if (isInWindow(window, doc)) return window;
  const end = Math.min(window.to.getTime() + DAYS_WRITTEN_LATER * DAY, Math.floor(asOf.getTime() / DAY) * DAY + DAY);
  return { ...window, from: new Date(window.from.getTime() - DAY), to: new Date(Math.max(end, window.to.getTime())), label: `${window.label} (or written down in the week after)` };
}

const MONTH_OR_SEASON = /\b(january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter)\b/i;
/** How many years back a month or season said without a year is looked for. */
const YEARS_BACK = 10;

function yearsBefore(date: Date, years: number): Date {
  const earlier = new Date(date);
  earlier.setUTCFullYear(earlier.getUTCFullYear() - years);
  return earlier;
}

/**
 * "in May", "during the summer", said without a year, mean the last one. When the user has no
 * memory of the last one (they wrote nothing down that May), the latest earlier one they have
 * memories of is meant, and the label says which ("May 2022"). A year, "this" or "last" said
 * is kept as said.
 */
export function latestMonthOrSeasonWithMemories(window: TimeWindow | null, index: LexicalIndex): TimeWindow | null {
  if (!window || /\d/.test(window.text) || /\b(this|last|next|past|coming)\b/i.test(window.text) || !MONTH_OR_SEASON.test(window.text)) return window;
  const hasMemories = (w: TimeWindow) => [...index.docs.values()].some((doc) => isInWindow(w, doc));
  if (hasMemories(window)) return window;
  for (let back = 1; back <= YEARS_BACK; back++) {
    const earlier = { ...window, from: yearsBefore(window.from, back), to: yearsBefore(window.to, back), label: window.label.replace(/\d{4}/g, (y) => String(Number(y) - back)) };
    if (hasMemories(earlier)) return earlier;
  }
  return window;
}
