"use client";

import { signIn } from "next-auth/react";

const names = { github: "GitHub", google: "Google" } as const;

export function OAuthButtons({ providers, callbackUrl }: { providers: ("github" | "google")[]; callbackUrl: string }) {
  if (providers.length === 0) return null;
  return (
    <div className="mt-6 space-y-2 border-t border-stone-200 pt-6">
      {providers.map((id) => (
        <button
          key={id}
          type="button"
          onClick={() => void signIn(id, { callbackUrl })}
          className="w-full rounded-lg border border-stone-300 px-4 py-2 text-sm font-medium hover:bg-stone-50"
        >
          Continue with {names[id]}
        </button>
      ))}
    </div>
  );
}
