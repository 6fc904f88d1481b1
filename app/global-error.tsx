"use client";

import "./globals.css";
import { PageFailure } from "@/components/ui/page-failure";

// The root layout itself failed: the same message in a page of its own.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">
        <PageFailure digest={error.digest} retry={() => window.location.reload()} />
      </body>
    </html>
  );
}
