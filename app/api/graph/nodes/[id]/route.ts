import { NextResponse } from "next/server";
import { z } from "zod";
import { getSessionUser } from "@/lib/auth/session";
import { loadGraphNode } from "@/lib/graph-view/load-graph-node";

export const dynamic = "force-dynamic";

const nodeIdSchema = z.string().trim().min(1, "Node id is missing.").max(200, "Node id is too long.");

/** GET /api/graph/nodes/<id>: a theme with its memories, or a memory with its details and themes. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const user = await getSessionUser();
  if (!user) return NextResponse.json({ error: "Sign in to see your graph." }, { status: 401 });
  const id = nodeIdSchema.safeParse((await params).id);
  if (!id.success) return NextResponse.json({ error: id.error.issues[0].message }, { status: 400 });
  try {
    const details = await loadGraphNode(user.id, id.data);
    if (!details) return NextResponse.json({ error: "No such node in your graph." }, { status: 404 });
    return NextResponse.json(details);
  } catch (error) {
    console.error("GET /api/graph/nodes/[id] failed", error);
    return NextResponse.json({ error: "The node could not be loaded. Try again in a moment." }, { status: 503 });
  }
}
