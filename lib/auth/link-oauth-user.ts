import "server-only";
import type { Account } from "next-auth";
import { getDb } from "@/lib/db/client";

type OAuthProfile = { account: Account; email?: string | null; emailVerified: boolean; name?: string | null; image?: string | null };

export type OAuthLinkResult = { ok: true; userId: string } | { ok: false; reason: "no_email" | "email_unverified" };

/**
 * The user for an OAuth sign-in. An account already linked to this provider identity signs
 * in as before. Otherwise the email decides, and only an email the provider verified
 * (lib/auth/oauth-email.ts) may reach or create a user here: anyone could put a stranger's
 * address on a GitHub profile, and linking by it would hand them that stranger's memories.
 */
export async function linkOAuthUser(profile: OAuthProfile): Promise<OAuthLinkResult> {
  const db = await getDb();
  const { provider, providerAccountId, type } = profile.account;
  const linked = await db.account.findUnique({ where: { provider_providerAccountId: { provider, providerAccountId } }, select: { userId: true } });
  if (linked) return { ok: true, userId: linked.userId };
  if (!profile.email) return { ok: false, reason: "no_email" };
  if (!profile.emailVerified) return { ok: false, reason: "email_unverified" };
  const email = profile.email.toLowerCase();
  const user = await db.user.upsert({
    where: { email },
    create: { email, name: profile.name ?? null, image: profile.image ?? null, emailVerified: new Date() },
    update: {},
    select: { id: true },
  });
  await db.account.upsert({
    where: { provider_providerAccountId: { provider, providerAccountId } },
    create: { userId: user.id, provider, providerAccountId, type },
    update: {},
  });
  return { ok: true, userId: user.id };
}
