import { expect, type Locator, type Page } from "@playwright/test";

export type FixtureFile = { name: string; mimeType: string; buffer: Buffer };

export class NewMemoryPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/memories/new");
    await expect(this.page.getByTestId("photo-uploader")).toBeVisible();
  }

  async choose(files: FixtureFile[]) {
    await this.page.getByTestId("photo-input").setInputFiles(files);
  }

  items() {
    return this.page.getByTestId("upload-item");
  }

  item(name: string) {
    return this.items().filter({ hasText: name });
  }

  async expectUploaded(count: number) {
    await expect(this.items().and(this.page.locator('[data-state="done"]'))).toHaveCount(count);
  }

  async continueToDraft() {
    await this.page.getByTestId("continue-to-draft").click();
    await expect(this.page).toHaveURL(/\/memories\/new\/[A-Za-z0-9_-]+$/);
  }
}

export class CaptureWorkspacePage {
  constructor(private readonly page: Page) {}

  workspace() {
    return this.page.getByTestId("capture-workspace");
  }

  summary() {
    return this.page.getByTestId("memory-summary");
  }

  title() {
    return this.page.getByTestId("memory-title");
  }

  details(key: "dates" | "locations" | "people" | "activities" | "emotions" | "objects") {
    return this.page.getByTestId(`details-${key}`).getByTestId("detail-value");
  }

  lastAssistantMessage() {
    return this.page.getByTestId("message-assistant").last();
  }

  /** The first draft waits for the photo analysis ("Looking at your photos…"), which queues behind other uploads' photos. */
  async waitForAssistant() {
    await expect(this.lastAssistantMessage()).toHaveAttribute("data-status", "complete", { timeout: 60_000 });
  }

  async answer(text: string) {
    const before = await this.page.getByTestId("message-user").count();
    await this.page.getByTestId("capture-answer").fill(text);
    await this.page.getByTestId("send-answer").click();
    await expect(this.page.getByTestId("message-user")).toHaveCount(before + 1);
    await this.waitForAssistant();
  }

  async editTitle(title: string) {
    await this.title().fill(title);
    await this.page.getByTestId("save-fields").click();
    await expect(this.page.getByTestId("save-fields")).toBeHidden();
  }

  async removeDetail(value: string) {
    await this.page.getByRole("button", { name: `Remove ${value}` }).click();
  }

  async addDetail(key: string, value: string) {
    const input = this.page.getByTestId(`add-${key}`);
    await input.fill(value);
    await input.press("Enter");
  }

  /** "Looking at your photos…", shown until the photo analysis is done. */
  analysisPending() {
    return this.page.getByTestId("photo-analysis-pending");
  }

  faces() {
    return this.page.getByTestId("face");
  }

  async nameFace(index: number, name: string) {
    const input = this.faces().nth(index).getByTestId("face-name");
    await input.fill(name);
    await input.press("Enter");
    await expect(this.faces().nth(index)).toHaveAttribute("data-named", "true");
  }

  /** "Is this Jim?" under a face. */
  faceSuggestion(index: number) {
    return this.faces().nth(index).getByTestId("face-suggestion");
  }

  async answerFaceSuggestion(index: number, answer: "yes" | "no") {
    await this.faceSuggestion(index).getByTestId(`face-suggestion-${answer}`).click();
    await expect(this.faceSuggestion(index)).toHaveCount(0);
  }

  async save() {
    await this.page.getByTestId("save-memory").click();
    await expect(this.page).toHaveURL(/\/memories$/);
  }
}

export class MemoriesListPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/memories");
  }

  card(title: string) {
    return this.page.getByTestId("memory-card").filter({ has: this.page.getByTestId("memory-card-title").getByText(title, { exact: true }) });
  }

  /** The first card: the newest memory on the timeline. */
  firstCard() {
    return this.page.getByTestId("memory-card").first();
  }

  cardDate(card: Locator) {
    return card.getByTestId("memory-card-date");
  }
}
