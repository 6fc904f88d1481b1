import "server-only";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/errors/app-error";
import { authMessages } from "./errors";
import { hashPassword, verifyPassword } from "./password";
import type { SignUpInput } from "./schemas";

type SignedUpUser = { id: string; email: string; name: string | null };

/**
 * Creates the account, or, when the email already has one, answers as sign-in would: the
 * right password is simply let in (the form then signs in; nothing is changed), anything
 * else gets the one generic refusal, never "this email is taken". Both paths run one
 * argon2 operation, so they take about as long.
 */
export async function signUpWithPassword(input: SignUpInput): Promise<SignedUpUser> {
  const db = await getDb();
  const existing = await db.user.findUnique({ where: { email: input.email }, select: { id: true, email: true, name: true, passwordHash: true } });
  if (existing) return letInOrRefuse(existing, input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.user.create({
      data: { email: input.email, name: input.name ?? null, passwordHash },
      select: { id: true, email: true, name: true },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Created by a concurrent sign-up a moment ago: the same answer as above.
    const raced = await db.user.findUniqueOrThrow({ where: { email: input.email }, select: { id: true, email: true, name: true, passwordHash: true } });
    return letInOrRefuse(raced, input.password);
  }
}

async function letInOrRefuse(user: SignedUpUser & { passwordHash: string | null }, password: string): Promise<SignedUpUser> {
  // An account made with GitHub or Google has no password: it can't be claimed from here.
  const ok = user.passwordHash ? await verifyPassword(user.passwordHash, password) : (await hashPassword(password), false);
  if (!ok) throw new AppError("invalid", authMessages.signUpRefused);
  return { id: user.id, email: user.email, name: user.name };
}
