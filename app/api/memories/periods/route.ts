import { defineRoute } from "@/lib/edge/define-route";
import { listTimelinePeriods } from "@/lib/memories/list-timeline-periods";

export const runtime = "nodejs";

/** GET /api/memories/periods : every month of the user's timeline with its count (the jump menu). */
export const GET = defineRoute({
  failure: "We couldn't load your timeline's years just now.",
  headers: { "cache-control": "private, no-store" },
  handle: async ({ user }) => ({ periods: await listTimelinePeriods(user.id) }),
});
