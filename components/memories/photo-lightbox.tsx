"use client";

import { useEffect, useRef } from "react";
import type { MemoryPhoto } from "@/lib/memories/memory-content";

type Props = { photos: MemoryPhoto[]; index: number | null; onIndex: (index: number) => void; onClose: () => void };

/**
 * Full-size photos in a modal dialog (native <dialog>: focus is kept inside and returns to
 * the opener on close). Left/right arrows move between photos; Escape closes.
 */
export function PhotoLightbox({ photos, index, onIndex, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const open = index !== null && photos[index] !== undefined;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  if (!open) return <dialog ref={dialog} aria-hidden className="hidden" />;
  const photo = photos[index];
  const count = photos.length;
  const go = (delta: number) => onIndex((index + delta + count) % count);

  return (
    <dialog
      ref={dialog}
      data-testid="lightbox"
      aria-label={`Photo ${index + 1} of ${count}`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClose={onClose}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") {
          e.preventDefault();
          go(1);
        } else if (e.key === "ArrowLeft") {
          e.preventDefault();
          go(-1);
        }
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose(); // a click on the backdrop
      }}
      className="m-auto h-[100dvh] max-h-none w-[100dvw] max-w-none bg-transparent p-0 backdrop:bg-black/85"
    >
      <div className="flex h-full w-full flex-col items-center justify-center gap-3 p-4" onClick={(e) => e.target === e.currentTarget && onClose()}>
        {/* eslint-disable-next-line @next/next/no-img-element -- private, owner-only media */}
        <img data-testid="lightbox-photo" src={photo.originalUrl} alt={`Photo ${index + 1} of ${count}`} className="max-h-[85dvh] max-w-full rounded-lg object-contain" />
        <div className="flex items-center gap-3 text-sm text-white">
          {count > 1 && (
            <button type="button" data-testid="lightbox-previous" onClick={() => go(-1)} aria-label="Previous photo" className="rounded-full bg-white/15 px-3 py-1.5 hover:bg-white/25">
              ← Previous
            </button>
          )}
          <span data-testid="lightbox-position" aria-live="polite">
            {index + 1} / {count}
          </span>
          {count > 1 && (
            <button type="button" data-testid="lightbox-next" onClick={() => go(1)} aria-label="Next photo" className="rounded-full bg-white/15 px-3 py-1.5 hover:bg-white/25">
              Next →
            </button>
          )}
          <button type="button" data-testid="lightbox-close" onClick={onClose} autoFocus className="rounded-full bg-white px-3 py-1.5 font-medium text-stone-900 hover:bg-stone-200">
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
