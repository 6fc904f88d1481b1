// Walkthrough as a new user: node --import tsx /tmp/walk/walk.mts <baseURL> <outDir>
import { chromium, type Page } from "@playwright/test";
import { mkdirSync, readFileSync, existsSync } from "node:fs";
import { makePhoto } from "/work/main/lib/testing/make-photo.ts";

const base = process.argv[2] ?? "http://127.0.0.1:3900";
const out = process.argv[3] ?? "/tmp/walk/shots";
mkdirSync(out, { recursive: true });
const t0 = Date.now();
const log = (m: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1)}s] ${m}`);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: false });
  log(`shot ${name}`);
}

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
page.on("pageerror", (e) => log(`PAGE ERROR ${e.message}`));
page.on("console", (m) => { if (m.type() === "error") log(`console error: ${m.text().slice(0, 200)}`); });
const email = `walker-${Date.now()}@example.com`;
await page.goto(`${base}/sign-up`);
const form = page.getByTestId("sign-up-form");
await form.getByLabel("Name (optional)").fill("Rosa Walker");
await form.getByLabel("Email").fill(email);
await form.getByLabel("Password").fill("correct horse battery staple");
await form.getByRole("button", { name: "Create account" }).click();
await page.waitForURL((u) => !u.pathname.startsWith("/sign-up"));
log(`signed up, at ${page.url()}`);
await shot(page, "01-home");

const extra = process.env.WALK_PHOTOS ? process.env.WALK_PHOTOS.split(",") : [];
const photos = [
  ...extra.filter(existsSync).map((f) => ({ name: f.split("/").pop()!, mimeType: "image/jpeg", buffer: readFileSync(f) })),
  { name: "valley-1.jpg", mimeType: "image/jpeg", buffer: await makePhoto({ width: 800, height: 600, takenAt: "2026:07:12 10:00:00", gps: { latitude: 37.7456, longitude: -119.5936 } }) },
  { name: "valley-2.jpg", mimeType: "image/jpeg", buffer: await makePhoto({ width: 800, height: 600, takenAt: "2026:07:14 16:30:00", gps: { latitude: 37.7459, longitude: -119.5332 }, color: { r: 40, g: 120, b: 200 } }) },
];
await page.goto(`${base}/memories/new`);
await page.getByTestId("photo-input").setInputFiles(photos);
await page.locator('[data-testid="upload-item"][data-state="done"]').nth(photos.length - 1).waitFor({ timeout: 60_000 });
await shot(page, "02-uploaded");
await page.getByTestId("continue-to-draft").click();
await page.waitForURL(/\/memories\/new\/[A-Za-z0-9_-]+$/);
await page.getByTestId("message-assistant").last().and(page.locator('[data-status="complete"]')).waitFor({ timeout: 90_000 });
await page.waitForTimeout(1500);
await shot(page, "03-draft");
log(`title: ${await page.getByTestId("memory-title").inputValue().catch(() => "?")}`);
log(`summary: ${await page.getByTestId("memory-summary").inputValue().catch(() => "?")}`);
log(`assistant: ${(await page.getByTestId("message-assistant").last().innerText()).slice(0, 300)}`);
await page.getByTestId("capture-answer").fill("We hiked from the 12th to the 14th of July with my sister Ana and her dog Biscuit, and had a picnic by the river.");
await page.getByTestId("send-answer").click();
await page.getByTestId("message-assistant").nth(1).and(page.locator('[data-status="complete"]')).waitFor({ timeout: 90_000 });
await page.waitForTimeout(1000);
await shot(page, "04-after-answer");
log(`title: ${await page.getByTestId("memory-title").inputValue().catch(() => "?")}`);
log(`summary: ${await page.getByTestId("memory-summary").inputValue().catch(() => "?")}`);
log(`assistant: ${(await page.getByTestId("message-assistant").last().innerText()).slice(0, 300)}`);
const save = page.getByTestId("save-memory");
if (await save.count()) { await save.click(); await page.waitForURL(/\/memories\/[A-Za-z0-9_-]+$/, { timeout: 60_000 }); }
await page.waitForTimeout(3000);
await shot(page, "05-memory");
for (const p of ["/memories", "/map", "/graph", "/chat", "/people", "/no-such-page"]) {
  await page.goto(`${base}${p}`);
  await page.waitForTimeout(3500);
  await shot(page, `10${p.replaceAll("/", "-")}`);
}
await page.goto(`${base}/chat`);
const box = page.getByRole("textbox").first();
await box.fill("When did I go hiking with Ana?");
await box.press("Enter");
await page.waitForTimeout(8000);
await shot(page, "20-chat-answer");
const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, storageState: await ctx.storageState() });
const pp = await phone.newPage();
for (const p of ["/memories", "/map", "/graph"]) {
  await pp.goto(`${base}${p}`);
  await pp.waitForTimeout(3500);
  await shot(pp, `30-phone${p.replaceAll("/", "-")}`);
}
await browser.close();
log("done");
