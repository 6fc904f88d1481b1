import { expect, type Page } from "@playwright/test";
import sharp from "sharp";

/** Drafts straight from photos (one upload each) taken at the given "YYYY:MM:DD HH:MM:SS" times; a few at a time. */
export async function seedDatedDrafts(page: Page, takenAt: string[]) {
  const upload = async (date: string, i: number) => {
    // sharp writes the EXIF date itself: hundreds of photos without an exiftool run each.
    const photo = await sharp({ create: { width: 24, height: 18, channels: 3, background: { r: (i * 37) % 255, g: (i * 91) % 255, b: 160 } } })
      .jpeg()
      .withExif({ IFD2: { DateTimeOriginal: date } })
      .toBuffer();
    const response = await page.request.post("/api/capture/photos", { data: photo, headers: { "content-type": "application/octet-stream", "x-file-name": `seed-${i}.jpg` } });
    expect(response.status()).toBe(201);
  };
  for (let i = 0; i < takenAt.length; i += 8) await Promise.all(takenAt.slice(i, i + 8).map((date, j) => upload(date, i + j)));
}

export class TimelinePage {
  constructor(private readonly page: Page) {}

  months() {
    return this.page.getByTestId("memory-month");
  }

  cards() {
    return this.page.getByTestId("memory-card");
  }

  async jumpToYear(year: string) {
    await this.page.getByTestId("timeline-year").and(this.page.locator(`[data-year="${year}"]`)).click();
  }

  async jumpToMonth(month: string) {
    await this.page.getByTestId("timeline-month-select").selectOption(month);
  }

  async backToNewest() {
    await this.page.getByTestId("timeline-newest").click();
  }

  onThisDay() {
    return this.page.getByTestId("on-this-day");
  }

  /** Where each card on the page leads (path). */
  cardLinks() {
    return this.cards().evaluateAll((cards) => cards.map((card) => card.querySelector("a")?.getAttribute("href") ?? ""));
  }

  async columns() {
    return Number(await this.page.getByTestId("memory-list").getAttribute("data-columns"));
  }
}
