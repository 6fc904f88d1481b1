import { NextResponse, type NextRequest } from "next/server";
import { routeUser, jsonError } from "@/lib/auth/route-user";
import { memoryListQuerySchema } from "@/lib/memories/memory-list-query";
import { searchMemories, ThemeNotFoundError } from "@/lib/memories/search-memories";

export const runtime = "nodejs";

/** GET /api/memories?cursor=&q=&person=&place=&activity=&from=&to=&theme=&limit= : one page of the user's memories. */
export async function GET(request: NextRequest) {
  const { user, response } = await routeUser();
  if (response) return response;
  const query = memoryListQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return jsonError(query.error.issues[0]?.message ?? "That search is not valid.", 400);
  try {
    return NextResponse.json(await searchMemories(user.id, query.data), { headers: { "cache-control": "private, no-store" } });
  } catch (error) {
    if (error instanceof ThemeNotFoundError) return jsonError(error.message, 404);
    console.error("memories list failed", error);
    return jsonError("We couldn't load your memories just now. Try again.", 500);
  }
}
