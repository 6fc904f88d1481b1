"use client";

import { useCallback, useEffect, useRef, useState, type DragEvent } from "react";
import { formatMegabytes, uploadLimits } from "@/lib/storage/upload-limits";
import { uploadPhoto } from "./upload-photo";

type Item = {
  key: string;
  file: File;
  state: "queued" | "uploading" | "done" | "failed" | "cancelled";
  progress: number;
  error?: string;
  cancel?: () => void;
};

type Props = {
  /** Adds to this draft; without it the first uploaded photo creates the draft. */
  memoryId?: string;
  existingCount?: number;
  onDraftCreated?: (memoryId: string) => void;
  onUploaded?: (memoryId: string) => void;
  onContinue?: (memoryId: string) => void;
  compact?: boolean;
};

const concurrency = 2;
let keySeq = 0;

export function PhotoUploader({ memoryId: initialMemoryId, existingCount = 0, onDraftCreated, onUploaded, onContinue, compact }: Props) {
  const [items, setItems] = useState<Item[]>([]);
  const [memoryId, setMemoryId] = useState(initialMemoryId);
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const memoryIdRef = useRef(initialMemoryId);
  const creatingDraft = useRef(false);

  const update = useCallback((key: string, patch: Partial<Item>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...patch } : i))), []);

  const start = useCallback(
    (item: Item) => {
      const target = memoryIdRef.current;
      if (!target) creatingDraft.current = true;
      const upload = uploadPhoto(item.file, target, (fraction) => update(item.key, { progress: fraction }));
      update(item.key, { state: "uploading", progress: 0, error: undefined, cancel: upload.cancel });
      void upload.promise.then((result) => {
        if (!target) creatingDraft.current = false;
        if (result.ok) {
          if (!memoryIdRef.current) {
            memoryIdRef.current = result.memoryId;
            setMemoryId(result.memoryId);
            onDraftCreated?.(result.memoryId);
          }
          update(item.key, { state: "done", progress: 1, cancel: undefined });
          onUploaded?.(result.memoryId);
        } else {
          update(item.key, { state: result.cancelled ? "cancelled" : "failed", error: result.error, cancel: undefined });
        }
      });
    },
    [onDraftCreated, onUploaded, update],
  );

  // Runs queued uploads: one at a time until the draft exists (the first creates it), then two at once.
  useEffect(() => {
    const uploading = items.filter((i) => i.state === "uploading").length;
    const limit = memoryIdRef.current ? concurrency : creatingDraft.current ? 0 : 1;
    const next = items.filter((i) => i.state === "queued").slice(0, Math.max(0, limit - uploading));
    next.forEach(start);
  }, [items, start]);

  function addFiles(files: FileList | File[]) {
    const chosen = [...files];
    const active = items.filter((i) => i.state !== "failed" && i.state !== "cancelled").length;
    const room = Math.max(0, uploadLimits.maxFiles - existingCount - active);
    const accepted = chosen.slice(0, room);
    const refused = chosen.length - accepted.length;
    setNotice(
      refused > 0
        ? `Too many photos: a memory holds up to ${uploadLimits.maxFiles}. ${refused} of the ${chosen.length} you chose ${refused === 1 ? "was" : "were"} not added.`
        : null,
    );
    const fresh: Item[] = accepted.map((file) => {
      const item: Item = { key: `f${++keySeq}`, file, state: "queued", progress: 0 };
      if (file.size === 0) return { ...item, state: "failed", error: `"${file.name}" is empty (0 bytes).` };
      if (file.size > uploadLimits.maxBytes) {
        return { ...item, state: "failed", error: `"${file.name}" is ${formatMegabytes(file.size)}; the limit is ${formatMegabytes(uploadLimits.maxBytes)} per photo.` };
      }
      return item;
    });
    setItems((all) => [...all, ...fresh]);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) addFiles(event.dataTransfer.files);
  }

  const busy = items.some((i) => i.state === "queued" || i.state === "uploading");
  const doneCount = items.filter((i) => i.state === "done").length;

  return (
    <div data-testid="photo-uploader" className="space-y-4">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-2xl border-2 border-dashed text-center transition ${compact ? "p-4" : "p-10"} ${dragging ? "border-brand-500 bg-brand-50" : "border-stone-300 bg-white"}`}
      >
        <p className={compact ? "text-sm" : "text-base font-medium"}>Drop photos here</p>
        <p className="mt-1 text-xs text-stone-500">
          {uploadLimits.acceptedLabel} · up to {uploadLimits.maxFiles} photos · {formatMegabytes(uploadLimits.maxBytes)} each
        </p>
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          className="mt-3 rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-stone-50"
        >
          Choose photos
        </button>
        <input
          ref={inputRef}
          data-testid="photo-input"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif"
          className="sr-only"
          aria-label="Choose photos"
          onChange={(e) => {
            if (e.target.files?.length) addFiles(e.target.files);
            e.target.value = "";
          }}
        />
      </div>
      {notice && (
        <p data-testid="upload-notice" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      )}
      {items.length > 0 && (
        <ul className="space-y-2" data-testid="upload-list">
          {items.map((item) => (
            <li key={item.key} data-testid="upload-item" data-state={item.state} className="rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm">
              <div className="flex items-center justify-between gap-3">
                <span className="truncate font-medium">{item.file.name}</span>
                <span className="flex shrink-0 items-center gap-2 text-xs text-stone-600">
                  {item.state === "uploading" && `${Math.round(item.progress * 100)}%`}
                  {item.state === "queued" && "Waiting…"}
                  {item.state === "done" && <span className="text-emerald-700">Uploaded</span>}
                  {item.state === "cancelled" && "Cancelled"}
                  {(item.state === "uploading" || item.state === "queued") && (
                    <button
                      type="button"
                      className="rounded border border-stone-300 px-2 py-0.5 hover:bg-stone-50"
                      onClick={() => (item.cancel ? item.cancel() : update(item.key, { state: "cancelled" }))}
                    >
                      Cancel
                    </button>
                  )}
                  {(item.state === "failed" || item.state === "cancelled") && item.file.size > 0 && item.file.size <= uploadLimits.maxBytes && (
                    <button type="button" className="rounded border border-stone-300 px-2 py-0.5 hover:bg-stone-50" onClick={() => update(item.key, { state: "queued", error: undefined })}>
                      Retry
                    </button>
                  )}
                </span>
              </div>
              {(item.state === "uploading" || item.state === "done") && (
                <div className="mt-2 h-1.5 overflow-hidden rounded bg-stone-100" role="progressbar" aria-valuenow={Math.round(item.progress * 100)} aria-valuemin={0} aria-valuemax={100}>
                  <div className="h-full bg-brand-500 transition-all" style={{ width: `${Math.round(item.progress * 100)}%` }} />
                </div>
              )}
              {item.state === "failed" && item.error && (
                <p data-testid="upload-error" className="mt-1 text-sm text-red-700">
                  {item.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {onContinue && memoryId && doneCount > 0 && (
        <button
          type="button"
          data-testid="continue-to-draft"
          disabled={busy}
          onClick={() => onContinue(memoryId)}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? "Uploading…" : `Draft my memory from ${doneCount} photo${doneCount === 1 ? "" : "s"}`}
        </button>
      )}
    </div>
  );
}
