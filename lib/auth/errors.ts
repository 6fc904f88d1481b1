export type AuthErrorCode = "email_taken" | "invalid_credentials" | "invalid_input";

export const authErrorMessages: Record<AuthErrorCode, string> = {
  email_taken: "An account with this email already exists. Sign in instead.",
  invalid_credentials: "That email and password don't match an account.",
  invalid_input: "Check the highlighted fields.",
};

export class AuthError extends Error {
  constructor(readonly code: AuthErrorCode) {
    super(authErrorMessages[code]);
    this.name = "AuthError";
  }
}
