import "server-only";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/db/client";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { authOptions } from "./options";

export type SessionUser = { id: string; email: string; name: string | null };

export async function getSessionUser(): Promise<SessionUser | null> {
  const session = await getServerSession(authOptions());
  const user = session?.user;
  if (!user?.id || !user.email) return null;
  // A token outlives a deleted account (another tab, another device): it no longer counts.
  try {
    const db = await getDb();
    return await db.user.findUnique({ where: { id: user.id }, select: { id: true, email: true, name: true } });
  } catch (error) {
    // Pages, actions and routes all start here: an outage is told plainly everywhere (app/error.tsx).
    if (isDatabaseUnavailable(error)) throw new AppError("database_unavailable", undefined, { cause: error });
    throw error;
  }
}

/**
 * For the sign-in and sign-up pages: who is signed in, or, while the database is down, no
 * one and why (the form still shows, with the reason).
 */
export async function sessionForAuthPage(): Promise<{ user: SessionUser | null; notice?: string }> {
  try {
    return { user: await getSessionUser() };
  } catch (error) {
    if (isAppError(error, "database_unavailable")) return { user: null, notice: error.message };
    throw error;
  }
}

/** For pages and server actions: the signed-in user, or a redirect to sign-in. */
export async function requireUser(callbackUrl?: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(callbackUrl ? `/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/sign-in");
  return user;
}
