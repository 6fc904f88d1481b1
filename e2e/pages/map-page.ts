import { expect, type Locator, type Page } from "@playwright/test";
import { makePhoto } from "@/lib/testing/make-photo";

type PlacedPhoto = { takenAt: string; gps?: { latitude: number; longitude: number } };

/** Drafts straight from photos (one upload each) taken at these times and places. */
export async function seedPlacedDrafts(page: Page, photos: PlacedPhoto[]) {
  for (const [i, photo] of photos.entries()) {
    const bytes = await makePhoto({ width: 32, height: 24, color: { r: (i * 53) % 255, g: 120, b: 90 }, ...photo });
    const response = await page.request.post("/api/capture/photos", { data: bytes, headers: { "content-type": "application/octet-stream", "x-file-name": `placed-${i}.jpg` } });
    expect(response.status()).toBe(201);
  }
}

/** The /map page: period picker, the MapLibre map, its clusters and memory markers. */
export class MapPage {
  constructor(private readonly page: Page) {}

  async goto(search = "") {
    await this.page.goto(`/map${search}`);
  }

  /** Set once MapLibre has loaded its style: carries how many clusters and markers are on screen. */
  ready(): Locator {
    return this.page.getByTestId("map-ready");
  }

  canvas(): Locator {
    return this.page.getByTestId("map-canvas");
  }

  count(): Locator {
    return this.page.getByTestId("map-count");
  }

  clusters(): Locator {
    return this.page.getByTestId("map-cluster");
  }

  cluster(count: number): Locator {
    return this.page.locator(`[data-testid="map-cluster"][data-count="${count}"]`);
  }

  memory(title: string): Locator {
    return this.page.getByTestId("map-memory").and(this.page.getByRole("link", { name: new RegExp(`^Open ${title}`) }));
  }

  markers(): Locator {
    return this.page.getByTestId("map-memory");
  }

  async chooseYear(year: string) {
    await this.page.getByTestId("map-year").selectOption(year);
  }

  async choosePeriod(from: string, to: string) {
    await this.page.getByTestId("map-from").fill(from);
    await this.page.getByTestId("map-to").fill(to);
    await this.page.getByTestId("map-apply").click();
  }

  periodError(): Locator {
    return this.page.getByTestId("map-period-error");
  }

  empty(): Locator {
    return this.page.getByTestId("map-empty");
  }

  /** Clicks clusters (each zooms in) until the marker of this memory is on the map. */
  async zoomInUntil(marker: Locator, clicks = 8) {
    for (let i = 0; i < clicks && !(await marker.isVisible()); i++) {
      await this.clusters().first().click();
      await this.page.waitForTimeout(700); // the zoom animation (500 ms)
    }
    await expect(marker).toBeVisible();
  }
}
