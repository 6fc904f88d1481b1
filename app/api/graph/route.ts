import { NextResponse, type NextRequest } from "next/server";
import { getSessionUser } from "@/lib/auth/session";
import { parseGraphQuery } from "@/lib/graph-view/graph-query";
import { loadGraphView } from "@/lib/graph-view/load-graph-view";

export const dynamic = "force-dynamic";

/**
 * GET /api/graph?kinds=memory,relationship&relationshipKinds=person,place&limit=500
 * Answers with a Server-Timing header (`load`: the store and database reads, `json`: encoding),
 * which the browser's network panel and `npm run bench:ui` show.
 */
export async function GET(request: NextRequest) {
  const user = await getSessionUser();
  if (!user) return NextResponse.json({ error: "Sign in to see your graph." }, { status: 401 });
  const parsed = parseGraphQuery(request.nextUrl.searchParams);
  if (!parsed.ok) return NextResponse.json({ error: parsed.error }, { status: 400 });
  try {
    const started = performance.now();
    const data = await loadGraphView(user.id, parsed.query);
    const loaded = performance.now();
    const body = JSON.stringify(data);
    const timing = `load;dur=${(loaded - started).toFixed(1)}, json;dur=${(performance.now() - loaded).toFixed(1)}`;
    return new NextResponse(body, { headers: { "content-type": "application/json", "server-timing": timing } });
  } catch (error) {
    console.error("GET /api/graph failed", error);
    return NextResponse.json({ error: "The memory graph could not be loaded. Try again in a moment." }, { status: 503 });
  }
}
