import { expect, type Browser, type Page } from "@playwright/test";

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export class SignUpPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/sign-up");
  }

  async fill(input: { name?: string; email: string; password: string }) {
    const form = this.page.getByTestId("sign-up-form");
    if (input.name) await form.getByLabel("Name (optional)").fill(input.name);
    await form.getByLabel("Email").fill(input.email);
    await form.getByLabel("Password").fill(input.password);
    await form.getByRole("button", { name: "Create account" }).click();
  }

  fieldError(field: "name" | "email" | "password") {
    return this.page.getByTestId(`${field}-error`);
  }
}

export class SignInPage {
  constructor(private readonly page: Page) {}

  async goto(callbackUrl?: string) {
    await this.page.goto(callbackUrl ? `/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/sign-in");
  }

  async signIn(email: string, password: string) {
    const form = this.page.getByTestId("sign-in-form");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill(password);
    await form.getByRole("button", { name: "Sign in" }).click();
  }

  formError() {
    return this.page.getByTestId("form-error");
  }

  fieldError(field: "email" | "password") {
    return this.page.getByTestId(`${field}-error`);
  }
}

export class AppShellPage {
  constructor(private readonly page: Page) {}

  async signOut() {
    await this.page.getByTestId("account-menu").click();
    const origin = new URL(this.page.url()).origin;
    await this.page.getByTestId("sign-out").click();
    // Back on the host the person used: NEXTAUTH_URL is not set in these runs, it is inferred.
    await expect(this.page).toHaveURL(new RegExp(`^${origin.replace(/[.]/g, "\\.")}/sign-in`));
  }

  async expectSignedInAs(email: string) {
    await this.page.getByTestId("account-menu").click();
    await expect(this.page.getByTestId("account-email")).toHaveText(email);
    await this.page.keyboard.press("Escape");
  }
}

/** Signs a new user up through the UI and waits for the memories page. */
export async function signUpNewUser(page: Page, prefix = "user") {
  const email = uniqueEmail(prefix);
  const password = "correct horse battery";
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.fill({ email, password });
  // The first sign-up of a run also opens (and migrates) a fresh embedded database.
  await expect(page).toHaveURL(/\/memories$/, { timeout: 30_000 });
  return { email, password };
}

/** A fresh server opens (and migrates) its embedded database on the first request: warm it up once per spec file. */
export async function warmUpServer(browser: Browser) {
  const page = await browser.newPage();
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.fill({ email: uniqueEmail("warmup"), password: "correct horse battery" });
  await expect(page).toHaveURL(/\/memories$/, { timeout: 60_000 });
  await page.close();
}
