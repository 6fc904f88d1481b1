import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serverEnv } from "@/lib/env";

// NEXTAUTH_SECRET when set; otherwise a random secret kept in DATA_DIR, so the app runs with
// no configuration and sessions survive restarts.
export function authSecret(): string {
  const env = serverEnv();
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  const file = path.join(env.DATA_DIR, "auth-secret");
  try {
    return readFileSync(/*turbopackIgnore: true*/ file, "utf8").trim();
  } catch {
    mkdirSync(/*turbopackIgnore: true*/ env.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    try {
      writeFileSync(/*turbopackIgnore: true*/ file, secret, { flag: "wx", mode: 0o600 });
      return secret;
    } catch {
      return readFileSync(/*turbopackIgnore: true*/ file, "utf8").trim(); // another worker won the race
    }
  }
}
