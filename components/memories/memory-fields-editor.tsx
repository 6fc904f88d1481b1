"use client";

import { useState, type FormEvent } from "react";
import type { MemoryFieldsInput } from "@/lib/capture/schemas";
import type { MemoryView } from "@/lib/memories/get-memory-view";

type Fields = { title: string; summary: string; occurredOn: string; place: string };
const fromMemory = (m: MemoryView): Fields => ({ title: m.title, summary: m.summary, occurredOn: m.occurredOn ?? "", place: m.place ?? "" });

const input = "mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";
const label = "text-xs font-semibold uppercase tracking-wide text-stone-500";

/** Title, summary, date and place; sends only what changed. */
export function MemoryFieldsEditor({ memory, onSave, onCancel }: { memory: MemoryView; onSave: (changed: MemoryFieldsInput) => void; onCancel: () => void }) {
  const [fields, setFields] = useState(() => fromMemory(memory));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof Fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!fields.title.trim()) return setProblem("The title can't be empty.");
    const original = fromMemory(memory);
    const changed = Object.fromEntries(Object.entries(fields).filter(([k, v]) => original[k as keyof Fields] !== v)) as MemoryFieldsInput;
    onSave(changed);
  }

  return (
    <form onSubmit={submit} data-testid="memory-edit-form" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div>
        <label htmlFor="edit-title" className={label}>
          Title
        </label>
        <input id="edit-title" data-testid="edit-title" value={fields.title} onChange={set("title")} maxLength={120} required className={`${input} font-medium`} />
      </div>
      <div>
        <label htmlFor="edit-summary" className={label}>
          Summary
        </label>
        <textarea id="edit-summary" data-testid="edit-summary" value={fields.summary} onChange={set("summary")} rows={6} maxLength={4000} className={input} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="edit-date" className={label}>
            Date
          </label>
          <input id="edit-date" data-testid="edit-date" type="date" value={fields.occurredOn} onChange={set("occurredOn")} className={input} />
        </div>
        <div>
          <label htmlFor="edit-place" className={label}>
            Place
          </label>
          <input id="edit-place" data-testid="edit-place" value={fields.place} onChange={set("place")} maxLength={200} className={input} />
        </div>
      </div>
      <div className="flex gap-2">
        <button type="submit" data-testid="save-edits" className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700">
          Save changes
        </button>
        <button type="button" onClick={onCancel} className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-50">
          Cancel
        </button>
      </div>
    </form>
  );
}
