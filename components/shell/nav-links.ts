export const navLinks = [
  { href: "/memories", label: "Memories", icon: "▦", match: (p: string) => p === "/memories" || (p.startsWith("/memories/") && p !== "/memories/new") },
  { href: "/memories/new", label: "New memory", icon: "＋", match: (p: string) => p === "/memories/new" },
  { href: "/chat", label: "Chat", icon: "✦", match: (p: string) => p.startsWith("/chat") },
  { href: "/graph", label: "Graph", icon: "◎", match: (p: string) => p.startsWith("/graph") },
] as const;
