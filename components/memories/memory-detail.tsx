"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  addMemoryDetailAction,
  deleteMemoryAction,
  removeMemoryDetailAction,
  updateMemoryFieldsAction,
  type MemoryActionResult,
} from "@/app/(app)/memories/actions";
import { DetailEditor } from "@/components/capture/detail-editor";
import type { MemoryFieldsInput } from "@/lib/memories/schemas";
import type { MemoryView } from "@/lib/memories/get-memory-view";
import { detailKeys, type DetailKey } from "@/lib/models/capture/capture-draft";
import { CaptureChatLog } from "./capture-chat-log";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { GraphStatusBadge } from "./graph-status-badge";
import { fetchMemory, MemoriesApiError, memoryKeys } from "./memories-api";
import { MemoryFieldsForm } from "./memory-fields-form";
import { MemoryThemes } from "./memory-themes";
import { PhotoLightbox } from "./photo-lightbox";

// WebGL only exists in the browser.
const PlaceMap = dynamic(() => import("@/components/map/place-map"), { ssr: false });

const labels: Record<DetailKey, string> = { people: "People", locations: "Places", activities: "Activities", emotions: "Feelings", objects: "Things", dates: "Dates" };
const shownKeys: DetailKey[] = ["people", "locations", "activities", "emotions", "objects", "dates"];
const POLL_MS = 1_500;
const OFFLINE = "We couldn't reach the server; your change was not saved. Check your connection and try again.";

function searchLink(key: DetailKey, value: string) {
  const plain = value.replace(/\s*\([^)]*\)\s*$/, "");
  const param = key === "people" ? "person" : key === "locations" ? "place" : key === "activities" ? "activity" : "q";
  return `/memories?${new URLSearchParams({ [param]: plain })}`;
}

