import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { getSessionUser } from "@/lib/auth/session";
import { engineModes } from "@/lib/env";

// The shell only shows who is signed in; each page checks the session itself.
export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  return (
    <AppShell user={user} modes={engineModes()}>
      {children}
    </AppShell>
  );
}
