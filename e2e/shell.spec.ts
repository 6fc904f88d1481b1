import { expect, test } from "@playwright/test";
import { signUpNewUser, warmUpServer } from "./pages/auth-pages";
import { NewMemoryPage } from "./pages/capture-pages";
import { makePhoto } from "../lib/testing/make-photo";

test.beforeAll(async ({ browser }) => {
  await warmUpServer(browser);
});

test("an unknown address shows the app's 404 with a way home", async ({ page }) => {
  await signUpNewUser(page, "not-found");
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toContainText("This page isn't here");
  await page.getByTestId("not-found-home").click();
  await expect(page).toHaveURL(/\/memories$/);
  await expect(page.getByTestId("memory-browser").or(page.getByTestId("memories-empty"))).toBeVisible();
});

test("the icons and the web manifest are served", async ({ page }) => {
  await page.goto("/sign-in");
  const icon = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect(icon).toMatch(/^\/icon\.svg/);
  expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: "Tobu Memories", start_url: "/memories", display: "standalone" });
  for (const { src, type } of manifest.icons as { src: string; type: string }[]) {
    const response = await page.request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()["content-type"]).toContain(type);
  }
  expect((await page.request.get(icon!)).status()).toBe(200);
  expect((await page.request.get("/apple-icon.png")).status()).toBe(200);
});

test("the navigation highlights the page you are on, New memory while capturing", async ({ page }) => {
  await signUpNewUser(page, "nav");
  const current = page.getByRole("navigation", { name: "Main" }).first().locator('[aria-current="page"]');
  await page.goto("/memories");
  await expect(current).toHaveText("Memories");
  await page.goto("/chat");
  await expect(current).toHaveText("Chat");
  await page.goto("/graph");
  await expect(current).toHaveText("Graph");
  await page.goto("/account");
  await expect(current).toHaveCount(0);
  const upload = new NewMemoryPage(page);
  await upload.goto();
  await expect(current).toHaveText("New memory");
  await upload.choose([{ name: "a.jpg", mimeType: "image/jpeg", buffer: await makePhoto({ takenAt: "2022:01:01 10:00:00" }) }]);
  await upload.expectUploaded(1);
  await upload.continueToDraft();
  await expect(page).toHaveURL(/\/memories\/new\/[A-Za-z0-9_-]+$/);
  await expect(current).toHaveText("New memory");
});
