import { NextResponse } from "next/server";
import { defineRoute } from "@/lib/edge/define-route";
import { graphSearchParamsSchema } from "@/lib/graph-view/graph-query";
import { loadGraphView } from "@/lib/graph-view/load-graph-view";

export const dynamic = "force-dynamic";

/**
 * GET /api/graph?kinds=memory,relationship&relationshipKinds=person,place&limit=500
 * Answers with a Server-Timing header (`load`: the store and database reads, `json`: encoding),
 * which the browser's network panel and `npm run bench:ui` show.
 */
export const GET = defineRoute({
  query: graphSearchParamsSchema,
  signedOut: "Sign in to see your graph.",
  failure: "The memory graph could not be loaded. Try again in a moment.",
  handle: async ({ user, query }) => {
    const started = performance.now();
    const data = await loadGraphView(user.id, query);
    const loaded = performance.now();
    const body = JSON.stringify(data);
    const timing = `load;dur=${(loaded - started).toFixed(1)}, json;dur=${(performance.now() - loaded).toFixed(1)}`;
    return new NextResponse(body, { headers: { "content-type": "application/json", "server-timing": timing } });
  },
});
