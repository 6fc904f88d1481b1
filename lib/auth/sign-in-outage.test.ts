import { describe, expect, it, vi } from "vitest";

vi.mock("./verify-credentials", () => ({
  verifyCredentials: async () => {
    throw new Error("Invalid `prisma.user.findUnique()` invocation: Server has closed the connection.");
  },
}));

const { signInWithPassword } = await import("./sign-in-with-password");

describe("sign-in while the database is down", () => {
  it("tells the person plainly, never the driver's message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const attempt = signInWithPassword({ email: "ada@example.com", password: "analytical engine" }, "203.0.113.7");
    await expect(attempt).rejects.toThrow("We couldn't sign you in just now. Please try again in a moment.");
    await expect(attempt).rejects.not.toThrow(/prisma/i);
  });
});
