import "server-only";
import { RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "@/lib/errors/app-error";
import { getRateLimiter } from "./get-rate-limiter";
import { rateLimits, type RateLimitName } from "./rate-limits";

/**
 * Counts one use of `name` by `key` and refuses it past the limit: AppError `rate_limited`
 * saying when to try again ("Too many uploads at once. Try again in 12 s.").
 */
export async function consumeRateLimit(name: RateLimitName, key: string): Promise<void> {
  try {
    await getRateLimiter(name).consume(key);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw new AppError("rate_limited", `${rateLimits[name].message} Try again in ${seconds} s.`);
  }
}

/** Forgets `key`'s uses of `name` (a successful sign-in clears the failed attempts). */
export async function resetRateLimit(name: RateLimitName, key: string): Promise<void> {
  await getRateLimiter(name).delete(key).catch(() => undefined);
}

/** The address a request came from: the first hop a proxy recorded, else "local". */
export function clientAddress(headers: Headers | Record<string, string | string[] | undefined>): string {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : [headers[name]].flat()[0]) ?? undefined;
  return get("x-forwarded-for")?.split(",")[0].trim() || get("x-real-ip")?.trim() || "local";
}
