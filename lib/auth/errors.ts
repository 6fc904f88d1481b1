/** Messages of the sign-in and sign-up forms (NextAuth's credentials provider throws plain Errors with them). */
export const authMessages = {
  // Sign-up never says an email is taken; this is all it says when it can't create the account.
  signUpRefused: "We couldn't create an account with that email and password. If you have an account, sign in instead.",
  invalidCredentials: "That email and password don't match an account.",
  unavailable: "We couldn't sign you in just now. Please try again in a moment.",
} as const;
