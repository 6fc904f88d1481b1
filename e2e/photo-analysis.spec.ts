import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { signUpNewUser, warmUpServer } from "./pages/auth-pages";
import { MemoryBrowserPage } from "./pages/browse-pages";
import { PeoplePage } from "./pages/people-page";
import { CaptureWorkspacePage, NewMemoryPage, type FixtureFile } from "./pages/capture-pages";

// The offline photo analysis (lib/vision) on two real fixture photos: a face and a ticket.
const fixture = async (name: string): Promise<FixtureFile> => ({ name, mimeType: "image/jpeg", buffer: await readFile(path.join("lib", "vision", "fixtures", name)) });

test.beforeAll(async ({ browser }) => {
  await warmUpServer(browser);
});

test("the draft says what is in the photos; a face is named; search finds the ticket's text", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpNewUser(page, "vision");
  const upload = new NewMemoryPage(page);
  await upload.goto();
  await upload.choose([await fixture("astronaut.jpg"), await fixture("ticket.jpg")]);
  await upload.expectUploaded(2);
  await upload.continueToDraft();

  const capture = new CaptureWorkspacePage(page);
  await capture.waitForAssistant();
  await expect(capture.analysisPending()).toBeHidden();
  await expect(capture.summary()).toHaveValue(/one person/);
  await expect(capture.summary()).toHaveValue(/“EUROSTAR”/);
  await expect(capture.details("objects")).toContainText(["“EUROSTAR”"]);
  await expect(capture.lastAssistantMessage()).toContainText("Who is the person in the photos");

  await expect(capture.faces()).toHaveCount(1);
  await capture.nameFace(0, "Eileen");
  await expect(capture.details("people")).toContainText(["Eileen"]);
  await capture.save();

  const list = new MemoryBrowserPage(page);
  await list.searchText("eurostar");
  await expect(list.cardTitles()).toHaveCount(1);
});

test("a face named once is offered on a later photo as a question; yes makes the person a detail", async ({ page }) => {
  test.setTimeout(150_000);
  await signUpNewUser(page, "faces");
  const upload = new NewMemoryPage(page);
  const capture = new CaptureWorkspacePage(page);
  await upload.goto();
  await upload.choose([await fixture("astronaut.jpg")]);
  await upload.expectUploaded(1);
  await upload.continueToDraft();
  await capture.waitForAssistant();
  await expect(capture.faces()).toHaveCount(1);
  // Nobody is named yet: nothing to offer.
  await expect(capture.faceSuggestion(0)).toHaveCount(0);
  await capture.nameFace(0, "Eileen");
  await capture.save();

  // The People page shows the person with the named face as the thumbnail.
  const people = new PeoplePage(page);
  await people.goto();
  const thumbnail = people.card("Eileen").getByTestId("person-face");
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail).toHaveAttribute("aria-label", "Face of Eileen");
  const background = await thumbnail.evaluate((el) => getComputedStyle(el).backgroundImage);
  const thumbnailUrl = /url\("?([^")]+)"?\)/.exec(background)?.[1];
  expect(thumbnailUrl).toMatch(/\/api\/media\/[^/]+\/thumbnail$/);
  const response = await page.request.get(thumbnailUrl!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\//);

  // A second photo of her: the same picture, smaller, brighter and recompressed (the
  // fixtures hold no second photo of one person).
  const source = await readFile(path.join("lib", "vision", "fixtures", "astronaut.jpg"));
  const second = await sharp(source).resize({ width: 360 }).modulate({ brightness: 1.15 }).jpeg({ quality: 70 }).toBuffer();
  await upload.goto();
  await upload.choose([{ name: "eileen-again.jpg", mimeType: "image/jpeg", buffer: second }]);
  await upload.expectUploaded(1);
  await upload.continueToDraft();
  await capture.waitForAssistant();
  await expect(capture.faces()).toHaveCount(1);
  await expect(capture.faceSuggestion(0)).toHaveText(/Is this Eileen\?/);
  // Only a question until answered: she is not a person of this memory yet.
  await expect(capture.details("people").filter({ hasText: "Eileen" })).toHaveCount(0);
  await capture.answerFaceSuggestion(0, "yes");
  await expect(capture.faces().nth(0)).toHaveAttribute("data-named", "true");
  await expect(capture.details("people")).toContainText(["Eileen"]);
});
