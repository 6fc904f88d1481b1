"use client";

import { signOut } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { deleteAccountAction } from "@/app/(app)/account/actions";

/** Typed confirmation (the account's email), then everything goes and the person is signed out. */
export function DeleteAccountForm({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const matches = confirmation.trim().toLowerCase() === email.toLowerCase();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!matches) return setError(`Type your email address (${email}) exactly to confirm.`);
    setDeleting(true);
    setError(null);
    try {
      const result = await deleteAccountAction({ confirmation });
      if (!result.ok) {
        setError(result.error);
        setDeleting(false);
        return;
      }
      await signOut({ callbackUrl: "/sign-in" });
    } catch {
      setError("We couldn't reach the server. Nothing was deleted; try again.");
      setDeleting(false);
    }
  }

  if (!open) {
    return (
      <button type="button" data-testid="delete-account" onClick={() => setOpen(true)} className="rounded-lg border border-red-300 px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50">
        Delete my account…
      </button>
    );
  }
  return (
    <form onSubmit={submit} data-testid="delete-account-form" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4">
      <p className="text-sm text-red-900">
        This deletes your account and everything in it: all memories and drafts, photos, chats and your memory graph. It can&apos;t be undone. Export your data first if you want a copy.
      </p>
      <label htmlFor="delete-account-confirmation" className="block text-sm font-medium text-red-900">
        Type <span className="font-mono">{email}</span> to confirm
      </label>
      <input
        id="delete-account-confirmation"
        data-testid="delete-account-confirmation"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "delete-account-error" : undefined}
        className="block w-full rounded-lg border border-red-300 bg-white px-3 py-2 text-sm outline-none focus:ring-2 focus:ring-red-200"
      />
      {error && (
        <p id="delete-account-error" role="alert" data-testid="delete-account-error" className="text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" data-testid="confirm-delete-account" disabled={!matches || deleting} className="rounded-lg bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700 disabled:opacity-50">
          {deleting ? "Deleting everything…" : "Delete my account and all my memories"}
        </button>
        <button type="button" onClick={() => { setOpen(false); setConfirmation(""); setError(null); }} disabled={deleting} className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm hover:bg-stone-50">
          Cancel
        </button>
      </div>
    </form>
  );
}
