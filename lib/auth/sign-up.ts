import "server-only";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/errors/app-error";
import { authMessages } from "./errors";
import { hashPassword } from "./password";
import type { SignUpInput } from "./schemas";

type SignedUpUser = { id: string; email: string; name: string | null };

export async function signUpWithPassword(input: SignUpInput): Promise<SignedUpUser> {
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.user.create({
      data: { email: input.email, name: input.name ?? null, passwordHash },
      select: { id: true, email: true, name: true },
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("conflict", authMessages.emailTaken, { field: "email" });
    }
    throw error;
  }
}
