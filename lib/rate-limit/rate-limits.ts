/**
 * How often each thing may be done, per key (a user id, an email, an address) in a window.
 * Generous for a person, tight for a script: a person uploads a few dozen photos at once,
 * types a capture answer or a question every few seconds, and mistypes a password a few times.
 */
export const rateLimits = {
  signInByEmail: { points: 10, seconds: 15 * 60, message: "Too many sign-in attempts for this email." },
  signInByAddress: { points: 50, seconds: 15 * 60, message: "Too many sign-in attempts from your network." },
  signUpByAddress: { points: 20, seconds: 60 * 60, message: "Too many new accounts from your network." },
  upload: { points: 120, seconds: 60, message: "Too many uploads at once." },
  captureTurn: { points: 30, seconds: 60, message: "Too many messages in a short time." },
  recallTurn: { points: 30, seconds: 60, message: "Too many questions in a short time." },
} as const satisfies Record<string, { points: number; seconds: number; message: string }>;

export type RateLimitName = keyof typeof rateLimits;
