import { expect, type Page } from "@playwright/test";

export class MemoryBrowserPage {
  constructor(private readonly page: Page) {}

  async goto(query = "") {
    await this.page.goto(`/memories${query}`);
    await expect(this.page.getByTestId("memory-browser")).toBeVisible();
  }

  cards() {
    return this.page.getByTestId("memory-card");
  }

  cardTitles() {
    return this.page.getByTestId("memory-card-title");
  }

  card(title: string) {
    return this.cards().filter({ has: this.page.getByTestId("memory-card-title").getByText(title, { exact: true }) });
  }

  monthLabels() {
    return this.page.getByTestId("memory-month-label");
  }

  month(label: string) {
    return this.page.getByTestId("memory-month").filter({ has: this.page.getByTestId("memory-month-label").getByText(label, { exact: true }) });
  }

  async searchText(text: string) {
    await this.page.getByTestId("search-text").fill(text);
    await this.page.getByTestId("search-submit").click();
  }

  async searchPerson(person: string) {
    const field = this.page.getByTestId("search-person");
    if (!(await field.isVisible())) await this.page.getByRole("button", { name: /More filters/ }).click();
    await field.fill(person);
    await this.page.getByTestId("search-submit").click();
  }

  async clearSearch() {
    await this.goto();
  }

  noResults() {
    return this.page.getByTestId("memories-no-results");
  }

  /** What a text search matched on a card (a theme, a word). */
  matchHint(title: string) {
    return this.card(title).getByTestId("memory-card-match");
  }

  /** Ranked search results are one list, best first, not months. */
  rankedResults() {
    return this.page.getByTestId("memory-results");
  }

  /** Every card's graph job has run (the list polls while one is organising). */
  async waitUntilOrganised() {
    await expect(this.cards().first()).toBeVisible();
    await expect(this.page.getByTestId("organising-badge")).toHaveCount(0, { timeout: 30_000 });
  }
}

export class MemoryDetailPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByTestId("memory-heading");
  }

  graphStatus() {
    return this.page.getByTestId("memory-graph-status");
  }

  async graphJobId() {
    return this.graphStatus().getAttribute("data-job-id");
  }

  async waitUntilOrganised() {
    await expect(this.graphStatus()).toHaveAttribute("data-state", "done", { timeout: 30_000 });
  }

  themes() {
    return this.page.getByTestId("memory-theme");
  }

  /** The day, or the range of days, under the heading. */
  when() {
    return this.page.getByTestId("memory-when");
  }

  detailValues(key: "people" | "locations" | "activities" | "emotions" | "objects" | "dates") {
    return this.page.getByTestId(`memory-details-${key}`).getByTestId("memory-detail-value");
  }

  async openPhoto(index: number) {
    await this.page.getByTestId("memory-photo").nth(index).click();
    await expect(this.page.getByTestId("lightbox")).toBeVisible();
  }

  lightboxPosition() {
    return this.page.getByTestId("lightbox-position");
  }

  async editTitle(title: string) {
    await this.page.getByTestId("edit-memory").click();
    await this.page.getByTestId("memory-title").fill(title);
    await this.page.getByTestId("save-fields").click();
  }

  async deleteMemory() {
    await this.page.getByTestId("delete-memory").click();
    const dialog = this.page.getByTestId("delete-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Delete this memory?");
    await dialog.getByTestId("confirm-delete").click();
    await expect(this.page).toHaveURL(/\/memories$/);
  }
}
