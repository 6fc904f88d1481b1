"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { signUpAction } from "@/app/(auth)/sign-up/actions";
import { signUpSchema } from "@/lib/auth/schemas";
import { fieldIssues } from "@/lib/errors/first-issue";
import { TextField } from "@/components/ui/text-field";

export function SignUpForm({ callbackUrl, initialError }: { callbackUrl: string; initialError?: string }) {
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>(initialError ? { form: initialError } : {});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { name: form.get("name") ?? undefined, email: form.get("email"), password: form.get("password") };
    const parsed = signUpSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldIssues(parsed.error));
    setErrors({});
    setPending(true);
    try {
      const result = await signUpAction(input);
      if (!result.ok) return setErrors(result.fields ?? { form: result.error });
      const signedIn = await signIn("credentials", { email: parsed.data.email, password: parsed.data.password, redirect: false });
      if (!signedIn || signedIn.error) return router.replace("/sign-in");
      router.replace(callbackUrl);
      router.refresh();
    } catch {
      setErrors({ form: "We couldn't reach the server. Check your connection and try again." });
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="sign-up-form">
      {errors.form && (
        <p role="alert" data-testid="form-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.form}
        </p>
      )}
      <TextField label="Name (optional)" name="name" autoComplete="name" error={errors.name} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password}
        hint="At least 8 characters."
      />
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {pending ? "Creating your account…" : "Create account"}
      </button>
    </form>
  );
}
