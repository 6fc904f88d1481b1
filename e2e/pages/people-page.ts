import { expect, type Page } from "@playwright/test";

/** The People page: a card per named person, with rename and merge. */
export class PeoplePage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/people");
    await expect(this.page.getByRole("heading", { name: "People", level: 1 })).toBeVisible();
  }

  names() {
    return this.page.getByTestId("person-name");
  }

  card(name: string) {
    return this.page.getByTestId("person-card").filter({ has: this.page.getByTestId("person-name").getByText(name, { exact: true }) });
  }

  async rename(from: string, to: string) {
    const card = this.card(from);
    await card.getByTestId("person-rename").click();
    await card.getByTestId("rename-input").fill(to);
    await card.getByTestId("rename-save").click();
  }

  async merge(from: string, into: string) {
    const card = this.card(from);
    await card.getByTestId("person-merge").click();
    await card.getByTestId("merge-into").selectOption(into);
    await card.getByTestId("merge-save").click();
  }
}
