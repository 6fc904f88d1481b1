"use client";

import { useEffect, useState, type FormEvent } from "react";
import type { CaptureWorkspace } from "@/lib/capture/get-capture-workspace";

type Fields = { title: string; summary: string; occurredOn: string; place: string };
const fromWorkspace = (w: CaptureWorkspace): Fields => ({ title: w.title, summary: w.summary, occurredOn: w.occurredOn ?? "", place: w.place ?? "" });

type Props = { workspace: CaptureWorkspace; disabled: boolean; onSave: (fields: Partial<Fields>) => Promise<boolean> };

/** Title, summary, date and place, editable by hand; follows the model's updates until the user starts typing. */
export function MemoryFieldsForm({ workspace, disabled, onSave }: Props) {
  const [fields, setFields] = useState(() => fromWorkspace(workspace));
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (!dirty) setFields(fromWorkspace(workspace));
  }, [workspace, dirty]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const original = fromWorkspace(workspace);
    const changed = Object.fromEntries(Object.entries(fields).filter(([k, v]) => original[k as keyof Fields] !== v));
    if (await onSave(changed)) setDirty(false);
  }
  const set = (key: keyof Fields) => (e: { target: { value: string } }) => {
    setDirty(true);
    setFields((f) => ({ ...f, [key]: e.target.value }));
  };
  const input = "mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

  return (
    <form onSubmit={submit} data-testid="memory-fields" className="space-y-3">
      <div>
        <label htmlFor="memory-title" className="text-xs font-semibold uppercase tracking-wide text-stone-500">
          Title
        </label>
        <input id="memory-title" data-testid="memory-title" value={fields.title} onChange={set("title")} maxLength={120} className={`${input} font-medium`} />
      </div>
      <div>
        <label htmlFor="memory-summary" className="text-xs font-semibold uppercase tracking-wide text-stone-500">
          Summary
        </label>
        <textarea id="memory-summary" data-testid="memory-summary" value={fields.summary} onChange={set("summary")} rows={6} maxLength={4000} className={input} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor="memory-date" className="text-xs font-semibold uppercase tracking-wide text-stone-500">
            Date
          </label>
          <input id="memory-date" data-testid="memory-date" type="date" value={fields.occurredOn} onChange={set("occurredOn")} className={input} />
        </div>
        <div>
          <label htmlFor="memory-place" className="text-xs font-semibold uppercase tracking-wide text-stone-500">
            Place
          </label>
          <input id="memory-place" data-testid="memory-place" value={fields.place} onChange={set("place")} maxLength={200} className={input} />
        </div>
      </div>
      {dirty && (
        <div className="flex gap-2">
          <button type="submit" data-testid="save-fields" disabled={disabled} className="rounded-lg bg-stone-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-stone-900 disabled:opacity-60">
            Keep my edits
          </button>
          <button
            type="button"
            onClick={() => {
              setDirty(false);
              setFields(fromWorkspace(workspace));
            }}
            className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-50"
          >
            Discard
          </button>
        </div>
      )}
    </form>
  );
}
