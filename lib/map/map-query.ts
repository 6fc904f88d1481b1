import { z } from "zod";

// The map's query (GET /api/map and the /map page's search params). Client-safe.

const optionalDay = (what: string) =>
  z
    .union([z.literal(""), z.iso.date({ message: `Use a ${what} date like 2024-06-24.` })])
    .optional()
    .transform((v) => (v ? v : undefined));

/** A period on the timeline: whole UTC days, `from` and `to` included; either may be left open. */
export const mapQuerySchema = z
  .object({ from: optionalDay("start"), to: optionalDay("end") })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "The start date is after the end date.", path: ["from"] });

export type MapQuery = z.output<typeof mapQuerySchema>;

/** A memory as a point on the map. */
export type MapMemory = {
  id: string;
  title: string;
  place: string | null;
  /** YYYY-MM-DD the memory happened, null when it has no date. */
  occurredOn: string | null;
  latitude: number;
  longitude: number;
  draft: boolean;
};

export type MapData = {
  memories: MapMemory[];
  /** The first and last year of all the user's memories with a place (the period picker's range), null when none. */
  years: { first: number; last: number } | null;
};

/** Where a marker leads: the memory page, or capture for a draft. */
export const mapMemoryHref = (memory: Pick<MapMemory, "id" | "draft">) => (memory.draft ? `/memories/new/${memory.id}` : `/memories/${memory.id}`);

/** The API address for a period. */
export function mapDataUrl(query: MapQuery): string {
  const params = new URLSearchParams();
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  const search = params.toString();
  return search ? `/api/map?${search}` : "/api/map";
}
