import net from "node:net";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { resetServerEnvForTests } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { closeRateLimiters } from "./get-rate-limiter";
import { clientAddress, consumeRateLimit, resetRateLimit } from "./consume-rate-limit";
import { rateLimits } from "./rate-limits";

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(1000);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

const redisUp = await reachable(redisUrl);
if (!redisUp && process.env.REQUIRE_ALL === "1") throw new Error(`Redis is not reachable at ${redisUrl}: the Redis rate-limit tests must run here (start Redis or set TEST_REDIS_URL).`);

function useStore(store: "memory" | "redis") {
  process.env.REDIS_URL = store === "redis" ? redisUrl : "";
  process.env.RATE_LIMIT_SCALE = "";
  resetServerEnvForTests();
}

afterEach(async () => {
  await closeRateLimiters();
});

afterAll(() => {
  delete process.env.REDIS_URL;
  resetServerEnvForTests();
});

for (const store of ["memory", "redis"] as const) {
  describe.skipIf(store === "redis" && !redisUp)(`rate limits (${store})`, () => {
    it("lets a person do a thing up to the limit, then says when to try again", async () => {
      useStore(store);
      const key = `user-${store}-${Date.now()}-${Math.random()}`;
      for (let i = 0; i < rateLimits.recallTurn.points; i++) await consumeRateLimit("recallTurn", key);
      const refused = await consumeRateLimit("recallTurn", key).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: "rate_limited", status: 429 });
      expect((refused as AppError).message).toMatch(/^Too many questions in a short time\. Try again in \d+ s\.$/);
      // Another person is not affected.
      await expect(consumeRateLimit("recallTurn", `${key}-other`)).resolves.toBeUndefined();
    });

    it("forgets a key's count when asked (a successful sign-in)", async () => {
      useStore(store);
      const key = `someone-${store}-${Date.now()}@example.com`;
      for (let i = 0; i < rateLimits.signInByEmail.points; i++) await consumeRateLimit("signInByEmail", key);
      await expect(consumeRateLimit("signInByEmail", key)).rejects.toMatchObject({ code: "rate_limited" });
      await resetRateLimit("signInByEmail", key);
      await expect(consumeRateLimit("signInByEmail", key)).resolves.toBeUndefined();
    });
  });
}

describe("rate limits with REDIS_URL set but Redis down", () => {
  it("keep counting in memory instead of failing requests", async () => {
    process.env.REDIS_URL = "redis://127.0.0.1:1";
    resetServerEnvForTests();
    const key = `offline-${Date.now()}`;
    for (let i = 0; i < rateLimits.captureTurn.points; i++) await consumeRateLimit("captureTurn", key);
    await expect(consumeRateLimit("captureTurn", key)).rejects.toMatchObject({ code: "rate_limited" });
  });
});

describe("clientAddress", () => {
  it("takes the first forwarded hop, else the real IP header, else local", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "203.0.113.9, 10.0.0.1" }))).toBe("203.0.113.9");
    expect(clientAddress({ "x-real-ip": "198.51.100.4" })).toBe("198.51.100.4");
    expect(clientAddress({})).toBe("local");
  });
});
