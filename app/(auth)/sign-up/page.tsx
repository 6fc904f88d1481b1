import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { OAuthButtons } from "@/components/auth/oauth-buttons";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { enabledOAuthProviders } from "@/lib/auth/options";
import { safeCallbackUrl } from "@/lib/auth/safe-callback-url";
import { sessionForAuthPage } from "@/lib/auth/session";

export const metadata = { title: "Create account" };

export default async function SignUpPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  const session = await sessionForAuthPage();
  if (session.user) redirect(callbackUrl);
  return (
    <AuthCard
      title="Create your account"
      subtitle="Keep your photos and the stories behind them."
      footer={
        <>
          Already have an account?{" "}
          <Link href={`/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}`} className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm callbackUrl={callbackUrl} initialError={session.notice} />
      <OAuthButtons providers={enabledOAuthProviders()} callbackUrl={callbackUrl} />
    </AuthCard>
  );
}
