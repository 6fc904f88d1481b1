import { defineRoute } from "@/lib/edge/define-route";
import { memoryListQuerySchema } from "@/lib/memories/memory-list-query";
import { searchMemories } from "@/lib/memories/search-memories";

export const runtime = "nodejs";

/** GET /api/memories?cursor=&q=&person=&place=&activity=&from=&to=&theme=&limit= : one page of the user's memories. */
export const GET = defineRoute({
  query: memoryListQuerySchema,
  failure: "We couldn't load your memories just now. Try again.",
  headers: { "cache-control": "private, no-store" },
  handle: ({ user, query }) => searchMemories(user.id, query),
});
