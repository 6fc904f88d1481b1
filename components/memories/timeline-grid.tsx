"use client";

import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { MemoryCard as Card } from "@/lib/memories/list-memory-page";
import { columnsFor, timelineBlocks } from "@/lib/memories/timeline-rows";
import { MemoryCard } from "./memory-card";

type Props = {
  items: Card[];
  /** More pages on the server: asked for when the last blocks come near the screen. */
  hasNextPage: boolean;
  loadMore: () => void;
  busy: boolean;
};

// The sticky site header's height (app-shell: h-14), where the month bar sticks.
const HEADER_PX = 56;
const CARD_ROW_PX = 236;
const useIsoLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * The timeline's cards, month by month, in a dense grid (as many columns as fit, at least
 * two), rendered virtually: only the blocks near the screen are in the DOM, so 10,000
 * memories cost what 50 do. A bar under the header names the month being looked at.
 */
export function TimelineGrid({ items, hasNextPage, loadMore, busy }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(4);
  const [listTop, setListTop] = useState(0);

  useIsoLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      setColumns(columnsFor(list.clientWidth));
      setListTop(list.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    // Whatever above the list changes height (the "on this day" strip, the jump menu) moves it.
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    if (list.parentElement) observer.observe(list.parentElement);
    return () => observer.disconnect();
  }, []);

  const blocks = useMemo(() => timelineBlocks(items, columns), [items, columns]);
  const virtualizer = useWindowVirtualizer({
    count: blocks.length,
    estimateSize: (i) => Math.ceil(blocks[i].items.length / columns) * CARD_ROW_PX + (blocks[i].first ? 40 : 0),
    overscan: 4,
    scrollMargin: listTop,
    getItemKey: (i) => blocks[i].key,
    initialRect: { width: 1120, height: 900 },
  });
  const rows = virtualizer.getVirtualItems();

  // The next page is asked for when the blocks on screen (not the overscan) near the end.
  const lastOnScreen = virtualizer.range?.endIndex ?? -1;
  useEffect(() => {
    if (hasNextPage && !busy && lastOnScreen >= blocks.length - 2) loadMore();
  }, [hasNextPage, busy, lastOnScreen, blocks.length, loadMore]);

  // The month at the top of the screen, once its own heading has scrolled under the header.
  const viewTop = (virtualizer.scrollOffset ?? 0) + HEADER_PX + 8 - listTop;
  const current = rows.find((r) => r.end - listTop > viewTop);
  const currentBlock = current ? blocks[current.index] : undefined;
  const headingGone = !!current && (!currentBlock?.first || current.start - listTop < viewTop - 8);

  return (
    <div ref={listRef} data-testid="memory-list" aria-busy={busy} data-columns={columns} className="relative">
      <div aria-hidden={!headingGone} className={`sticky z-10 -mx-1 h-0 ${headingGone ? "" : "invisible"}`} style={{ top: HEADER_PX }}>
        <p data-testid="timeline-current-month" className="bg-stone-50/95 px-1 py-1.5 text-sm font-semibold text-stone-700 shadow-[0_1px_0_0_rgb(0_0_0/0.06)] backdrop-blur">
          {currentBlock?.label ?? ""}
        </p>
      </div>
      <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {rows.map((row) => {
          const block = blocks[row.index];
          return (
            <section
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              data-testid="memory-month"
              data-month={block.month}
              aria-labelledby={block.first ? `month-${block.month}` : undefined}
              aria-label={block.first ? undefined : `${block.label}, continued`}
              className="absolute inset-x-0 top-0 pb-3"
              style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
            >
              {block.first && (
                <h2 id={`month-${block.month}`} data-testid="memory-month-label" className="mb-2 mt-4 px-0 text-sm font-semibold text-stone-700">
                  {block.label}
                </h2>
              )}
              <ul className="grid gap-3" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
                {block.items.map((m) => (
                  <MemoryCard key={m.id} memory={m} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}

