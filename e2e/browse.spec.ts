import { expect, test, type Page } from "@playwright/test";
import { makePhoto } from "../lib/testing/make-photo";
import { signUpNewUser, warmUpServer } from "./pages/auth-pages";
import { MemoryBrowserPage, MemoryDetailPage } from "./pages/browse-pages";
import { CaptureWorkspacePage, NewMemoryPage, type FixtureFile } from "./pages/capture-pages";

// Fixtures are generated here (sharp + exiftool), so nothing binary is committed.
let picnic: FixtureFile;
let lagoon: FixtureFile;
let rafting: FixtureFile;
test.beforeAll(async ({ browser }) => {
  await warmUpServer(browser);

  picnic = { name: "picnic.jpg", mimeType: "image/jpeg", buffer: await makePhoto({ width: 640, height: 480, takenAt: "2023:06:24 14:30:00", gps: { latitude: 41.9006, longitude: -87.7052 } }) };
  lagoon = { name: "lagoon.jpg", mimeType: "image/jpeg", buffer: await makePhoto({ width: 480, height: 640, color: { r: 30, g: 110, b: 190 }, takenAt: "2023:06:24 16:05:00" }) };
  rafting = { name: "rafting.jpg", mimeType: "image/jpeg", buffer: await makePhoto({ width: 640, height: 480, color: { r: 20, g: 160, b: 90 }, takenAt: "2023:08:12 10:00:00" }) };
});

/** Captures a memory through the real capture UI and saves it. */
async function captureMemory(page: Page, photos: FixtureFile[], answer: string, title: string) {
  const upload = new NewMemoryPage(page);
  await upload.goto();
  await upload.choose(photos);
  await upload.expectUploaded(photos.length);
  await upload.continueToDraft();
  const capture = new CaptureWorkspacePage(page);
  await capture.waitForAssistant();
  await capture.answer(answer);
  await capture.editTitle(title);
  await capture.save();
}

test("browse by month, search, open, edit (graph re-queued) and delete a memory", async ({ page }) => {
  test.slow(); // two captures, and three waits for graph jobs
  await signUpNewUser(page, "browse");
  await captureMemory(page, [picnic, lagoon], "humboldt park by the lagoon! me, my boyfriend marcus and my best friend priya", "Picnic at the lagoon");
  await captureMemory(page, [rafting], "rafting on the snake river with my brother james", "Rafting the Snake River");

  // The timeline: newest first, grouped by month.
  const list = new MemoryBrowserPage(page);
  await list.goto();
  await expect(list.monthLabels()).toHaveText(["August 2023", "June 2023"]);
  await expect(list.month("August 2023").getByTestId("memory-card-title")).toHaveText(["Rafting the Snake River"]);
  await expect(list.month("June 2023").getByTestId("memory-card-title")).toHaveText(["Picnic at the lagoon"]);
  await expect(list.card("Picnic at the lagoon").locator("img")).toHaveJSProperty("complete", true);

  // Search by text, then by person; the URL keeps the search.
  await list.searchText("lagoon");
  await expect(list.cardTitles()).toHaveText(["Picnic at the lagoon"]);
  await expect(page).toHaveURL(/[?&]q=lagoon/);
  // (Not "kayak": recall's concept of kayaking, canoeing and rafting finds the rafting trip.)
  await list.searchText("violin");
  await expect(list.noResults()).toBeVisible();
  await list.clearSearch();
  await list.searchPerson("james");
  await expect(list.cardTitles()).toHaveText(["Rafting the Snake River"]);
  await list.clearSearch();

  // The search box ranks with recall's engine: a nickname finds the person (the graph's
  // James), another form of a word finds the memory ("rafted" → "rafting").
  await list.waitUntilOrganised();
  await list.searchText("Jim");
  await expect(list.rankedResults()).toBeVisible();
  await expect(list.cardTitles()).toHaveText(["Rafting the Snake River"]);
  await expect(list.matchHint("Rafting the Snake River")).toContainText("James");
  await expect(page).toHaveURL(/[?&]q=Jim/);
  await list.searchText("rafted");
  await expect(list.cardTitles()).toHaveText(["Rafting the Snake River"]);
  await list.clearSearch();

  // Open the picnic memory: photos full size with keyboard navigation, details, chat, connections.
  await list.card("Picnic at the lagoon").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/memories\/[A-Za-z0-9_-]+$/);
  const memoryUrl = new URL(page.url()).pathname;
  const memory = new MemoryDetailPage(page);
  await expect(memory.heading()).toHaveText("Picnic at the lagoon");
  await expect(page.getByTestId("memory-when")).toContainText("June 24, 2023");
  await expect(memory.detailValues("people")).toContainText(["Marcus (boyfriend)", "Priya (best friend)"]);
  await memory.openPhoto(0);
  await expect(memory.lightboxPosition()).toHaveText("1 / 2");
  await page.keyboard.press("ArrowRight");
  await expect(memory.lightboxPosition()).toHaveText("2 / 2");
  await page.keyboard.press("ArrowLeft");
  await expect(memory.lightboxPosition()).toHaveText("1 / 2");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("lightbox")).toBeHidden();
  await page.getByTestId("capture-chat-log").locator("summary").click();
  await expect(page.getByTestId("chat-log-user")).toContainText(["humboldt park by the lagoon"]);

  await memory.waitUntilOrganised();
  const marcus = memory.themes().filter({ hasText: "Marcus" });
  await expect(marcus).toHaveCount(1);
  const themeUrl = await marcus.getAttribute("href");
  expect(themeUrl).toMatch(/^\/memories\?theme=/);

  // Edit the title: shown at once, stored, and the graph is rebuilt by a new job.
  const jobBefore = await memory.graphJobId();
  expect(jobBefore).toBeTruthy();
  await memory.editTitle("Lagoon picnic with Marcus");
  await expect(memory.heading()).toHaveText("Lagoon picnic with Marcus");
  await expect(page.getByTestId("organising-badge")).toHaveText("Organising…");
  await expect(memory.graphStatus()).not.toHaveAttribute("data-job-id", jobBefore!);
  await expect(memory.graphStatus()).not.toHaveAttribute("data-job-id", "pending");
  await memory.waitUntilOrganised();
  await page.reload();
  await expect(memory.heading()).toHaveText("Lagoon picnic with Marcus");

  // The theme link lists the memories in that relationship node.
  await page.goto(themeUrl!);
  await expect(page.getByTestId("theme-filter")).toContainText("Marcus");
  await expect(list.cardTitles()).toHaveText(["Lagoon picnic with Marcus"]);

  // Delete, with confirmation: gone from the list, search, the graph, and its URL.
  await page.goto(memoryUrl);
  await memory.deleteMemory();
  await expect(list.cardTitles()).toHaveText(["Rafting the Snake River"]);
  await list.searchText("lagoon");
  await expect(list.noResults()).toBeVisible();
  const gone = await page.goto(memoryUrl);
  expect(gone?.status()).toBe(404);
  // Marcus was only in the deleted memory: once the graph job ran, his theme is gone too.
  await expect(async () => {
    const response = await page.request.get(`/api/memories${themeUrl!.slice("/memories".length)}`);
    expect(response.status()).toBe(404);
  }).toPass({ timeout: 30_000 });
});

