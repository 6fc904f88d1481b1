/** Most ids one highlight link may carry (a chat answer cites far fewer). */
export const MAX_HIGHLIGHT_IDS = 500;
const MAX_ID_LENGTH = 200;

/**
 * Reads `/graph?highlight=<ids>`: comma-separated node ids (relationship node ids and memory
 * ids). Blank parts, over-long ids and duplicates are dropped; repeated params are merged.
 */
export function parseHighlight(raw: string | string[] | undefined | null): string[] {
  if (!raw) return [];
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((value) => value.split(","));
  const ids = new Set<string>();
  for (const part of parts) {
    const id = part.trim();
    if (id && id.length <= MAX_ID_LENGTH) ids.add(id);
    if (ids.size >= MAX_HIGHLIGHT_IDS) break;
  }
  return [...ids];
}

/** The `/graph` link that highlights these nodes (for chat answers' evidence). */
export function graphHighlightHref(nodeIds: readonly string[]): string {
  const ids = parseHighlight(nodeIds.join(","));
  return ids.length ? `/graph?highlight=${ids.map(encodeURIComponent).join(",")}` : "/graph";
}
