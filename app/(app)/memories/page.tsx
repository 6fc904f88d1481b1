import { IntentLink } from "@/components/ui/intent-link";
import { MemoryBrowser } from "@/components/memories/memory-browser";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { filtersFromSearchParams, filtersToSearchParams } from "@/lib/memories/memory-filters";
import { memoryListQuerySchema } from "@/lib/memories/memory-list-query";
import { isAppError } from "@/lib/errors/app-error";
import { firstIssue } from "@/lib/errors/first-issue";
import { searchMemories, type MemorySearchResult } from "@/lib/memories/search-memories";

export const metadata = { title: "Memories" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MemoriesPage({ searchParams }: Props) {
  const filters = filtersFromSearchParams(await searchParams);
  const query = filtersToSearchParams(filters).toString();
  const user = await requireUser(query ? `/memories?${query}` : "/memories");
  const parsed = memoryListQuerySchema.safeParse(filters);
  let initialPage: MemorySearchResult | null = null;
  let initialError: string | null = null;
  if (!parsed.success) initialError = firstIssue(parsed.error);
  else {
    try {
      initialPage = await searchMemories(user.id, parsed.data);
    } catch (error) {
      if (isAppError(error, "not_found")) initialError = error.message;
      else {
        console.error("memories page failed", error);
        initialError = "We couldn't load your memories just now. Try again.";
      }
    }
  }
  const nothingYet = !query && initialPage?.items.length === 0;
  return (
    <>
      <PageHeader
        title="Memories"
        description="Everything you have captured, newest first."
        actions={
          !nothingYet && (
            <div className="flex items-center gap-2">
              {/* The phone's tab bar has no room for People: it is reached from here. */}
              <IntentLink href="/people" data-testid="memories-people-link" className="rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 md:hidden">
                People
              </IntentLink>
              <IntentLink href="/memories/new" data-testid="new-memory" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
                New memory
              </IntentLink>
            </div>
          )
        }
      />
      {nothingYet ? (
        <EmptyState testId="memories-empty" title="No memories yet" action={{ href: "/memories/new", label: "Capture your first memory" }}>
          Drop in a few photos and tell the assistant what was happening. Your memories show up here.
        </EmptyState>
      ) : (
        <MemoryBrowser initialFilters={filters} initialPage={initialPage} initialError={initialError} />
      )}
    </>
  );
}
