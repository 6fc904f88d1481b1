import { GraphExplorer } from "@/components/graph/graph-explorer";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { parseHighlight } from "@/lib/graph-view/highlight";

export const metadata = { title: "Graph" };

export default async function GraphPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { highlight } = await searchParams;
  const ids = parseHighlight(highlight);
  await requireUser(ids.length ? `/graph?highlight=${ids.map(encodeURIComponent).join(",")}` : "/graph");
  return (
    <>
      <PageHeader title="Memory graph" description="How your memories connect through people, places and themes." />
      <GraphExplorer highlight={ids} />
    </>
  );
}
