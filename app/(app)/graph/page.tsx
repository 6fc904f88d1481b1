import Link from "next/link";
import { preload } from "react-dom";
import { GraphExplorer } from "@/components/graph/graph-explorer";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { graphViewUrl } from "@/lib/graph-view/graph-query";
import { graphHighlightHref, parseHighlight } from "@/lib/graph-view/highlight";

export const metadata = { title: "Graph" };

export default async function GraphPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { highlight } = await searchParams;
  const ids = parseHighlight(highlight);
  await requireUser(graphHighlightHref(ids));
  // The browser starts loading the graph with the page, not once the page's script has run.
  preload(graphViewUrl(false), { as: "fetch", crossOrigin: "anonymous" });
  return (
    <>
      <PageHeader
        title="Memory graph"
        description="How your memories connect through people, places and themes."
        actions={
          <Link href="/people" data-testid="graph-people-link" className="rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50">
            People
          </Link>
        }
      />
      <GraphExplorer highlight={ids} />
    </>
  );
}
