"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition, type FormEvent } from "react";
import { mergePeopleAction, renamePersonAction } from "@/app/(app)/people/actions";
import { cropStyle } from "@/components/capture/face-crop";
import { graphHighlightHref } from "@/lib/graph-view/highlight";
import type { Person } from "@/lib/people/list-people";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");

const memoriesHref = (name: string) => `/memories?person=${encodeURIComponent(name)}`;

function Avatar({ person }: { person: Person }) {
  if (person.face)
    return <div data-testid="person-face" role="img" aria-label={`Face of ${person.name}`} style={cropStyle(person.face)} className="size-14 shrink-0 rounded-full border border-stone-200 bg-stone-100 bg-no-repeat" />;
  return (
    <div data-testid="person-initials" aria-hidden className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-50 text-lg font-semibold text-brand-700">
      {initials(person.name)}
    </div>
  );
}

type Run = (change: () => Promise<{ ok: true } | { ok: false; error: string }>) => Promise<boolean>;

function RenameForm({ person, run, onDone }: { person: Person; run: Run; onDone: () => void }) {
  const [value, setValue] = useState(person.name);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await run(() => renamePersonAction({ from: person.name, to: value }))) onDone();
  }
  return (
    <form onSubmit={submit} data-testid="rename-form" className="flex gap-2">
      <input
        data-testid="rename-input"
        aria-label={`New name for ${person.name}`}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        maxLength={80}
        autoFocus
        className="min-w-0 flex-1 rounded-md border border-stone-300 px-2 py-1 text-sm outline-none focus:border-brand-500"
      />
      <button type="submit" data-testid="rename-save" className="rounded-md bg-brand-600 px-3 py-1 text-sm font-medium text-white hover:bg-brand-700">
        Save
      </button>
      <button type="button" data-testid="rename-cancel" onClick={onDone} className="rounded-md px-2 py-1 text-sm text-stone-600 hover:bg-stone-100">
        Cancel
      </button>
    </form>
  );
}

function MergeForm({ person, others, run, onDone }: { person: Person; others: Person[]; run: Run; onDone: () => void }) {
  const [into, setInto] = useState(others[0]?.name ?? "");
  const selectId = useId();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await run(() => mergePeopleAction({ from: [person.name], into }))) onDone();
  }
  return (
    <form onSubmit={submit} data-testid="merge-form" className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={selectId} className="text-stone-600">
        Same person as
      </label>
      <select id={selectId} data-testid="merge-into" value={into} onChange={(e) => setInto(e.target.value)} className="min-w-0 flex-1 rounded-md border border-stone-300 px-2 py-1">
        {others.map((other) => (
          <option key={other.name} value={other.name}>
            {other.name}
          </option>
        ))}
      </select>
      <button type="submit" data-testid="merge-save" disabled={!into} className="rounded-md bg-brand-600 px-3 py-1 font-medium text-white hover:bg-brand-700 disabled:opacity-50">
        Merge
      </button>
      <button type="button" data-testid="merge-cancel" onClick={onDone} className="rounded-md px-2 py-1 text-stone-600 hover:bg-stone-100">
        Cancel
      </button>
    </form>
  );
}

function PersonCard({ person, others }: { person: Person; others: Person[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<"rename" | "merge" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const run: Run = async (change) => {
    setError(null);
    const result = await change();
    if (!result.ok) {
      setError(result.error);
      return false;
    }
    startTransition(() => router.refresh());
    return true;
  };
  return (
    <li data-testid="person-card" data-person={person.name} aria-busy={pending} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex items-center gap-3">
        <Avatar person={person} />
        <div className="min-w-0">
          <div className="flex min-w-0 items-baseline gap-1">
            <h2 data-testid="person-name" className="truncate font-semibold">
              {person.name}
            </h2>
            {person.pet && (
              <span data-testid="person-pet" className="shrink-0 text-sm text-stone-600">
                ({person.relation})
              </span>
            )}
          </div>
          {person.relation && !person.pet && (
            <p data-testid="person-relation" className="text-sm text-stone-600">
              {person.relation}
            </p>
          )}
          <Link data-testid="person-memories" href={memoriesHref(person.name)} className="text-sm text-brand-700 hover:underline">
            {person.memoryCount === 1 ? "1 memory" : `${person.memoryCount} memories`}
          </Link>
        </div>
      </div>
      <ul data-testid="person-latest" className="space-y-0.5 text-sm">
        {person.latestMemories.map((memory) => (
          <li key={memory.id} className="truncate">
            <Link href={`/memories/${memory.id}`} data-testid="person-memory" className="text-stone-800 hover:underline">
              {memory.title || "Untitled memory"}
            </Link>
            {memory.date && <span className="text-stone-500"> · {memory.date}</span>}
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" data-testid="person-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {editing === "rename" ? (
        <RenameForm person={person} run={run} onDone={() => setEditing(null)} />
      ) : editing === "merge" ? (
        <MergeForm person={person} others={others} run={run} onDone={() => setEditing(null)} />
      ) : (
        <div className="flex flex-wrap gap-2 text-sm">
          {person.themeId && (
            <Link data-testid="person-theme" href={graphHighlightHref([person.themeId])} className="rounded-md px-2 py-1 text-brand-700 hover:bg-brand-50">
              In the graph
            </Link>
          )}
          <button type="button" data-testid="person-rename" onClick={() => setEditing("rename")} className="rounded-md px-2 py-1 text-stone-700 hover:bg-stone-100">
            Rename
          </button>
          {others.length > 0 && (
            <button type="button" data-testid="person-merge" onClick={() => setEditing("merge")} className="rounded-md px-2 py-1 text-stone-700 hover:bg-stone-100">
              Merge…
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/** The People page's cards: each person with their face or initials, memories, graph theme, rename and merge. */
export function PeopleList({ people }: { people: Person[] }) {
  return (
    <ul data-testid="people-list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {people.map((person) => (
        <PersonCard key={person.name} person={person} others={people.filter((other) => other !== person)} />
      ))}
    </ul>
  );
}
