"use client";

import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { PageFailure } from "@/components/ui/page-failure";

// Any page (or the app's layout) that fails on the server: a plain message, and Try again.
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  return (
    <PageFailure
      digest={error.digest}
      retry={() =>
        startTransition(() => {
          router.refresh();
          reset();
        })
      }
    />
  );
}
