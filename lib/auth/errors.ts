/** Messages of the sign-in and sign-up forms (NextAuth's credentials provider throws plain Errors with them). */
export const authMessages = {
  emailTaken: "An account with this email already exists. Sign in instead.",
  invalidCredentials: "That email and password don't match an account.",
  unavailable: "We couldn't sign you in just now. Please try again in a moment.",
} as const;
