import "server-only";
import type { Account } from "next-auth";
import { getDb } from "@/lib/db/client";

type OAuthProfile = { account: Account; email?: string | null; name?: string | null; image?: string | null };

/** Finds or creates the user for an OAuth sign-in, keyed by email, and records the account link. */
export async function linkOAuthUser(profile: OAuthProfile): Promise<{ id: string } | null> {
  if (!profile.email) return null;
  const db = await getDb();
  const email = profile.email.toLowerCase();
  const user = await db.user.upsert({
    where: { email },
    create: { email, name: profile.name ?? null, image: profile.image ?? null, emailVerified: new Date() },
    update: {},
    select: { id: true },
  });
  const { provider, providerAccountId, type } = profile.account;
  await db.account.upsert({
    where: { provider_providerAccountId: { provider, providerAccountId } },
    create: { userId: user.id, provider, providerAccountId, type },
    update: {},
  });
  return user;
}
