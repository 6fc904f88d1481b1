import { z } from "zod";
import { memoryIdSchema } from "@/lib/memories/schemas";
import { defineRoute } from "@/lib/edge/define-route";
import { AppError } from "@/lib/errors/app-error";
import { getMemoryView } from "@/lib/memories/get-memory-view";

export const runtime = "nodejs";

/** GET /api/memories/:id : the memory page's data; 404 for a memory the user does not have. */
export const GET = defineRoute({
  params: z.object({ memoryId: memoryIdSchema }),
  headers: { "cache-control": "private, no-store" },
  handle: async ({ user, params }) => {
    const view = await getMemoryView(user.id, params.memoryId);
    if (!view) throw new AppError("not_found", "This memory does not exist or is not yours.");
    return { memory: view };
  },
});
