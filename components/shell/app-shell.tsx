import Link from "next/link";
import type { ReactNode } from "react";
import type { EngineModes } from "@/lib/env";
import { AccountMenu } from "./account-menu";
import { MainNav } from "./main-nav";
import { ModeBadge } from "./mode-badge";

export function AppShell({
  user,
  modes,
  children,
}: {
  user: { email: string; name: string | null } | null;
  modes: EngineModes;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh pb-20 md:pb-0">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-20 border-b border-stone-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
          <Link href="/memories" className="flex items-center gap-2 font-semibold tracking-tight">
            <span aria-hidden className="flex h-7 w-7 items-center justify-center rounded-lg bg-brand-600 text-white">
              ◎
            </span>
            Tobu
          </Link>
          <MainNav variant="top" />
          <div className="ml-auto flex items-center gap-3">
            <ModeBadge modes={modes} />
            {user && <AccountMenu email={user.email} name={user.name} />}
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        {children}
      </main>
      <MainNav variant="bottom" />
    </div>
  );
}
