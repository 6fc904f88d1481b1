import { AppError } from "@/lib/errors/app-error";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** The host this request was addressed to, as the browser saw it (a proxy's forwarded host first). */
function requestHost(request: Request): string {
  return request.headers.get("x-forwarded-host")?.split(",")[0].trim() || request.headers.get("host") || new URL(request.url).host;
}

/**
 * Refuses a state-changing request another site's page sent (CSRF): browsers name the page's
 * origin in `Origin` and say `Sec-Fetch-Site`. Requests without either come from no browser
 * page and carry no one's cookies by accident.
 */
export function assertSameOrigin(request: Request): void {
  if (safeMethods.has(request.method)) return;
  const origin = request.headers.get("origin");
  const refused = new AppError("forbidden", "This request came from another site, so it was refused.");
  if (origin) {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw refused; // "null" (sandboxed frames, file:) or garbage
    }
    if (host !== requestHost(request)) throw refused;
    return;
  }
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") throw refused;
}

/** Whether the request's body is one of the given media types ("image/*" matches any image). */
export function assertContentType(request: Request, accepted: readonly string[]): void {
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const ok = accepted.some((a) => (a.endsWith("/*") ? type.startsWith(a.slice(0, -1)) : type === a));
  if (!ok) throw new AppError("unsupported", `Send this as ${accepted.join(" or ")}${type ? `, not ${type}` : ""}.`);
}
