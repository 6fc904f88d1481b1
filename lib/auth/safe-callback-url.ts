/** Only same-site paths: an open redirect would let a link send people elsewhere after sign-in. */
export function safeCallbackUrl(value: string | string[] | null | undefined, fallback = "/memories"): string {
  const url = Array.isArray(value) ? value[0] : value;
  if (!url || !url.startsWith("/") || url.startsWith("//") || url.startsWith("/\\")) return fallback;
  if (url.startsWith("/sign-in") || url.startsWith("/sign-up") || url.startsWith("/api/")) return fallback;
  return url;
}
