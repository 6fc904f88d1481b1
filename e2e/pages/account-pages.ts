import { expect, type Page } from "@playwright/test";

export class AccountPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/account");
    await expect(this.page.getByTestId("account-page-email")).toBeVisible();
  }

  /** Clicks "Download my data" and returns the downloaded file's path. */
  async exportData() {
    const download = this.page.waitForEvent("download");
    await this.page.getByTestId("export-data").click();
    const file = await download;
    return { name: file.suggestedFilename(), path: await file.path() };
  }

  async startDeletion() {
    await this.page.getByTestId("delete-account").click();
    await expect(this.page.getByTestId("delete-account-form")).toBeVisible();
  }

  confirmationField() {
    return this.page.getByTestId("delete-account-confirmation");
  }

  confirmButton() {
    return this.page.getByTestId("confirm-delete-account");
  }
}
