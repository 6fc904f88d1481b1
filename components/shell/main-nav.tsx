"use client";

import { usePathname } from "next/navigation";
import { IntentLink } from "@/components/ui/intent-link";
import { navLinks, phoneTabLinks } from "./nav-links";

/** Top navigation on wide screens, a bottom tab bar on phones. Links prefetch on intent: on sight,
 * each would render its page on the server while the page just opened loads its own data. */
export function MainNav({ variant }: { variant: "top" | "bottom" }) {
  const pathname = usePathname() ?? "";
  if (variant === "top") {
    return (
      <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
        {navLinks.map((link) => {
          const active = link.match(pathname);
          return (
            <IntentLink
              key={link.href}
              href={link.href}
              aria-current={active ? "page" : undefined}
              data-testid={`nav-${link.href.slice(1).replace("/", "-")}`}
              className={`rounded-lg px-3 py-2 text-sm font-medium transition ${
                active ? "bg-brand-50 text-brand-700" : "text-stone-600 hover:bg-stone-100 hover:text-stone-900"
              }`}
            >
              {link.label}
            </IntentLink>
          );
        })}
      </nav>
    );
  }
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-20 grid grid-cols-5 border-t border-stone-200 bg-white/95 backdrop-blur md:hidden"
    >
      {phoneTabLinks.map((link) => {
        const active = link.match(pathname);
        return (
          <IntentLink
            key={link.href}
            href={link.href}
            aria-current={active ? "page" : undefined}
            className={`flex flex-col items-center gap-0.5 py-2 text-xs font-medium ${active ? "text-brand-600" : "text-stone-500"}`}
          >
            <span aria-hidden className="text-lg leading-none">
              {link.icon}
            </span>
            {link.label}
          </IntentLink>
        );
      })}
    </nav>
  );
}
