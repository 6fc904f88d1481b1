import { z } from "zod";

// "On this day": which dates of earlier years count as today. Client-safe (no server code).
//
// Time zones: "today" is the person's own calendar day, so the browser sends its local date
// (`localDay()`) and the server never guesses a zone. A memory's day is the day it happened
// as stored (`occurredAt`'s UTC date: photos' EXIF wall-clock time and typed dates are both
// stored as UTC wall time), so a photo taken at 23:30 on June 24 is a June 24 memory in
// every zone.

export const onThisDayQuerySchema = z.object({
  day: z.iso.date({ message: "Send today's date like 2026-06-24." }),
});

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The month-days ("MM-DD") that are "this day" on `day` (YYYY-MM-DD). A memory from
 * February 29 comes back on February 28 in years without one, so it is never skipped
 * for three years in four; on a February 29 only February 29 memories come back.
 */
export function onThisDayMonthDays(day: string): string[] {
  const [year, monthDay] = [Number(day.slice(0, 4)), day.slice(5)];
  return monthDay === "02-28" && !isLeapYear(year) ? ["02-28", "02-29"] : [monthDay];
}

/** Whole years between a memory's day and today's (both YYYY-MM-DD). */
export function yearsAgo(today: string, occurredOn: string): number {
  return Number(today.slice(0, 4)) - Number(occurredOn.slice(0, 4));
}

export const yearsAgoLabel = (years: number) => (years === 1 ? "1 year ago today" : `${years} years ago today`);

/** The person's calendar day where the browser runs, YYYY-MM-DD. */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
