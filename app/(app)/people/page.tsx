import { PeopleList } from "@/components/people/people-list";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { listPeople } from "@/lib/people/list-people";

export const metadata = { title: "People" };

export default async function PeoplePage() {
  const user = await requireUser("/people");
  const { people, graphAvailable } = await listPeople(user.id);
  return (
    <>
      <PageHeader title="People" description="Everyone you named in your memories. Rename someone, or merge two names that are one person." />
      {!graphAvailable && (
        <p data-testid="people-graph-unavailable" role="status" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
          The memory graph can&apos;t be read right now, so links to people&apos;s themes are missing. Everything else is here.
        </p>
      )}
      {people.length ? (
        <PeopleList people={people} />
      ) : (
        <EmptyState testId="people-empty" title="No people yet" action={{ href: "/memories/new", label: "Capture a memory" }}>
          People you mention in a memory, or name on a face in its photos, show up here.
        </EmptyState>
      )}
    </>
  );
}
