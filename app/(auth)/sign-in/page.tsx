import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { OAuthButtons } from "@/components/auth/oauth-buttons";
import { SignInForm } from "@/components/auth/sign-in-form";
import { enabledOAuthProviders } from "@/lib/auth/options";
import { safeCallbackUrl } from "@/lib/auth/safe-callback-url";
import { sessionForAuthPage } from "@/lib/auth/session";

export const metadata = { title: "Sign in" };

const oauthErrors: Record<string, string> = {
  OAuthAccountNotLinked: "That email is already linked to another sign-in method.",
  AccessDenied: "Sign-in was cancelled or not allowed.",
  OAuthEmailUnverified: "That provider has not verified your email address, so we can't use it to sign you in. Verify it with the provider (for GitHub: Settings → Emails), then try again, or sign in with your password.",
  OAuthNoEmail: "That provider did not share an email address with us. Make one visible to this app and try again, or sign in with your password.",
};

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  const session = await sessionForAuthPage();
  if (session.user) redirect(callbackUrl);
  const error = typeof params.error === "string" ? (oauthErrors[params.error] ?? "We couldn't sign you in. Please try again.") : session.notice;
  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to your memories."
      footer={
        <>
          New here?{" "}
          <Link href={`/sign-up?callbackUrl=${encodeURIComponent(callbackUrl)}`} className="font-medium text-brand-700 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <SignInForm callbackUrl={callbackUrl} initialError={error} />
      <OAuthButtons providers={enabledOAuthProviders()} callbackUrl={callbackUrl} />
    </AuthCard>
  );
}
