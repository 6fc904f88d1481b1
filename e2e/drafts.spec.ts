import { expect, test } from "@playwright/test";
import { makePhoto } from "../lib/testing/make-photo";
import { signUpNewUser, warmUpServer } from "./pages/auth-pages";
import { MemoryDetailPage } from "./pages/browse-pages";
import { CaptureWorkspacePage, MemoriesListPage, NewMemoryPage, type FixtureFile } from "./pages/capture-pages";

// Issue 13, "drafts that read as if a person wrote them": a range of days said in the chat
// becomes the memory's dates, and a detail the user removes stays removed after saving.
let lakePhoto: FixtureFile;
test.beforeAll(async ({ browser }) => {
  await warmUpServer(browser);
  lakePhoto = { name: "lake.jpg", mimeType: "image/jpeg", buffer: await makePhoto({ width: 640, height: 480, takenAt: "2026:05:03 10:00:00" }) };
});

test("a date range from the chat and a removed chip survive saving", async ({ page }) => {
  await signUpNewUser(page, "drafts");
  const upload = new NewMemoryPage(page);
  await upload.goto();
  await upload.choose([lakePhoto]);
  await upload.expectUploaded(1);
  await upload.continueToDraft();

  const capture = new CaptureWorkspacePage(page);
  await capture.waitForAssistant();
  await capture.answer("We camped at the lake from the 3rd to the 7th and went hiking with my sister Ana");
  await expect(capture.details("activities")).toContainText(["hiking"]);
  await expect(capture.summary()).toHaveValue(/from May 3 to 7, 2026/);

  await capture.removeDetail("hiking");
  await expect(capture.details("activities")).not.toContainText(["hiking"]);
  await capture.answer("The hike back to the car was long and we were tired");
  await expect(capture.details("activities")).not.toContainText(["hiking"]);
  await expect(capture.details("activities")).not.toContainText(["hike"]);

  await capture.save();
  const list = new MemoriesListPage(page);
  const card = list.firstCard();
  await expect(list.cardDate(card)).toContainText("May 3 – 7, 2026");
  await card.getByRole("link").first().click();

  const memory = new MemoryDetailPage(page);
  await expect(memory.when()).toHaveText("May 3 – 7, 2026");
  await memory.waitUntilOrganised();
  await expect(memory.detailValues("activities")).not.toContainText(["hiking"]);
  await expect(memory.detailValues("people")).toContainText(["Ana (sister)"]);
  await expect(memory.themes().filter({ hasText: /hik/i })).toHaveCount(0);
  await expect(memory.themes().filter({ hasText: "Ana" })).toHaveCount(1);
});