const formatDay = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** Calls a memory server action; a refused or unreachable action becomes an error (for rollback). */
async function runAction(action: () => Promise<MemoryActionResult>): Promise<MemoryView> {
  let result: MemoryActionResult;
  try {
    result = await action();
  } catch {
    throw new Error(OFFLINE);
  }
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

export function MemoryDetail({ initial, mapStyleUrl }: { initial: MemoryView; mapStyleUrl: string | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const key = memoryKeys.detail(initial.id);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchMemory(initial.id, signal),
    initialData: initial,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.graph?.state === "organising" ? POLL_MS : false),
  });
  const memory = query.data;
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [photoIndex, setPhotoIndex] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);

  function optimisticEdit<V>(action: (vars: V) => Promise<MemoryActionResult>, apply: (m: MemoryView, vars: V) => MemoryView) {
    return {
      mutationFn: (vars: V) => runAction(() => action(vars)),
      onMutate: async (vars: V) => {
        setError(null);
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData<MemoryView>(key);
        if (previous) queryClient.setQueryData<MemoryView>(key, { ...apply(previous, vars), graph: previous.graph && { state: "organising", jobId: previous.graph.jobId ?? "pending" } });
        return { previous };
      },
      onError: (caught: Error, _vars: V, context: { previous?: MemoryView } | undefined) => {
        if (context?.previous) queryClient.setQueryData(key, context.previous);
        setError(caught.message);
      },
      onSuccess: (fresh: MemoryView) => {
        queryClient.setQueryData(key, fresh);
        // The list shows titles, dates and status: load it fresh next time.
        queryClient.removeQueries({ queryKey: ["memories", "list"] });
      },
    };
  }

  const updateFields = useMutation(
    optimisticEdit(
      (fields: MemoryFieldsInput) => updateMemoryFieldsAction({ memoryId: initial.id, fields }),
      (m, fields) => ({
        ...m,
        ...(fields.title !== undefined ? { title: fields.title.trim() } : {}),
        ...(fields.summary !== undefined ? { summary: fields.summary.trim() } : {}),
        ...(fields.occurredOn !== undefined ? { occurredOn: fields.occurredOn || null } : {}),
        ...(fields.place !== undefined ? { place: fields.place.trim() || null } : {}),
      }),
    ),
  );
  const addDetail = useMutation(
    optimisticEdit(
      (detail: { key: DetailKey; value: string }) => addMemoryDetailAction({ memoryId: initial.id, detail }),
      (m, detail) => ({ ...m, details: [...m.details, { id: `pending-${detail.key}-${detail.value}`, key: detail.key, value: detail.value.trim(), source: "USER" }] }),
    ),
  );
  const removeDetail = useMutation(
    optimisticEdit(
      (detailId: string) => removeMemoryDetailAction({ memoryId: initial.id, detailId }),
      (m, detailId) => ({ ...m, details: m.details.filter((d) => d.id !== detailId) }),
    ),
  );
  const remove = useMutation({
    mutationFn: async () => {
      let result;
      try {
        result = await deleteMemoryAction({ memoryId: initial.id });
      } catch {
        throw new Error("We couldn't reach the server; nothing was deleted. Try again.");
      }
      if (!result.ok) throw new Error(result.error);
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: key });
      queryClient.removeQueries({ queryKey: ["memories", "list"] });
      router.replace("/memories");
      router.refresh();
    },
  });

  if (query.error instanceof MemoriesApiError && query.error.status === 404) {
    return (
      <div data-testid="memory-gone" className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-sm text-stone-600">
        This memory no longer exists. <Link href="/memories" className="font-medium text-brand-700 underline">Back to your memories</Link>
      </div>
    );
  }

  const busy = updateFields.isPending || addDetail.isPending || removeDetail.isPending;
  return (
    <article data-testid="memory-detail" data-memory-id={memory.id} aria-busy={busy} className="space-y-6">
      <div>
        <Link href="/memories" className="text-sm text-stone-600 hover:text-stone-900">
          ← All memories
        </Link>
        <div className="mt-2 flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h1 data-testid="memory-heading" className="text-2xl font-semibold tracking-tight">
              {memory.title || "Untitled"}
            </h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
              <span data-testid="memory-when">{memory.occurredOn ? formatDay(memory.occurredOn) : "No date yet"}</span>
              {memory.place && (
                <>
                  <span aria-hidden>·</span>
                  <span data-testid="memory-place-text">{memory.place}</span>
                </>
              )}
              <span data-testid="memory-graph-status" data-state={memory.graph?.state ?? "none"} data-job-id={memory.graph?.jobId ?? ""}>
                <GraphStatusBadge graph={memory.graph} />
              </span>
            </p>
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              data-testid="edit-memory"
              aria-pressed={editing}
              onClick={() => setEditing((e) => !e)}
              className="rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-stone-50"
            >
              {editing ? "Done editing" : "Edit"}
            </button>
            <button type="button" data-testid="delete-memory" onClick={() => setConfirming(true)} className="rounded-lg border border-red-200 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50">
              Delete
            </button>
          </div>
        </div>
      </div>

      {error && (
        <p role="alert" data-testid="memory-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-label="Photos" className="space-y-2">
          {memory.photos.length === 0 ? (
            <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-stone-100 text-sm text-stone-500">No photos</div>
          ) : (
            <ul className="grid grid-cols-3 gap-2">
              {memory.photos.map((photo, i) => (
                <li key={photo.id} className={i === 0 ? "col-span-3" : ""}>
                  <button type="button" data-testid="memory-photo" onClick={() => setPhotoIndex(i)} aria-label={`Open photo ${i + 1} of ${memory.photos.length} full size`} className="block w-full overflow-hidden rounded-xl bg-stone-100 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-300">
                    {/* eslint-disable-next-line @next/next/no-img-element -- private, owner-only media */}
                    <img src={i === 0 ? photo.originalUrl : photo.thumbnailUrl} alt="" className={`w-full object-cover ${i === 0 ? "aspect-[4/3]" : "aspect-square"}`} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className="space-y-6">
          {editing ? (
            <MemoryFieldsForm
              memory={memory}
              onCancel={() => setEditing(false)}
              onSave={(changed) => {
                setEditing(false);
                if (Object.keys(changed).length) updateFields.mutate(changed);
                return true;
              }}
            />
          ) : (
            <section aria-label="Summary">
              <p data-testid="memory-summary-text" className="whitespace-pre-wrap text-sm leading-6 text-stone-800">
                {memory.summary || <span className="text-stone-500">No summary yet.</span>}
              </p>
            </section>
          )}

          {memory.coordinates && (
            <section aria-label="Where" className="space-y-1">
              <div data-testid="memory-place-map" className="relative h-44 overflow-hidden rounded-xl border border-stone-200 bg-sky-50">
                <PlaceMap latitude={memory.coordinates.latitude} longitude={memory.coordinates.longitude} styleUrl={mapStyleUrl} />
              </div>
              <Link href="/map" className="text-xs text-stone-600 underline hover:text-stone-900">
                All your places on the map
              </Link>
            </section>
          )}

          {editing ? (
            <section aria-label="Details">
              <DetailEditor
                details={memory.details}
                disabled={false}
                onAdd={async (detailKey, value) => {
                  try {
                    await addDetail.mutateAsync({ key: detailKey, value });
                    return true;
                  } catch {
                    return false;
                  }
                }}
                onRemove={(id) => removeDetail.mutate(id)}
              />
            </section>
          ) : (
            <dl data-testid="memory-details" className="space-y-3">
              {shownKeys.map((detailKey) => {
                const values = memory.details.filter((d) => d.key === detailKey);
                if (!values.length) return null;
                return (
                  <div key={detailKey} data-testid={`memory-details-${detailKey}`}>
                    <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">{labels[detailKey]}</dt>
                    <dd className="mt-1 flex flex-wrap gap-1.5">
                      {values.map((d) => (
                        <Link key={d.id} href={searchLink(detailKey, d.value)} data-testid="memory-detail-value" className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs hover:bg-stone-200">
                          {d.value}
                        </Link>
                      ))}
                    </dd>
                  </div>
                );
              })}
              {!memory.details.some((d) => detailKeys.includes(d.key)) && <p className="text-sm text-stone-500">No people, places or activities yet. Use Edit to add some.</p>}
            </dl>
          )}

          <MemoryThemes themes={memory.themes} graph={memory.graph} />
          <CaptureChatLog messages={memory.messages} />
        </div>
      </div>

      <PhotoLightbox photos={memory.photos} index={photoIndex} onIndex={setPhotoIndex} onClose={() => setPhotoIndex(null)} />
      <ConfirmDeleteDialog
        open={confirming}
        title={memory.title}
        deleting={remove.isPending || remove.isSuccess}
        error={remove.error?.message ?? null}
        onCancel={() => {
          remove.reset();
          setConfirming(false);
        }}
        onConfirm={() => remove.mutate()}
      />
    </article>
  );
}
