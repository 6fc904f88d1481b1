import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GitHubProvider from "next-auth/providers/github";
import GoogleProvider from "next-auth/providers/google";
import { serverEnv } from "@/lib/env";
import { firstIssue } from "@/lib/errors/first-issue";
import { signInSchema } from "./schemas";
import { authSecret } from "./secret";
import { clientAddress } from "@/lib/rate-limit/consume-rate-limit";
import { signInWithPassword } from "./sign-in-with-password";
import { linkOAuthUser } from "./link-oauth-user";

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
    providers.push(GitHubProvider({ clientId: env.GITHUB_ID, clientSecret: env.GITHUB_SECRET }));
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
      async signIn({ user, account }) {
        if (!account || account.type !== "oauth") return true;
        // OAuth: find or create our user by verified email, and carry our id in the token.
        const linked = await linkOAuthUser({ account, email: user.email, name: user.name, image: user.image });
        if (!linked) return false;
        user.id = linked.id;
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
