import { z } from "zod";

/** The earliest year a memory can carry (old prints scanned in) and the latest: next year. */
export const earliestMemoryYear = 1800;
export const latestMemoryYear = () => new Date().getUTCFullYear() + 1;

export function isMemoryYear(year: number): boolean {
  return year >= earliestMemoryYear && year <= latestMemoryYear();
}

/** A day as YYYY-MM-DD within the years a memory can have ("0000-01-01" is refused, not stored). */
export const memoryDaySchema = z.iso
  .date({ message: "Use a date like 2024-06-24." })
  .refine((day) => isMemoryYear(Number(day.slice(0, 4))), { message: `Use a date between ${earliestMemoryYear} and next year.` });
