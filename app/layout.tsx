import "@fontsource-variable/inter";
import "./globals.css";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Providers } from "./providers";

export const metadata: Metadata = {
  title: { default: "Tobu Memories", template: "%s · Tobu Memories" },
  description: "Your photos and stories, organised into a memory graph you can talk to.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#5468ff" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
