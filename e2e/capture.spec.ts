import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { makePhoto } from "../lib/testing/make-photo";
import { signUpNewUser, warmUpServer } from "./pages/auth-pages";
import { CaptureWorkspacePage, MemoriesListPage, NewMemoryPage, type FixtureFile } from "./pages/capture-pages";

// Fixtures are generated here (sharp + exiftool), so nothing binary is committed.
let picnic: FixtureFile;
let lagoon: FixtureFile;
test.beforeAll(async ({ browser }) => {
  await warmUpServer(browser);

  picnic = {
    name: "picnic.jpg",
    mimeType: "image/jpeg",
    buffer: await makePhoto({ width: 640, height: 480, takenAt: "2023:06:24 14:30:00", gps: { latitude: 41.9006, longitude: -87.7052 } }),
  };
  lagoon = {
    name: "lagoon.jpg",
    mimeType: "image/jpeg",
    buffer: await makePhoto({ width: 480, height: 640, color: { r: 30, g: 110, b: 190 }, takenAt: "2023:06:24 16:05:00", gps: { latitude: 41.9011, longitude: -87.7049 } }),
  };
});

test("capture a memory from two photos: draft, chat, edit, save, find it in the list", async ({ page }) => {
  await signUpNewUser(page, "capture");
  const upload = new NewMemoryPage(page);
  await upload.goto();
  await expect(page.getByTestId("engine-notice")).toContainText("Offline engine");
  await upload.choose([picnic, lagoon]);
  await upload.expectUploaded(2);
  await upload.continueToDraft();

  const capture = new CaptureWorkspacePage(page);
  await capture.waitForAssistant();
  await expect(page.getByTestId("photo-thumb")).toHaveCount(2);
  await expect(page.getByTestId("photo-facts")).toContainText("June 24, 2023");
  await expect(capture.details("dates").first()).toHaveText(/June 24, 2023/);
  await expect(capture.lastAssistantMessage()).toContainText("Who is with you");

  // Switch photos.
  await page.getByTestId("photo-thumb").nth(1).click();
  await expect(page.getByTestId("current-photo")).toHaveAttribute("alt", "Photo 2 of 2");

  const firstSummary = await capture.summary().inputValue();
  await capture.answer("humboldt park by the lagoon! me, my boyfriend marcus and my best friend priya");
  await expect(capture.summary()).not.toHaveValue(firstSummary);
  await expect(capture.summary()).toHaveValue(/Marcus/);
  await expect(capture.details("people")).toHaveText(["Marcus (boyfriend)", "Priya (best friend)"]);

  const secondSummary = await capture.summary().inputValue();
  await capture.answer("Marcus grilled sausages and we swam in the lagoon. So easy and happy.");
  await expect(capture.summary()).not.toHaveValue(secondSummary);
  await expect(capture.details("emotions")).toContainText(["happy"]);

  // Edit by hand: a field, and the lists.
  await capture.editTitle("Hot Saturday at the lagoon");
  await capture.removeDetail("Priya (best friend)");
  await expect(capture.details("people")).toHaveText(["Marcus (boyfriend)"]);
  await capture.addDetail("activities", "picnic");
  await expect(capture.details("activities")).toContainText(["picnic"]);

  // Reload resumes the draft where it was.
  await page.reload();
  await expect(capture.title()).toHaveValue("Hot Saturday at the lagoon");
  await expect(page.getByTestId("message-user")).toHaveCount(2);

  await capture.save();
  const list = new MemoriesListPage(page);
  const card = list.card("Hot Saturday at the lagoon");
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute("data-status", "CAPTURED");
  const thumbnail = card.locator("img");
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(card).toContainText("June 24, 2023");
});

