// The main navigation: which item is the current page's. Capturing (/memories/new and a
// draft's /memories/new/<id>) is "New memory"; every other /memories page is "Memories".
// The phone's tab bar holds five: People is in the top navigation only, and reachable on a
// phone from the Memories and Graph page headers.

const capturing = (p: string) => p === "/memories/new" || p.startsWith("/memories/new/");

export const navLinks = [
  { href: "/memories", label: "Memories", phoneTab: true, icon: "▦", match: (p: string) => (p === "/memories" || p.startsWith("/memories/")) && !capturing(p) },
  { href: "/memories/new", label: "New memory", phoneTab: true, icon: "＋", match: capturing },
  { href: "/chat", label: "Chat", phoneTab: true, icon: "✦", match: (p: string) => p === "/chat" || p.startsWith("/chat/") },
  { href: "/map", label: "Map", phoneTab: true, icon: "◆", match: (p: string) => p === "/map" || p.startsWith("/map/") },
  { href: "/graph", label: "Graph", phoneTab: true, icon: "◎", match: (p: string) => p === "/graph" || p.startsWith("/graph/") },
  { href: "/people", label: "People", phoneTab: false, icon: "☺", match: (p: string) => p === "/people" || p.startsWith("/people/") },
] as const;

/** The items of the phone's bottom tab bar. */
export const phoneTabLinks = navLinks.filter((link) => link.phoneTab);

/** The label of the navigation item for this path, or null (the account page has none). */
export function activeNavLabel(pathname: string): string | null {
  return navLinks.find((link) => link.match(pathname))?.label ?? null;
}
