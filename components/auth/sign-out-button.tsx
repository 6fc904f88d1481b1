"use client";

import { signOut } from "next-auth/react";

export function SignOutButton() {
  return (
    <button
      type="button"
      onClick={() => void signOut({ callbackUrl: "/sign-in" })}
      className="rounded-lg border border-stone-300 px-4 py-2 text-sm font-medium hover:bg-stone-100"
    >
      Sign out
    </button>
  );
}
