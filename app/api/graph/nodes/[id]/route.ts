import { z } from "zod";
import { defineRoute } from "@/lib/edge/define-route";
import { AppError } from "@/lib/errors/app-error";
import { loadGraphNode } from "@/lib/graph-view/load-graph-node";

export const dynamic = "force-dynamic";

/** GET /api/graph/nodes/<id>: a theme with its memories, or a memory with its details and themes. */
export const GET = defineRoute({
  params: z.object({ id: z.string().trim().min(1).max(200) }),
  signedOut: "Sign in to see your graph.",
  failure: "The node could not be loaded. Try again in a moment.",
  handle: async ({ user, params }) => {
    const details = await loadGraphNode(user.id, params.id);
    if (!details) throw new AppError("not_found", "No such node in your graph.");
    return details;
  },
});
