import { defineRoute } from "@/lib/edge/define-route";
import { listMapMemories } from "@/lib/map/list-map-memories";
import { mapQuerySchema } from "@/lib/map/map-query";

export const runtime = "nodejs";

/** GET /api/map?from=&to= : the user's memories with coordinates in a period (the map's points). */
export const GET = defineRoute({
  query: mapQuerySchema,
  failure: "We couldn't load your map just now.",
  headers: { "cache-control": "private, no-store" },
  handle: async ({ user, query }) => listMapMemories(user.id, query),
});
