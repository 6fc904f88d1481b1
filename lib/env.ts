import "server-only";
import path from "node:path";
import { z } from "zod";

// Server environment, validated once. Empty strings count as unset.
const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATA_DIR: optional.transform((v) => path.resolve(/*turbopackIgnore: true*/ v ?? "data")),
  DATABASE_URL: optional.pipe(z.url({ message: "DATABASE_URL must be a postgresql:// URL" }).optional()),
  NEXTAUTH_SECRET: optional,
  NEXTAUTH_URL: optional,
  GITHUB_ID: optional,
  GITHUB_SECRET: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  NEO4J_URI: optional,
  NEO4J_USER: optional.transform((v) => v ?? "neo4j"),
  NEO4J_PASSWORD: optional,
  NEO4J_DATABASE: optional,
  REDIS_URL: optional.pipe(z.url({ message: "REDIS_URL must be a redis:// URL" }).optional()),
  /** Multiplies every rate limit (lib/rate-limit/rate-limits.ts): above 1 for many people behind one address, or for test runs. */
  RATE_LIMIT_SCALE: blankAsUnset(z.coerce.number().min(0.01).max(10_000).default(1)),
  /** "off": photos are not analysed (no faces, objects or text; saves the analysis process's memory). */
  PHOTO_ANALYSIS: blankAsUnset(z.enum(["on", "off"], { message: "PHOTO_ANALYSIS must be on or off" }).default("on")),
  /**
   * A MapLibre style (street tiles) for /map and the memory page; unset, the map draws the
   * offline Natural Earth basemap. Its origin must also be allowed by the CSP (next.config.ts).
   */
  MAP_STYLE_URL: optional.pipe(
    z
      .url({ protocol: /^https?$/, message: "MAP_STYLE_URL must be an http(s):// URL of a MapLibre style JSON" })
      .optional(),
  ),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional,
  OPENAI_VISION_MODEL: optional.transform((v) => v ?? "gpt-4o-mini"),
  OPENAI_TEXT_MODEL: optional.transform((v) => v ?? "gpt-4o-mini"),
  OPENAI_EMBEDDING_MODEL: optional,
  OPENAI_TIMEOUT_MS: blankAsUnset(z.coerce.number().int().min(1000).max(600_000).default(60_000)),
  OPENAI_MAX_RETRIES: blankAsUnset(z.coerce.number().int().min(0).max(10).default(3)),
});

type ServerEnv = z.infer<typeof envSchema>;

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  cached = parsed.data;
  return cached;
}

/** For tests that change the environment between cases. */
export function resetServerEnvForTests() {
  cached = undefined;
}

export type EngineModes = {
  database: "embedded" | "server";
  graph: "kuzu" | "neo4j";
  models: "offline" | "api";
};

export function engineModes(env: ServerEnv = serverEnv()): EngineModes {
  return {
    database: env.DATABASE_URL ? "server" : "embedded",
    graph: env.NEO4J_URI ? "neo4j" : "kuzu",
    models: env.OPENAI_API_KEY || env.OPENAI_BASE_URL ? "api" : "offline",
  };
}
