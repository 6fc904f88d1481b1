import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/lib/testing/test-database";
import { AppError } from "@/lib/errors/app-error";
import { authMessages } from "./errors";
import { signUpSchema, signInSchema } from "./schemas";
import { signUpWithPassword } from "./sign-up";
import { verifyCredentials } from "./verify-credentials";

const db = useTestDatabase();

describe("signUpWithPassword", () => {
  it("stores an argon2id hash, never the password", async () => {
    const user = await signUpWithPassword(signUpSchema.parse({ email: "Ada@Example.com", password: "analytical engine" }));
    expect(user.email).toBe("ada@example.com");
    const row = await db.prisma().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain("analytical engine");
  });

  it("never says an email is taken: the right password is let in unchanged, anything else gets the generic refusal", async () => {
    const first = await signUpWithPassword(signUpSchema.parse({ email: "grace@example.com", name: "Grace", password: "compiler pioneer" }));
    const again = await signUpWithPassword(signUpSchema.parse({ email: "GRACE@example.com", name: "Someone else", password: "compiler pioneer" }));
    expect(again).toEqual({ id: first.id, email: "grace@example.com", name: "Grace" });
    const wrong = signUpWithPassword(signUpSchema.parse({ email: "grace@example.com", password: "another password" }));
    await expect(wrong).rejects.toBeInstanceOf(AppError);
    await expect(wrong).rejects.toMatchObject({ code: "invalid", message: authMessages.signUpRefused, field: undefined });
    await expect(wrong).rejects.not.toThrow(/exists|taken|already/i);
    expect(await db.prisma().user.count({ where: { email: "grace@example.com" } })).toBe(1);
    const row = await db.prisma().user.findUniqueOrThrow({ where: { email: "grace@example.com" } });
    expect(await verifyCredentials(signInSchema.parse({ email: "grace@example.com", password: "compiler pioneer" }))).toMatchObject({ id: row.id });
  });

  it("never gives a password to an account made with GitHub or Google", async () => {
    const oauthOnly = await db.prisma().user.create({ data: { email: "oauth-only@example.com" } });
    const claim = signUpWithPassword(signUpSchema.parse({ email: "oauth-only@example.com", password: "let me in please" }));
    await expect(claim).rejects.toMatchObject({ code: "invalid", message: authMessages.signUpRefused });
    expect((await db.prisma().user.findUniqueOrThrow({ where: { id: oauthOnly.id } })).passwordHash).toBeNull();
  });
});

describe("verifyCredentials", () => {
  it("returns the user for the right password and null for a wrong one or an unknown email", async () => {
    await signUpWithPassword(signUpSchema.parse({ email: "alan@example.com", password: "imitation game" }));
    const ok = await verifyCredentials(signInSchema.parse({ email: "Alan@example.com", password: "imitation game" }));
    expect(ok?.email).toBe("alan@example.com");
    expect(await verifyCredentials(signInSchema.parse({ email: "alan@example.com", password: "wrong password" }))).toBeNull();
    expect(await verifyCredentials(signInSchema.parse({ email: "nobody@example.com", password: "imitation game" }))).toBeNull();
  });
});

describe("auth schemas", () => {
  it("give a specific message for each bad field", () => {
    const result = signUpSchema.safeParse({ email: "nope", password: "short" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => [i.path[0], i.message]);
    expect(messages).toEqual([
      ["email", "Enter a valid email address, like name@example.com."],
      ["password", "Use at least 8 characters for your password."],
    ]);
    expect(signInSchema.safeParse({ email: "a@b.co", password: "" }).error?.issues[0]?.message).toBe("Enter your password.");
  });
});
