"use client";

import { useEffect, useState, type FormEvent } from "react";
import { memoryInputLimits, memoryFieldsSchema, type MemoryFieldsInput } from "@/lib/memories/schemas";
import { firstIssue } from "@/lib/errors/first-issue";

type Fields = { title: string; summary: string; occurredOn: string; endedOn: string; place: string };
type MemoryFieldsSource = { title: string; summary: string; occurredOn: string | null; endedOn: string | null; place: string | null };
const fieldsOf = (m: MemoryFieldsSource): Fields => ({ title: m.title, summary: m.summary, occurredOn: m.occurredOn ?? "", endedOn: m.endedOn ?? "", place: m.place ?? "" });

const input = "mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";
const label = "text-xs font-semibold uppercase tracking-wide text-stone-500";

type Props = {
  memory: MemoryFieldsSource;
  disabled?: boolean;
  /** Sends only what changed; resolves true when it was kept. */
  onSave: (changed: MemoryFieldsInput) => Promise<boolean> | boolean;
  /**
   * With onCancel the form is an editor with Save and Cancel (memory page). Without, it is
   * always open and follows `memory` (the model's updates) until the person starts typing,
   * with Keep and Discard while they have edits (capture page).
   */
  onCancel?: () => void;
};

/** Title, summary, date and place, checked with the same schema (and limits) as the server. */
export function MemoryFieldsForm({ memory, disabled = false, onSave, onCancel }: Props) {
  const [fields, setFields] = useState(() => fieldsOf(memory));
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!dirty) setFields(fieldsOf(memory));
  }, [memory, dirty]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const original = fieldsOf(memory);
    const changed = Object.fromEntries(Object.entries(fields).filter(([k, v]) => original[k as keyof Fields] !== v)) as MemoryFieldsInput;
    const parsed = memoryFieldsSchema.safeParse(changed);
    if (!parsed.success) return setProblem(firstIssue(parsed.error));
    setProblem(null);
    if (await onSave(changed)) setDirty(false);
  }
  const set = (key: keyof Fields) => (e: { target: { value: string } }) => {
    setDirty(true);
    setFields((f) => ({ ...f, [key]: e.target.value }));
  };
  const discard = () => {
    setDirty(false);
    setProblem(null);
    setFields(fieldsOf(memory));
  };

  return (
    <form onSubmit={submit} data-testid="memory-fields" className={onCancel ? "space-y-3 rounded-2xl border border-stone-200 bg-white p-4" : "space-y-3"}>
      {problem && (
        <p role="alert" data-testid="memory-fields-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div>
        <label htmlFor="memory-title" className={label}>
          Title
        </label>
        <input id="memory-title" data-testid="memory-title" value={fields.title} onChange={set("title")} maxLength={memoryInputLimits.title} required className={`${input} font-medium`} />
      </div>
      <div>
        <label htmlFor="memory-summary" className={label}>
          Summary
        </label>
        <textarea id="memory-summary" data-testid="memory-summary" value={fields.summary} onChange={set("summary")} rows={6} maxLength={memoryInputLimits.summary} className={input} />
      </div>
      <div className="grid grid-cols-3 gap-3">
        <div>
          <label htmlFor="memory-date" className={label}>
            Date
          </label>
          <input id="memory-date" data-testid="memory-date" type="date" value={fields.occurredOn} onChange={set("occurredOn")} className={input} />
        </div>
        <div>
          <label htmlFor="memory-end-date" className={label}>
            Until <span className="font-normal normal-case">(optional)</span>
          </label>
          <input id="memory-end-date" data-testid="memory-end-date" type="date" value={fields.endedOn} min={fields.occurredOn || undefined} onChange={set("endedOn")} className={input} />
        </div>
        <div>
          <label htmlFor="memory-place" className={label}>
            Place
          </label>
          <input id="memory-place" data-testid="memory-place" value={fields.place} onChange={set("place")} maxLength={memoryInputLimits.place} className={input} />
        </div>
      </div>
      {(dirty || onCancel) && (
        <div className="flex gap-2">
          <button type="submit" data-testid="save-fields" disabled={disabled} className="rounded-lg bg-stone-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-stone-900 disabled:opacity-60">
            {onCancel ? "Save changes" : "Keep my edits"}
          </button>
          <button type="button" data-testid="discard-fields" onClick={onCancel ?? discard} className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-50">
            {onCancel ? "Cancel" : "Discard"}
          </button>
        </div>
      )}
    </form>
  );
}
