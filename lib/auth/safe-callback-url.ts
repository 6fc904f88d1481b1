// Any origin works as the base: only whether the URL stays on it matters.
const ownOrigin = "http://app.invalid";
const authPaths = ["/sign-in", "/sign-up", "/api/"];

/**
 * Only same-site paths: an open redirect would let a link send people elsewhere after sign-in.
 * The value is parsed as a browser would (which drops tabs and newlines, so "/\t/evil.example"
 * is "//evil.example") and kept only when it stays on the app's own origin; what comes back is
 * the parsed, percent-encoded path, never the raw text.
 */
export function safeCallbackUrl(value: string | string[] | null | undefined, fallback = "/memories"): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !raw.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(raw, ownOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== ownOrigin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith("//") || authPaths.some((p) => url.pathname === p.replace(/\/$/, "") || url.pathname.startsWith(p))) return fallback;
  return path;
}
