import { defineRoute } from "@/lib/edge/define-route";
import { listOnThisDay } from "@/lib/memories/list-on-this-day";
import { onThisDayQuerySchema } from "@/lib/memories/on-this-day";

export const runtime = "nodejs";

/** GET /api/memories/on-this-day?day=YYYY-MM-DD (the browser's own date): memories from this day in earlier years. */
export const GET = defineRoute({
  query: onThisDayQuerySchema,
  failure: "We couldn't look back at this day just now.",
  headers: { "cache-control": "private, no-store" },
  handle: async ({ user, query }) => ({ memories: await listOnThisDay(user.id, query.day) }),
});
