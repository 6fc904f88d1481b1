"use client";

import { useState, type FormEvent } from "react";
import type { MemoryDetailItem } from "@/lib/memories/memory-content";
import { memoryInputLimits } from "@/lib/memories/schemas";
import { detailKeys, type DetailKey } from "@/lib/models/capture/capture-draft";

const labels: Record<DetailKey, string> = { dates: "Dates", locations: "Places", people: "People", activities: "Activities", emotions: "Feelings", objects: "Things" };
const singular: Record<DetailKey, string> = { dates: "date", locations: "place", people: "person", activities: "activity", emotions: "feeling", objects: "thing" };

type Props = {
  details: MemoryDetailItem[];
  disabled: boolean;
  onAdd: (key: DetailKey, value: string) => Promise<boolean>;
  onRemove: (id: string) => void;
};

function AddDetail({ detailKey, disabled, onAdd }: { detailKey: DetailKey; disabled: boolean; onAdd: Props["onAdd"] }) {
  const [value, setValue] = useState("");
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (value.trim() && (await onAdd(detailKey, value))) setValue("");
  }
  return (
    <form onSubmit={submit} className="inline-flex">
      <input
        data-testid={`add-${detailKey}`}
        aria-label={`Add a ${singular[detailKey]}`}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        maxLength={memoryInputLimits.detail}
        placeholder={`+ ${singular[detailKey]}`}
        className="w-28 rounded-full border border-dashed border-stone-300 px-2 py-0.5 text-xs outline-none focus:w-40 focus:border-brand-500"
      />
      <button type="submit" disabled={disabled || !value.trim()} className="sr-only">
        Add {singular[detailKey]}
      </button>
    </form>
  );
}

export function DetailEditor({ details, disabled, onAdd, onRemove }: Props) {
  return (
    <dl data-testid="detail-editor" className="space-y-3">
      {detailKeys.map((key) => (
        <div key={key} data-testid={`details-${key}`}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">{labels[key]}</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-1.5">
            {details
              .filter((d) => d.key === key)
              .map((d) => (
                <span key={d.id} data-testid="detail-chip" data-source={d.source} className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2.5 py-0.5 text-xs" title={d.source === "EXIF" ? "From the photo" : d.source === "USER" ? "Added by you" : "Suggested by the assistant"}>
                  <span data-testid="detail-value">{d.value}</span>
                  <button type="button" aria-label={`Remove ${d.value}`} disabled={disabled} onClick={() => onRemove(d.id)} className="text-stone-400 hover:text-red-700">
                    ×
                  </button>
                </span>
              ))}
            <AddDetail detailKey={key} disabled={disabled} onAdd={onAdd} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
