"use server";

import { z } from "zod";
import { deleteAccount } from "@/lib/account/delete-account";
import { defineAction } from "@/lib/edge/define-action";
import { AppError } from "@/lib/errors/app-error";

/** "Delete my account": the person types their email to confirm. The client signs out after. */
export const deleteAccountAction = defineAction({
  input: z.object({ confirmation: z.string().trim().max(320) }).catch({ confirmation: "" }),
  signedOut: "Your session ended. Sign in again to delete your account.",
  failure: "We couldn't delete your account just now. Nothing was deleted; try again.",
  run: async ({ confirmation }, user) => {
    if (confirmation.toLowerCase() !== user.email.toLowerCase()) throw new AppError("invalid", `Type your email address (${user.email}) exactly to confirm.`);
    await deleteAccount(user.id);
  },
});
