import "server-only";
import Redis from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { serverEnv } from "@/lib/env";
import { rateLimits, type RateLimitName } from "./rate-limits";

// One limiter per limit and process: in memory by default, in Redis when REDIS_URL is set (so
// several app processes share the counts), with an in-memory limiter standing in while Redis
// is unreachable rather than failing the request.
const globalForLimits = globalThis as unknown as { __tobuLimiters?: Map<string, RateLimiterAbstract>; __tobuRedis?: Redis };

function redisClient(url: string): Redis {
  if (!globalForLimits.__tobuRedis) {
    const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    let warned = false;
    client.on("error", (error: Error) => {
      if (!warned) console.warn(`Rate limits: Redis at ${url} is unreachable (${error.message}); counting in memory until it is back.`);
      warned = true;
    });
    client.on("ready", () => (warned = false));
    globalForLimits.__tobuRedis = client;
  }
  return globalForLimits.__tobuRedis;
}

export function getRateLimiter(name: RateLimitName): RateLimiterAbstract {
  const env = serverEnv();
  const limiters = (globalForLimits.__tobuLimiters ??= new Map());
  const id = `${name}:${env.REDIS_URL ?? "memory"}:${env.RATE_LIMIT_SCALE}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    const { points, seconds } = rateLimits[name];
    const options = { keyPrefix: `tobu:rl:${name}`, points: Math.max(1, Math.round(points * env.RATE_LIMIT_SCALE)), duration: seconds };
    limiter = env.REDIS_URL
      ? new RateLimiterRedis({ ...options, storeClient: redisClient(env.REDIS_URL), insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
    limiters.set(id, limiter);
  }
  return limiter;
}

/** Closes the Redis connection (tests, shutdown). */
export async function closeRateLimiters(): Promise<void> {
  globalForLimits.__tobuLimiters?.clear();
  await globalForLimits.__tobuRedis?.quit().catch(() => undefined);
  globalForLimits.__tobuRedis = undefined;
}
