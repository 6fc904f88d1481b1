import "server-only";
import type { Profile } from "next-auth";
import GitHubProvider, { type GithubProfile } from "next-auth/providers/github";

type GitHubEmail = { email: string; primary: boolean; verified: boolean };

/** The address to sign in with: the primary one if verified, else any verified one; and whether it is verified. */
export function chooseGitHubEmail(emails: GitHubEmail[], profileEmail: string | null): { email: string | null; verified: boolean } {
  const chosen = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified) ?? emails.find((e) => e.primary);
  if (chosen) return { email: chosen.email, verified: chosen.verified === true };
  return { email: profileEmail, verified: false };
}

/**
 * GitHub with the email taken from `/user/emails` together with whether GitHub verified it
 * (`email_verified` on the profile). NextAuth's own provider takes the primary (or first)
 * address without looking at `verified`.
 */
export function gitHubProviderWithVerifiedEmail(options: { clientId: string; clientSecret: string }) {
  return GitHubProvider({
    ...options,
    userinfo: {
      url: "https://api.github.com/user",
      async request({ client, tokens }) {
        const profile = (await client.userinfo(tokens.access_token!)) as unknown as GithubProfile;
        const response = await fetch("https://api.github.com/user/emails", { headers: { Authorization: `token ${tokens.access_token}`, Accept: "application/vnd.github+json" } });
        const emails: GitHubEmail[] = response.ok ? await response.json() : [];
        const { email, verified } = chooseGitHubEmail(emails, profile.email);
        return { ...profile, email, email_verified: verified } as unknown as Profile;
      },
    },
  });
}

/**
 * Whether the provider vouches that the person owns the profile's email: Google's
 * `email_verified` claim, and for GitHub the `verified` flag of the address chosen above.
 * Any other provider (or a missing claim) is not trusted.
 */
export function providerVerifiedEmail(provider: string, profile: unknown): boolean {
  if (provider !== "google" && provider !== "github") return false;
  const claim = (profile as { email_verified?: unknown } | null | undefined)?.email_verified;
  return claim === true || claim === "true";
}