test("a draft left half-way shows in the list with a Draft badge and resumes", async ({ page }) => {
  await signUpNewUser(page, "draft");
  const upload = new NewMemoryPage(page);
  await upload.goto();
  await upload.choose([picnic]);
  await upload.expectUploaded(1);
  await upload.continueToDraft();
  const capture = new CaptureWorkspacePage(page);
  await capture.waitForAssistant();
  await page.getByTestId("capture-answer").fill("we went rafting with my sister");
  await page.getByTestId("send-answer").click();
  await capture.waitForAssistant();

  const list = new MemoriesListPage(page);
  await list.goto();
  const draft = page.getByTestId("memory-card").filter({ has: page.getByTestId("draft-badge") });
  await expect(draft).toHaveCount(1);
  await draft.click();
  await expect(page).toHaveURL(/\/memories\/new\//);
  await expect(page.getByTestId("message-user")).toHaveText(["we went rafting with my sister"]);
  await expect(capture.details("activities")).toContainText(["rafting"]);
});

test("every bad upload gets its own message, and good photos still go through", async ({ page }) => {
  await signUpNewUser(page, "badupload");
  const upload = new NewMemoryPage(page);
  await upload.goto();
  const truncated = (await makePhoto({ width: 400, height: 300 })).subarray(0, 400);
  const bomb = await sharp({ create: { width: 12000, height: 9000, channels: 3, background: "#000" } }).png({ compressionLevel: 9 }).toBuffer();
  await upload.choose([
    { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("this is a text file, not a photo") },
    { name: "empty.png", mimeType: "image/png", buffer: Buffer.alloc(0) },
    { name: "broken.jpg", mimeType: "image/jpeg", buffer: truncated },
    { name: "anim.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "binary") },
    { name: "huge.png", mimeType: "image/png", buffer: bomb },
    picnic,
  ]);
  await expect(upload.item("notes.jpg").getByTestId("upload-error")).toHaveText(/not a supported image.*JPEG, PNG, WebP, AVIF or HEIC/);
  await expect(upload.item("empty.png").getByTestId("upload-error")).toHaveText(/is empty/);
  await expect(upload.item("broken.jpg").getByTestId("upload-error")).toHaveText(/damaged or incomplete/);
  await expect(upload.item("anim.gif").getByTestId("upload-error")).toHaveText(/is a GIF image/);
  await expect(upload.item("huge.png").getByTestId("upload-error")).toHaveText(/12000 × 9000 pixels/);
  await upload.expectUploaded(1);

  // Too many files: the extras are refused with a message before any upload.
  const many = Array.from({ length: 21 }, (_, i) => ({ ...picnic, name: `p${i}.jpg` }));
  await upload.choose(many);
  await expect(page.getByTestId("upload-notice")).toContainText("up to 20");

  // The failed files left nothing behind: the draft holds only the photos that passed.
  await page.getByTestId("upload-item").filter({ hasText: "p0.jpg" }).waitFor();
  await expect(page.getByTestId("upload-item").and(page.locator('[data-state="queued"], [data-state="uploading"]'))).toHaveCount(0, { timeout: 30_000 });
  await upload.continueToDraft();
  await expect(page.getByTestId("photo-thumb")).toHaveCount(20);
});

test("another user gets 404 for someone's draft, memory and photos", async ({ browser }) => {
  const alice = await browser.newContext();
  const bob = await browser.newContext();
  const alicePage = await alice.newPage();
  const bobPage = await bob.newPage();
  await signUpNewUser(alicePage, "alice");
  await signUpNewUser(bobPage, "bob");

  const upload = new NewMemoryPage(alicePage);
  await upload.goto();
  await upload.choose([picnic]);
  await upload.expectUploaded(1);
  await upload.continueToDraft();
  const draftUrl = new URL(alicePage.url()).pathname;
  const memoryId = draftUrl.split("/").pop()!;
  const capture = new CaptureWorkspacePage(alicePage);
  await capture.waitForAssistant();
  const photoUrl = await alicePage.getByTestId("current-photo").getAttribute("src");
  expect(photoUrl).toMatch(/^\/api\/media\//);
  const thumbUrl = photoUrl!.replace("/original", "/thumbnail");
  expect((await alicePage.request.get(thumbUrl)).status()).toBe(200);

  const draftResponse = await bobPage.goto(draftUrl);
  expect(draftResponse?.status()).toBe(404);
  expect((await bobPage.request.get(photoUrl!)).status()).toBe(404);
  expect((await bobPage.request.get(thumbUrl)).status()).toBe(404);
  const upload404 = await bobPage.request.post(`/api/capture/photos?memoryId=${memoryId}`, { data: picnic.buffer, headers: { "content-type": "application/octet-stream", "x-file-name": "x.jpg" } });
  expect(upload404.status()).toBe(404);

  await capture.save();
  const memoryResponse = await bobPage.goto(`/memories/${memoryId}`);
  expect(memoryResponse?.status()).toBe(404);
  await bobPage.goto("/memories");
  await expect(bobPage.getByTestId("memories-empty")).toBeVisible();

  // Signed out: no photos at all.
  const anonymous = await browser.newContext();
  expect((await anonymous.request.get(new URL(photoUrl!, alicePage.url()).toString())).status()).toBe(401);
  await Promise.all([alice.close(), bob.close(), anonymous.close()]);
});
