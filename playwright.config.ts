import { defineConfig, devices } from "@playwright/test";

// Runs against a production build (`next build` first). scripts/test-all.mjs sets
// E2E_PORT and the database env (a fresh DATA_DIR for PGlite, or DATABASE_URL) per run.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@phone/ },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    command: `npx next start -H 127.0.0.1 -p ${port}`,
    url: `${baseURL}/sign-in`,
    reuseExistingServer: false,
    timeout: 120_000,
    // One browser signs up dozens of people from one address in a run: the limits are scaled
    // up (lib/rate-limit; their own tests prove them at scale 1).
    // NEXTAUTH_URL is left unset, as on a fresh install: the app infers its URL per request.
    env: { NEXT_TELEMETRY_DISABLED: "1", RATE_LIMIT_SCALE: "50" },
  },
});
