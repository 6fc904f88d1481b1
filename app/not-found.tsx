import Link from "next/link";

export const metadata = { title: "Page not found" };

/** Every unknown address (and a memory or chat that is not the person's): the app's own page, with a way home. */
export default function NotFound() {
  return (
    <main data-testid="not-found" className="flex min-h-dvh flex-col items-center justify-center bg-stone-50 px-6 text-center">
      <Link href="/" className="mb-10 flex items-center gap-2 font-semibold tracking-tight">
        <span aria-hidden className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white">
          ◎
        </span>
        Tobu
      </Link>
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">404</p>
      <h1 className="mt-2 text-2xl font-semibold text-stone-900">This page isn&apos;t here</h1>
      <p className="mt-3 max-w-sm text-sm text-stone-600">The address may be mistyped, or the memory it pointed to was deleted or belongs to someone else.</p>
      <div className="mt-8 flex gap-3">
        <Link href="/memories" data-testid="not-found-home" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
          Go to your memories
        </Link>
        <Link href="/memories/new" className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100">
          Capture a memory
        </Link>
      </div>
    </main>
  );
}
