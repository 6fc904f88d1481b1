"use client";

import { useEffect, useRef } from "react";

type Props = { open: boolean; title: string; deleting: boolean; error: string | null; onConfirm: () => void; onCancel: () => void };

/** "Delete this memory?" as a modal dialog; Cancel has the focus, so Enter never deletes by accident. */
export function ConfirmDeleteDialog({ open, title, deleting, error, onConfirm, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      data-testid="delete-dialog"
      aria-labelledby="delete-dialog-title"
      aria-describedby="delete-dialog-text"
      onCancel={(e) => {
        e.preventDefault();
        if (!deleting) onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-black/40"
    >
      {open && (
        <>
          <h2 id="delete-dialog-title" className="text-lg font-semibold">
            Delete this memory?
          </h2>
          <p id="delete-dialog-text" className="mt-2 text-sm text-stone-600">
            “{title || "Untitled"}”, its photos, details and capture conversation will be deleted for good, and it leaves your memory graph. This can&apos;t be undone.
          </p>
          {error && (
            <p role="alert" data-testid="delete-error" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <button type="button" autoFocus onClick={onCancel} disabled={deleting} className="rounded-lg border border-stone-300 px-4 py-2 text-sm font-medium hover:bg-stone-50 disabled:opacity-60">
              Cancel
            </button>
            <button type="button" data-testid="confirm-delete" onClick={onConfirm} disabled={deleting} className="rounded-lg bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700 disabled:opacity-60">
              {deleting ? "Deleting…" : "Delete memory"}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
