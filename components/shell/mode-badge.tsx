import type { EngineModes } from "@/lib/env";

const labels = {
  database: { embedded: "embedded PostgreSQL (PGlite)", server: "PostgreSQL server" },
  graph: { kuzu: "Kuzu (embedded)", neo4j: "Neo4j" },
  models: { offline: "offline engine (no AI model)", api: "OpenAI-compatible API" },
} as const;

export function ModeBadge({ modes }: { modes: EngineModes }) {
  const detail = `Database: ${labels.database[modes.database]} · Graph: ${labels.graph[modes.graph]} · Models: ${labels.models[modes.models]}`;
  return (
    <span
      data-testid="mode-badge"
      title={detail}
      aria-label={detail}
      className="hidden items-center gap-1.5 rounded-full border border-stone-200 bg-white px-2.5 py-1 text-xs text-stone-600 sm:inline-flex"
    >
      <span className={`h-2 w-2 rounded-full ${modes.models === "offline" ? "bg-amber-400" : "bg-emerald-500"}`} aria-hidden />
      {modes.database === "embedded" ? "Embedded DB" : "Postgres"} · {modes.graph === "kuzu" ? "Kuzu" : "Neo4j"} ·{" "}
      {modes.models === "offline" ? "Offline engine" : "AI model"}
    </span>
  );
}
