import "server-only";
import { isAppError } from "@/lib/errors/app-error";
import { consumeRateLimit, resetRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { authMessages } from "./errors";
import type { SignInInput } from "./schemas";
import { verifyCredentials, type AuthenticatedUser } from "./verify-credentials";

/**
 * Email-and-password sign-in, limited per email and per address so passwords can't be
 * guessed at speed: every attempt counts, a success clears the email's count. NextAuth's
 * credentials provider shows the thrown Error's message on the form.
 */
export async function signInWithPassword(input: SignInInput, address: string): Promise<AuthenticatedUser> {
  try {
    await consumeRateLimit("signInByEmail", input.email.toLowerCase());
    await consumeRateLimit("signInByAddress", address);
  } catch (error) {
    if (isAppError(error, "rate_limited")) throw new Error(error.message);
    throw error;
  }
  const user = await verifyCredentials(input).catch((error: unknown) => {
    // The database is down or failing: say so plainly, never the driver's message.
    console.error("sign-in failed", error);
    throw new Error(authMessages.unavailable);
  });
  if (!user) throw new Error(authMessages.invalidCredentials);
  await resetRateLimit("signInByEmail", input.email.toLowerCase());
  return user;
}
