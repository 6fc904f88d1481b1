"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { signInSchema } from "@/lib/auth/schemas";
import { fieldIssues } from "@/lib/errors/first-issue";
import { TextField } from "@/components/ui/text-field";

export function SignInForm({ callbackUrl, initialError }: { callbackUrl: string; initialError?: string }) {
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>(initialError ? { form: initialError } : {});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = signInSchema.safeParse({ email: form.get("email"), password: form.get("password") });
    if (!parsed.success) return setErrors(fieldIssues(parsed.error));
    setErrors({});
    setPending(true);
    const result = await signIn("credentials", { ...parsed.data, redirect: false });
    if (!result || result.error) {
      setPending(false);
      return setErrors({ form: result?.error && result.error !== "CredentialsSignin" ? result.error : "We couldn't sign you in. Please try again." });
    }
    router.replace(callbackUrl);
    router.refresh();
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="sign-in-form">
      {errors.form && (
        <p role="alert" data-testid="form-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.form}
        </p>
      )}
      <TextField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required error={errors.password} />
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
