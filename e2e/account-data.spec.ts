import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import JSZip from "jszip";
import { makePhoto } from "../lib/testing/make-photo";
import { SignInPage, signUpNewUser, warmUpServer } from "./pages/auth-pages";
import { AccountPage } from "./pages/account-pages";
import { CaptureWorkspacePage, NewMemoryPage, type FixtureFile } from "./pages/capture-pages";

let beach: FixtureFile;
test.beforeAll(async ({ browser }) => {
  await warmUpServer(browser);
  beach = { name: "beach.jpg", mimeType: "image/jpeg", buffer: await makePhoto({ width: 320, height: 240, takenAt: "2022:07:14 11:00:00" }) };
});

test("export all my data as a zip, then delete the account for good", async ({ page }) => {
  const { email, password } = await signUpNewUser(page, "account");
  const upload = new NewMemoryPage(page);
  await upload.goto();
  await upload.choose([beach]);
  await upload.expectUploaded(1);
  await upload.continueToDraft();
  const capture = new CaptureWorkspacePage(page);
  await capture.waitForAssistant();
  await capture.answer("swimming at the beach with my sister lena");
  await capture.editTitle("Beach day with Lena");
  await capture.save();

  const account = new AccountPage(page);
  await account.goto();
  const exported = await account.exportData();
  expect(exported.name).toMatch(/^tobu-memories-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(await readFile(exported.path));
  const data = JSON.parse(await zip.file("memories.json")!.async("string"));
  expect(data.user.email).toBe(email);
  expect(data.memories.map((m: { title: string }) => m.title)).toEqual(["Beach day with Lena"]);
  const photoFile = data.memories[0].photos[0].file as string;
  // Named by the day the photo was taken and the name it was uploaded with.
  expect(photoFile).toBe("photos/2022-07-14_beach.jpg");
  expect(data.photoFiles).toEqual([{ file: photoFile, photoId: data.memories[0].photos[0].id, memoryId: data.memories[0].id, originalName: "beach.jpg" }]);
  expect(Buffer.from(await zip.file(photoFile)!.async("uint8array"))).toEqual(beach.buffer);

  // Deleting needs the email typed exactly.
  await account.startDeletion();
  await account.confirmationField().fill("not my email");
  await expect(account.confirmButton()).toBeDisabled();
  await account.confirmationField().fill(email);
  await account.confirmButton().click();
  await expect(page).toHaveURL(/\/sign-in/);

  // The account is gone: signing in fails, and its data is not reachable.
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(email, password);
  await expect(signIn.formError()).toBeVisible();
  expect((await page.request.get("/api/memories")).status()).toBe(401);
});
