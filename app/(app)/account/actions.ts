"use server";

import { z } from "zod";
import { deleteAccount } from "@/lib/account/delete-account";
import { getSessionUser } from "@/lib/auth/session";

export type DeleteAccountResult = { ok: true } | { ok: false; error: string };

const confirmationSchema = z.object({ confirmation: z.string().trim().max(320) });

/** "Delete my account": the person types their email to confirm. The client signs out after. */
export async function deleteAccountAction(input: unknown): Promise<DeleteAccountResult> {
  const user = await getSessionUser();
  if (!user) return { ok: false, error: "Your session ended. Sign in again to delete your account." };
  const parsed = confirmationSchema.safeParse(input);
  if (!parsed.success || parsed.data.confirmation.toLowerCase() !== user.email.toLowerCase()) {
    return { ok: false, error: `Type your email address (${user.email}) exactly to confirm.` };
  }
  try {
    await deleteAccount(user.id);
    return { ok: true };
  } catch (error) {
    console.error("account deletion failed", error);
    return { ok: false, error: "We couldn't delete your account just now. Nothing was deleted; try again." };
  }
}
