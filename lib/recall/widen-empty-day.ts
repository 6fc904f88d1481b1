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
