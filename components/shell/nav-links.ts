// The main navigation: which item is the current page's. Capturing (/memories/new and a
// draft's /memories/new/<id>) is "New memory"; every other /memories page is "Memories".

const capturing = (p: string) => p === "/memories/new" || p.startsWith("/memories/new/");

export const navLinks = [
  { href: "/memories", label: "Memories", icon: "▦", match: (p: string) => (p === "/memories" || p.startsWith("/memories/")) && !capturing(p) },
  { href: "/memories/new", label: "New memory", icon: "＋", match: capturing },
  { href: "/chat", label: "Chat", icon: "✦", match: (p: string) => p === "/chat" || p.startsWith("/chat/") },
  { href: "/map", label: "Map", icon: "◆", match: (p: string) => p === "/map" || p.startsWith("/map/") },
  { href: "/graph", label: "Graph", icon: "◎", match: (p: string) => p === "/graph" || p.startsWith("/graph/") },
] as const;

/** The label of the navigation item for this path, or null (the account page has none). */
export function activeNavLabel(pathname: string): string | null {
  return navLinks.find((link) => link.match(pathname))?.label ?? null;
}
