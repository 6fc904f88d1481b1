import { groupByMonth } from "./month-groups";

// The timeline as rows for a virtualized list: each month is cut into blocks of a few rows
// of cards, the first block carrying the month's heading. Client-safe.

export type TimelineBlock<T> = { key: string; month: string; label: string; first: boolean; items: T[] };

export const ROWS_PER_BLOCK = 3;

/** Cards per row for a list this wide: cards at least `minCard` px, never fewer than two. */
export function columnsFor(width: number, minCard = 200, gap = 12): number {
  return Math.max(2, Math.floor((width + gap) / (minCard + gap)));
}

export function timelineBlocks<T extends { timelineAt: string }>(items: T[], columns: number): TimelineBlock<T>[] {
  const size = Math.max(1, columns) * ROWS_PER_BLOCK;
  return groupByMonth(items).flatMap((month) => {
    const blocks: TimelineBlock<T>[] = [];
    for (let i = 0; i < month.items.length; i += size) {
      blocks.push({ key: `${month.key}:${i / size}`, month: month.key, label: month.label, first: i === 0, items: month.items.slice(i, i + size) });
    }
    return blocks;
  });
}

/** The last day (YYYY-MM-DD) of a period "YYYY" or "YYYY-MM": where a jump to it starts. */
export function periodEnd(period: string): string {
  if (/^\d{4}$/.test(period)) return `${period}-12-31`;
  const [year, month] = period.split("-").map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${period}-${String(last).padStart(2, "0")}`;
}

type Period = { month: string; count: number };
export type TimelineYear = { year: string; count: number; months: Period[] };

/** The periods (months, newest first) grouped by year for the jump menu. */
export function yearsOf(periods: Period[]): TimelineYear[] {
  const years: TimelineYear[] = [];
  for (const p of periods) {
    const year = p.month.slice(0, 4);
    const current = years.at(-1);
    if (current?.year === year) {
      current.count += p.count;
      current.months.push(p);
    } else years.push({ year, count: p.count, months: [p] });
  }
  return years;
}
