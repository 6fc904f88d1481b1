import { NextResponse } from "next/server";
import { jsonError, routeUser } from "@/lib/auth/route-user";
import { memoryIdSchema } from "@/lib/capture/schemas";
import { getMemoryView } from "@/lib/memories/get-memory-view";

export const runtime = "nodejs";

/** GET /api/memories/:id : the memory page's data; 404 for a memory the user does not have. */
export async function GET(_request: Request, context: { params: Promise<{ memoryId: string }> }) {
  const { user, response } = await routeUser();
  if (response) return response;
  const id = memoryIdSchema.safeParse((await context.params).memoryId);
  const view = id.success ? await getMemoryView(user.id, id.data) : null;
  if (!view) return jsonError("This memory does not exist or is not yours.", 404);
  return NextResponse.json({ memory: view }, { headers: { "cache-control": "private, no-store" } });
}
