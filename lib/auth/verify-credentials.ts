import "server-only";
import { getDb } from "@/lib/db/client";
import { dummyPasswordHash, verifyPassword } from "./password";
import type { SignInInput } from "./schemas";

export type AuthenticatedUser = { id: string; email: string; name: string | null };

/** The user for these credentials, or null — never saying whether the email or the password was wrong. */
export async function verifyCredentials(input: SignInInput): Promise<AuthenticatedUser | null> {
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true, email: true, name: true, passwordHash: true },
  });
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user?.passwordHash || !ok) return null;
  return { id: user.id, email: user.email, name: user.name };
}
