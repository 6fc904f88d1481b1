import Link from "next/link";
import type { ReactNode } from "react";

export function EmptyState({
  title,
  children,
  action,
  testId,
}: {
  title: string;
  children: ReactNode;
  action?: { href: string; label: string };
  testId?: string;
}) {
  return (
    <div data-testid={testId} className="mx-auto max-w-md rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-2 text-sm text-stone-600">{children}</div>
      {action && (
        <Link
          href={action.href}
          className="mt-6 inline-flex rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {action.label}
        </Link>
      )}
    </div>
  );
}
