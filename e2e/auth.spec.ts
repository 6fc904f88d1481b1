import { expect, test } from "@playwright/test";
import { AppShellPage, SignInPage, SignUpPage, signUpNewUser, uniqueEmail } from "./pages/auth-pages";

test.describe("accounts", () => {
  test("sign up, sign out and sign in again", async ({ page }) => {
    const { email, password } = await signUpNewUser(page);
    await expect(page.getByTestId("memories-empty")).toBeVisible();
    const shell = new AppShellPage(page);
    await shell.expectSignedInAs(email);
    await expect(page.getByTestId("mode-badge")).toContainText("Offline engine");

    await shell.signOut();
    await page.goto("/memories");
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fmemories/);

    await new SignInPage(page).signIn(email, password);
    await expect(page).toHaveURL(/\/memories$/);
    await shell.expectSignedInAs(email);
  });

  test("a wrong password or unknown email gets one message that names neither", async ({ page }) => {
    const { email } = await signUpNewUser(page);
    await new AppShellPage(page).signOut();
    const signIn = new SignInPage(page);
    await signIn.signIn(email, "not the password");
    await expect(signIn.formError()).toHaveText("That email and password don't match an account.");
    await signIn.signIn(uniqueEmail("nobody"), "whatever password");
    await expect(signIn.formError()).toHaveText("That email and password don't match an account.");
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test("sign-up form errors: malformed email, short password; an email with an account is never said to be taken", async ({ page }) => {
    const { email, password } = await signUpNewUser(page);
    await new AppShellPage(page).signOut();
    const signUp = new SignUpPage(page);
    await signUp.goto();
    await signUp.fill({ email: "not-an-email", password: "short" });
    await expect(signUp.fieldError("email")).toHaveText("Enter a valid email address, like name@example.com.");
    await expect(signUp.fieldError("password")).toHaveText("Use at least 8 characters for your password.");
    await signUp.fill({ email: email.toUpperCase(), password: "another long password" });
    await expect(page.getByTestId("form-error")).toHaveText("We couldn't create an account with that email and password. If you have an account, sign in instead.");
    await expect(signUp.fieldError("email")).toHaveCount(0);
    await expect(page).toHaveURL(/\/sign-up/);
    // The account's own password on the sign-up form simply signs its owner in.
    await signUp.fill({ email: email.toUpperCase(), password });
    await expect(page).toHaveURL(/\/memories$/);
    await new AppShellPage(page).expectSignedInAs(email);
  });

  test("sign-in form rejects a malformed email before asking the server", async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn("jane@", "whatever password");
    await expect(signIn.fieldError("email")).toHaveText("Enter a valid email address, like name@example.com.");
  });

  for (const path of ["/memories", "/memories/new", "/chat", "/graph", "/account"]) {
    test(`signed out, ${path} redirects to sign-in and back after`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/sign-in\\?callbackUrl=${encodeURIComponent(path)}$`));
      if (path !== "/chat") return; // the full round trip once is enough
      const email = uniqueEmail("redirect");
      const signUp = new SignUpPage(page);
      await page.getByRole("link", { name: "Create an account" }).click();
      await signUp.fill({ email, password: "long enough password" });
      await expect(page).toHaveURL(/\/chat$/);
    });
  }

  test("a callback URL to another site is ignored", async ({ page }) => {
    const { email, password } = await signUpNewUser(page);
    await new AppShellPage(page).signOut();
    await page.goto("/sign-in?callbackUrl=https%3A%2F%2Fevil.example%2F");
    await new SignInPage(page).signIn(email, password);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/memories$/);
  });
});

test("@phone the navigation works at phone width", async ({ page }) => {
  await signUpNewUser(page, "phone");
  const bottomNav = page.getByRole("navigation", { name: "Main" }).last();
  await bottomNav.getByRole("link", { name: "Chat" }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole("heading", { name: "Chat" })).toBeVisible();
});
