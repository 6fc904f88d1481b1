"use server";

import { signUpSchema } from "@/lib/auth/schemas";
import { signUpWithPassword } from "@/lib/auth/sign-up";
import { definePublicAction } from "@/lib/edge/define-action";

/** Sign-up: a refusal carries the message per field (`fields`), the taken email included. */
export const signUpAction = definePublicAction({
  input: signUpSchema,
  failure: "We couldn't create your account just now. Please try again.",
  rateLimit: "signUpByAddress",
  run: async (input) => {
    await signUpWithPassword(input);
  },
});
