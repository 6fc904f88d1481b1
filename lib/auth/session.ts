import "server-only";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/db/client";
import { authOptions } from "./options";

export type SessionUser = { id: string; email: string; name: string | null };

export async function getSessionUser(): Promise<SessionUser | null> {
  const session = await getServerSession(authOptions());
  const user = session?.user;
  if (!user?.id || !user.email) return null;
  // A token outlives a deleted account (another tab, another device): it no longer counts.
  const db = await getDb();
  const current = await db.user.findUnique({ where: { id: user.id }, select: { id: true, email: true, name: true } });
  return current;
}

/** For pages and server actions: the signed-in user, or a redirect to sign-in. */
export async function requireUser(callbackUrl?: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(callbackUrl ? `/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/sign-in");
  return user;
}
