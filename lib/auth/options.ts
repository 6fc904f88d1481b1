import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { serverEnv } from "@/lib/env";
import { firstIssue } from "@/lib/errors/first-issue";
import { signInSchema } from "./schemas";
import { authSecret } from "./secret";
import { clientAddress } from "@/lib/rate-limit/consume-rate-limit";
import { signInWithPassword } from "./sign-in-with-password";
import { linkOAuthUser } from "./link-oauth-user";
import { gitHubProviderWithVerifiedEmail, providerVerifiedEmail } from "./oauth-email";

type OAuthProviderId = "github" | "google";

export function enabledOAuthProviders(): OAuthProviderId[] {
  const env = serverEnv();
  const ids: OAuthProviderId[] = [];
  if (env.GITHUB_ID && env.GITHUB_SECRET) ids.push("github");
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) ids.push("google");
  return ids;
}

let cached: NextAuthOptions | undefined;

export function authOptions(): NextAuthOptions {
  if (cached) return cached;
  const env = serverEnv();
  // Without NEXTAUTH_URL, NextAuth takes the app's URL from each request's (forwarded) host
  // and protocol, so sign-out and OAuth come back to the host the person used, and cookies are
  // Secure when that is https. NextAuth reads this switch from the environment.
  if (!env.NEXTAUTH_URL) process.env.AUTH_TRUST_HOST ??= "true";
  const providers: NextAuthOptions["providers"] = [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, request) {
        const parsed = signInSchema.safeParse(credentials ?? {});
        if (!parsed.success) throw new Error(firstIssue(parsed.error));
        return signInWithPassword(parsed.data, clientAddress(request?.headers ?? {}));
      },
    }),
  ];
  if (env.GITHUB_ID && env.GITHUB_SECRET) {
    providers.push(gitHubProviderWithVerifiedEmail({ clientId: env.GITHUB_ID, clientSecret: env.GITHUB_SECRET }));
  }
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push(GoogleProvider({ clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }));
  }
  cached = {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
    pages: { signIn: "/sign-in", error: "/sign-in" },
    providers,
    callbacks: {
      async signIn({ user, account, profile }) {
        if (!account || account.type !== "oauth") return true;
        // OAuth: our user by the provider identity, or by an email the provider verified; our id goes in the token.
        const emailVerified = providerVerifiedEmail(account.provider, profile);
        const linked = await linkOAuthUser({ account, email: user.email, emailVerified, name: user.name, image: user.image });
        if (!linked.ok) return `/sign-in?error=${linked.reason === "email_unverified" ? "OAuthEmailUnverified" : "OAuthNoEmail"}`;
        user.id = linked.userId;
        return true;
      },
      jwt({ token, user }) {
        if (user) token.uid = user.id;
        return token;
      },
      session({ session, token }) {
        if (session.user && typeof token.uid === "string") session.user.id = token.uid;
        return session;
      },
    },
  };
  return cached;
}
