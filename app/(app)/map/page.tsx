import { MapExplorer } from "@/components/map/map-explorer";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { serverEnv } from "@/lib/env";
import { mapQuerySchema } from "@/lib/map/map-query";

export const metadata = { title: "Map" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MapPage({ searchParams }: Props) {
  const { from, to } = await searchParams;
  const asked = { from: typeof from === "string" ? from : undefined, to: typeof to === "string" ? to : undefined };
  const search = new URLSearchParams(Object.entries(asked).filter((e): e is [string, string] => !!e[1])).toString();
  await requireUser(search ? `/map?${search}` : "/map");
  // A malformed link shows every memory rather than an error page.
  const parsed = mapQuerySchema.safeParse(asked);
  return (
    <>
      <PageHeader title="Map" description="Where your memories happened. Click a cluster to zoom in, a dot to open its memory." />
      <MapExplorer initial={parsed.success ? parsed.data : { from: undefined, to: undefined }} styleUrl={serverEnv().MAP_STYLE_URL ?? null} />
    </>
  );
}
