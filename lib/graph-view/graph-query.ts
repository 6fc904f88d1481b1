import { z } from "zod";
import { relationshipKindSchema, type SubgraphOptions } from "@/lib/graph/types";
import { GRAPH_NODE_KINDS } from "./graph-view-data";

/**
 * The graph view draws at most this many memories (the most recent): the view is measured
 * fluid at 5,000 (`npm run bench:ui`). The graph store may clamp a subgraph lower; the view
 * then says how many of the user's memories it shows.
 */
export const MAX_GRAPH_MEMORIES = 5000;

/** A comma-separated list ("a,b") of values of `item`; blank means "not given". */
function csvList<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .string()
    .transform((raw) => raw.split(",").map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(item).min(1, "give at least one value"));
}

const graphQuerySchema = z.object({
  kinds: csvList(z.enum(GRAPH_NODE_KINDS)).default([...GRAPH_NODE_KINDS]),
  relationshipKinds: csvList(relationshipKindSchema).optional(),
  limit: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(MAX_GRAPH_MEMORIES, `must be at most ${MAX_GRAPH_MEMORIES}`)
    .default(MAX_GRAPH_MEMORIES),
});
export type GraphQuery = z.infer<typeof graphQuerySchema>;

type ParsedGraphQuery = { ok: true; query: GraphQuery } | { ok: false; error: string };

/** Parses `GET /api/graph` search params; unknown params are ignored, blank ones count as absent. */
export function parseGraphQuery(params: URLSearchParams): ParsedGraphQuery {
  const raw: Record<string, string> = {};
  for (const key of ["kinds", "relationshipKinds", "limit"]) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const parsed = graphQuerySchema.safeParse(raw);
  if (parsed.success) return { ok: true, query: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, error: `Invalid query parameter "${issue.path.join(".")}": ${issue.message}` };
}

/** `parseGraphQuery` as a schema over the search params object (for the route wrapper). */
export const graphSearchParamsSchema = z.record(z.string(), z.string()).transform((raw, ctx): GraphQuery => {
  const parsed = parseGraphQuery(new URLSearchParams(raw));
  if (parsed.ok) return parsed.query;
  ctx.addIssue({ code: "custom", message: parsed.error });
  return z.NEVER;
});

/** The URL the graph page loads: memories and themes, details only when asked for (they multiply the node count). */
export function graphViewUrl(withDetails: boolean): string {
  return `/api/graph?kinds=${withDetails ? "memory,relationship,semantic" : "memory,relationship"}`;
}

export function toSubgraphOptions(query: GraphQuery): SubgraphOptions {
  return {
    limit: query.limit,
    relationshipKinds: query.relationshipKinds,
    includeSemantic: query.kinds.includes("semantic"),
  };
}
