import { afterEach, describe, expect, it } from "vitest";
import { closeRateLimiters } from "@/lib/rate-limit/get-rate-limiter";
import { rateLimits } from "@/lib/rate-limit/rate-limits";
import { useTestDatabase } from "@/lib/testing/test-database";
import { authMessages } from "./errors";
import { signUpSchema } from "./schemas";
import { signInWithPassword } from "./sign-in-with-password";
import { signUpWithPassword } from "./sign-up";

useTestDatabase();

afterEach(async () => {
  await closeRateLimiters();
});

describe("signInWithPassword", () => {
  it("stops password guessing for an email, even when the right password comes next", async () => {
    await signUpWithPassword(signUpSchema.parse({ email: "kat@example.com", password: "right password" }));
    for (let i = 0; i < rateLimits.signInByEmail.points; i++) {
      await expect(signInWithPassword({ email: "kat@example.com", password: `guess ${i}` }, "203.0.113.1")).rejects.toThrow(authMessages.invalidCredentials);
    }
    await expect(signInWithPassword({ email: "kat@example.com", password: "right password" }, "203.0.113.1")).rejects.toThrow(/^Too many sign-in attempts for this email\. Try again in \d+ s\.$/);
  });

  it("clears an email's failed attempts when the person signs in", async () => {
    await signUpWithPassword(signUpSchema.parse({ email: "lee@example.com", password: "right password" }));
    for (let i = 0; i < rateLimits.signInByEmail.points - 1; i++) {
      await expect(signInWithPassword({ email: "lee@example.com", password: "typo" }, "203.0.113.2")).rejects.toThrow();
    }
    await expect(signInWithPassword({ email: "lee@example.com", password: "right password" }, "203.0.113.2")).resolves.toMatchObject({ email: "lee@example.com" });
    await expect(signInWithPassword({ email: "lee@example.com", password: "typo" }, "203.0.113.2")).rejects.toThrow(authMessages.invalidCredentials);
  });
});
