"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * A `next/link` that prefetches its route only once the person shows intent (pointer over
 * it, keyboard focus, a touch), not when it scrolls into view. For links that come by the
 * dozen, like the timeline's cards: prefetching each one on sight renders a page on the
 * server per card and holds up the list's own requests (a jump to a year waited behind them).
 * Next's documented hover-prefetch pattern (docs: guides/prefetching, "Hover-triggered prefetch").
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: Omit<ComponentProps<typeof Link>, "prefetch">) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(e) => {
        setIntent(true);
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        setIntent(true);
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        setIntent(true);
        onTouchStart?.(e);
      }}
    />
  );
}
