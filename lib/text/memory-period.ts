const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const noon = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`);
const month = (d: Date) => d.toLocaleDateString("en-US", { month: "long", timeZone: "UTC" });
const fullDay = (d: Date) => d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/**
 * A memory's day or days the way people write them: "May 3, 2026"; "May 3 – 7, 2026";
 * "May 30 – June 2, 2026"; "December 30, 2025 – January 2, 2026". Takes dates or YYYY-MM-DD.
 */
export function formatPeriod(startAt: Date | string, endAt: Date | string | null | undefined): string {
  const start = typeof startAt === "string" ? noon(startAt) : startAt;
  const end = typeof endAt === "string" ? noon(endAt) : (endAt ?? null);
  if (!end || dayOf(end) <= dayOf(start)) return fullDay(start);
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  if (sameYear && start.getUTCMonth() === end.getUTCMonth()) return `${month(start)} ${start.getUTCDate()} – ${end.getUTCDate()}, ${end.getUTCFullYear()}`;
  if (sameYear) return `${month(start)} ${start.getUTCDate()} – ${month(end)} ${end.getUTCDate()}, ${end.getUTCFullYear()}`;
  return `${fullDay(start)} – ${fullDay(end)}`;
}
