"use client";

import { appErrors, codeFromDigest } from "@/lib/errors/app-error";

const generic = "We couldn't load this page just now. Nothing you saved is lost; try again in a moment.";

/**
 * What a page that failed on the server shows. Production builds pass only the error's
 * digest to the browser: an AppError's digest names its code (lib/errors), so an outage
 * says so; anything else gets a plain sentence, never a driver's or a stack's text.
 */
export function PageFailure({ digest, retry }: { digest?: string; retry: () => void }) {
  const code = codeFromDigest(digest);
  const message = code ? appErrors[code].message : generic;
  return (
    <div data-testid="page-failure" data-code={code ?? "internal"} role="alert" className="mx-auto mt-16 max-w-md rounded-2xl border border-stone-200 bg-white p-8 text-center">
      <h1 className="text-lg font-semibold">{code === "database_unavailable" ? "Your memories are out of reach for a moment" : "Something went wrong"}</h1>
      <p className="mt-2 text-sm text-stone-600">{message}</p>
      <button type="button" onClick={retry} className="mt-6 rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
        Try again
      </button>
    </div>
  );
}
