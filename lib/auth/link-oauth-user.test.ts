import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/lib/testing/test-database";
import { linkOAuthUser } from "./link-oauth-user";
import { chooseGitHubEmail, providerVerifiedEmail } from "./oauth-email";

const db = useTestDatabase();

const github = (id: string) => ({ provider: "github", providerAccountId: id, type: "oauth" as const });

describe("OAuth sign-in and existing accounts", () => {
  it("links to an existing password account only when the provider verified the email", async () => {
    const owner = await db.prisma().user.create({ data: { email: "ada@example.com", passwordHash: "x" } });
    expect(await linkOAuthUser({ account: github("attacker-1"), email: "Ada@example.com", emailVerified: false })).toEqual({ ok: false, reason: "email_unverified" });
    expect(await db.prisma().account.count({ where: { userId: owner.id } })).toBe(0);

    expect(await linkOAuthUser({ account: github("ada-1"), email: "Ada@example.com", emailVerified: true })).toEqual({ ok: true, userId: owner.id });
    expect(await db.prisma().account.findMany({ where: { userId: owner.id }, select: { provider: true, providerAccountId: true } })).toEqual([{ provider: "github", providerAccountId: "ada-1" }]);
  });

  it("creates no account from an unverified email, and signs a linked identity in as before", async () => {
    expect(await linkOAuthUser({ account: github("new-1"), email: "new@example.com", emailVerified: false })).toEqual({ ok: false, reason: "email_unverified" });
    expect(await db.prisma().user.count({ where: { email: "new@example.com" } })).toBe(0);
    expect(await linkOAuthUser({ account: github("new-1"), email: null, emailVerified: false })).toEqual({ ok: false, reason: "no_email" });

    const created = await linkOAuthUser({ account: github("new-1"), email: "new@example.com", emailVerified: true });
    expect(created.ok).toBe(true);
    // Later the profile's email changes or goes unverified: the linked identity is still that person.
    expect(await linkOAuthUser({ account: github("new-1"), email: "other@example.com", emailVerified: false })).toEqual(created);
  });

  it("trusts Google's email_verified claim and GitHub's verified flag, nothing else", () => {
    expect(providerVerifiedEmail("google", { email: "a@example.com", email_verified: true })).toBe(true);
    expect(providerVerifiedEmail("google", { email: "a@example.com", email_verified: false })).toBe(false);
    expect(providerVerifiedEmail("google", { email: "a@example.com" })).toBe(false);
    expect(providerVerifiedEmail("github", { email: "a@example.com", email_verified: true })).toBe(true);
    expect(providerVerifiedEmail("some-provider", { email: "a@example.com", email_verified: true })).toBe(false);

    const emails = [
      { email: "old@example.com", primary: false, verified: true },
      { email: "primary@example.com", primary: true, verified: false },
    ];
    expect(chooseGitHubEmail(emails, null)).toEqual({ email: "old@example.com", verified: true });
    expect(chooseGitHubEmail([emails[1]!], null)).toEqual({ email: "primary@example.com", verified: false });
    expect(chooseGitHubEmail([], "public@example.com")).toEqual({ email: "public@example.com", verified: false });
  });
});
