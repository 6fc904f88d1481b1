import { z } from "zod";

// The memories list's query (GET /api/memories and the /memories page's search params).

const MEMORY_PAGE_SIZE = 24;

/** A keyset position in the timeline: the last item's timelineAt and id. */
type TimelineCursor = { timelineAt: Date; id: string };
/** A position in a search's results, best first: how many came before. */
type RankCursor = { offset: number };
type ListCursor = TimelineCursor | RankCursor;

const RANK_PREFIX = "rank|";
const MAX_RANK_OFFSET = 1_000_000;

export const isRankCursor = (cursor: ListCursor | undefined): cursor is RankCursor => !!cursor && "offset" in cursor;
export const isTimelineCursor = (cursor: ListCursor | undefined): cursor is TimelineCursor => !!cursor && "timelineAt" in cursor;

export function encodeCursor(cursor: ListCursor): string {
  const text = isRankCursor(cursor) ? `${RANK_PREFIX}${cursor.offset}` : `${cursor.timelineAt.toISOString()}|${cursor.id}`;
  return Buffer.from(text, "utf8").toString("base64url");
}

function decodeCursor(raw: string): ListCursor | null {
  const text = Buffer.from(raw, "base64url").toString("utf8");
  if (text.startsWith(RANK_PREFIX)) {
    const digits = text.slice(RANK_PREFIX.length);
    const offset = /^\d{1,7}$/.test(digits) ? Number(digits) : NaN;
    return offset > 0 && offset <= MAX_RANK_OFFSET ? { offset } : null;
  }
  const [iso, id, ...rest] = text.split("|");
  if (rest.length || !iso || !id || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  const timelineAt = new Date(iso);
  return Number.isNaN(timelineAt.getTime()) ? null : { timelineAt, id };
}

const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${what} under ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));

const optionalDate = (what: string) =>
  z
    .union([z.literal(""), z.iso.date({ message: `Use a ${what} date like 2024-06-24.` })])
    .optional()
    .transform((v) => (v ? v : undefined));

export const memoryListQuerySchema = z
  .object({
    cursor: z
      .string()
      .max(200)
      .optional()
      .transform((v, ctx) => {
        if (!v) return undefined;
        const cursor = decodeCursor(v);
        if (!cursor) {
          ctx.addIssue({ code: "custom", message: "That page link is out of date. Reload the list." });
          return z.NEVER;
        }
        return cursor;
      }),
    q: optionalText(200, "search"),
    person: optionalText(120, "person"),
    place: optionalText(120, "place"),
    activity: optionalText(120, "activity"),
    from: optionalDate("start"),
    to: optionalDate("end"),
    theme: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_:.-]*$/, "That theme link is not valid.")
      .optional()
      .transform((v) => (v ? v : undefined)),
    limit: z.coerce.number().int().min(1).max(100).default(MEMORY_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "The start date is after the end date.", path: ["from"] });

export type MemoryListQuery = z.output<typeof memoryListQuerySchema>;
export type MemoryListQueryInput = z.input<typeof memoryListQuerySchema>;
