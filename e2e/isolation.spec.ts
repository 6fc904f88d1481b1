import { expect, test } from "@playwright/test";
import { AppShellPage, signUpNewUser } from "./pages/auth-pages";

test("two users each see only their own account", async ({ browser }) => {
  const alice = await browser.newContext();
  const bob = await browser.newContext();
  const alicePage = await alice.newPage();
  const bobPage = await bob.newPage();
  const a = await signUpNewUser(alicePage, "alice");
  const b = await signUpNewUser(bobPage, "bob");

  await alicePage.goto("/account");
  await expect(alicePage.getByTestId("account-page-email")).toHaveText(a.email);
  await bobPage.goto("/account");
  await expect(bobPage.getByTestId("account-page-email")).toHaveText(b.email);
  await new AppShellPage(bobPage).expectSignedInAs(b.email);

  await alice.close();
  await bob.close();
});
