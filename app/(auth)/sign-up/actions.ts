"use server";

import { AuthError } from "@/lib/auth/errors";
import { fieldErrors, signUpSchema } from "@/lib/auth/schemas";
import { signUpWithPassword } from "@/lib/auth/sign-up";

export type SignUpResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

export async function signUpAction(input: unknown): Promise<SignUpResult> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrors(parsed.error) };
  try {
    await signUpWithPassword(parsed.data);
    return { ok: true };
  } catch (error) {
    if (error instanceof AuthError && error.code === "email_taken") {
      return { ok: false, fieldErrors: { email: error.message } };
    }
    console.error("sign-up failed", error);
    return { ok: false, fieldErrors: { form: "We couldn't create your account just now. Please try again." } };
  }
}
