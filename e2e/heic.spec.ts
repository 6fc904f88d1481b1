import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signUpNewUser, warmUpServer } from "./pages/auth-pages";
import { MemoryBrowserPage } from "./pages/browse-pages";
import { NewMemoryPage } from "./pages/capture-pages";

test.beforeAll(async ({ browser }) => {
  await warmUpServer(browser);
});

test("an iPhone HEIC photo uploads, shows, and gives its date and place", async ({ page }) => {
  await signUpNewUser(page, "heic");
  const buffer = await readFile(path.join(process.cwd(), "lib/testing/fixtures/eiffel.heic"));
  const upload = new NewMemoryPage(page);
  await upload.goto();
  await upload.choose([{ name: "IMG_0042.HEIC", mimeType: "image/heic", buffer }]);
  await upload.expectUploaded(1);
  await upload.continueToDraft();

  // Shown as a picture (a JPEG made from the HEIC: Chromium cannot draw HEIC itself).
  const photo = page.getByTestId("current-photo");
  await expect(photo).toHaveJSProperty("complete", true);
  expect(await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([160, 120]);
  await expect(page.getByTestId("photo-facts")).toContainText("May 4, 2021");
  await expect(page.getByTestId("photo-facts")).toContainText("France"); // the offline gazetteer names the nearest town it knows
  const original = await page.request.get((await photo.getAttribute("src"))!);
  expect(original.headers()["content-type"]).toBe("image/jpeg");

  // On the timeline in May 2021, with its thumbnail.
  const list = new MemoryBrowserPage(page);
  await list.goto();
  await expect(list.monthLabels().first()).toHaveText("May 2021");
  await expect(list.cards().first().locator("img")).toHaveJSProperty("complete", true);
  expect(await list.cards().first().locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
