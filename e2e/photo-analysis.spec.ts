import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signUpNewUser, warmUpServer } from "./pages/auth-pages";
import { MemoryBrowserPage } from "./pages/browse-pages";
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