test("the list API is per user: 401 signed out, 400 for bad input, 404 for another user's memory", async ({ browser }) => {
  const alice = await browser.newContext();
  const bob = await browser.newContext();
  const alicePage = await alice.newPage();
  const bobPage = await bob.newPage();
  await signUpNewUser(alicePage, "alice-browse");
  await signUpNewUser(bobPage, "bob-browse");
  await captureMemory(alicePage, [rafting], "rafting with my brother james", "Alice's rafting");
  const aliceList = await (await alicePage.request.get("/api/memories")).json();
  expect(aliceList.items.map((i: { title: string }) => i.title)).toEqual(["Alice's rafting"]);
  const aliceMemoryId = aliceList.items[0].id as string;

  const bobList = await bobPage.request.get("/api/memories?q=rafting");
  expect(bobList.status()).toBe(200);
  expect((await bobList.json()).items).toEqual([]);
  expect((await bobPage.request.get(`/api/memories/${aliceMemoryId}`)).status()).toBe(404);
  expect((await bobPage.goto(`/memories/${aliceMemoryId}`))?.status()).toBe(404);

  const bad = await bobPage.request.get("/api/memories?from=2024-05-01&to=2024-01-01");
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toBe("The start date is after the end date.");
  expect((await bobPage.request.get("/api/memories?cursor=bogus")).status()).toBe(400);

  const anonymous = await browser.newContext();
  expect((await anonymous.request.get(new URL("/api/memories", alicePage.url()).toString())).status()).toBe(401);
  await Promise.all([alice.close(), bob.close(), anonymous.close()]);
});

test("a long timeline loads more as the person scrolls, keeping months together", async ({ page }) => {
  await signUpNewUser(page, "scroll");
  // 30 drafts straight from photos (one upload each), five a month from January to June 2021:
  // the first page (24) ends inside February.
  const count = 30;
  for (let i = 0; i < count; i++) {
    const month = String(1 + Math.floor(i / 5)).padStart(2, "0");
    const photo = await makePhoto({ width: 32, height: 24, color: { r: i * 8, g: 100, b: 200 - i * 5 }, takenAt: `2021:${month}:${String(1 + (i % 5) * 5).padStart(2, "0")} 12:00:00` });
    const response = await page.request.post("/api/capture/photos", { data: photo, headers: { "content-type": "application/octet-stream", "x-file-name": `p${i}.jpg` } });
    expect(response.status()).toBe(201);
  }
  const list = new MemoryBrowserPage(page);
  await list.goto();
  await expect(list.cards()).toHaveCount(24);
  await expect(page.getByTestId("draft-badge")).toHaveCount(24);
  await expect(list.monthLabels()).toHaveText(["June 2021", "May 2021", "April 2021", "March 2021", "February 2021"]);
  await expect(list.month("February 2021").getByTestId("memory-card")).toHaveCount(4);
  await page.getByTestId("load-more").scrollIntoViewIfNeeded();
  await expect(list.cards()).toHaveCount(count);
  await expect(page.getByTestId("load-more")).toBeHidden();
  // One heading per month, even for the month split across the two pages.
  await expect(list.monthLabels()).toHaveText(["June 2021", "May 2021", "April 2021", "March 2021", "February 2021", "January 2021"]);
  await expect(list.month("February 2021").getByTestId("memory-card")).toHaveCount(5);
});
