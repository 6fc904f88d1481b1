import { expect, type Locator, type Page } from "@playwright/test";

/** The /graph page: the sigma canvas, its legend filters, search, side panel and highlight. */
export class GraphPage {
  constructor(private readonly page: Page) {}

  async goto(highlight: string[] = []) {
    await this.page.goto(highlight.length ? `/graph?highlight=${highlight.map(encodeURIComponent).join(",")}` : "/graph");
  }

  empty(): Locator {
    return this.page.getByTestId("graph-empty");
  }

  /** Set once the layout is done and sigma has drawn: carries the node and edge counts. */
  ready(): Locator {
    return this.page.getByTestId("graph-ready");
  }

  async nodeCount(): Promise<number> {
    await expect(this.ready()).toBeAttached();
    return Number(await this.ready().getAttribute("data-node-count"));
  }

  /** How many nodes the filters and focus mode leave on the canvas. */
  async expectShownNodes(count: number) {
    await expect(this.ready()).toHaveAttribute("data-shown-node-count", String(count));
  }

  /** The graph as the page loads it (GET /api/graph), to find node ids by name. */
  async data(): Promise<{ nodes: Array<{ id: string; type: string; label: string; kind?: string }>; edges: Array<[number, number]> }> {
    const response = await this.page.request.get("/api/graph?kinds=memory,relationship");
    expect(response.ok()).toBe(true);
    return response.json();
  }

  /** Switches a node kind (memory, semantic, relationship) or relationship kind (person, place, ...) on or off. */
  async setFilter(kind: string, on: boolean) {
    await this.page.getByTestId(`graph-filter-${kind}`).setChecked(on);
  }

  /** Finds a node by name and picks the first match: it is selected and the camera flies there. */
  async search(name: string) {
    await this.page.getByTestId("graph-search").fill(name);
    await this.page.getByTestId("graph-search-results").getByRole("button").first().click();
  }

  /** Clicks the middle of the canvas (where the camera has just centred a searched node). */
  async clickCanvasCentre() {
    const box = await this.page.getByTestId("graph-canvas").boundingBox();
    if (!box) throw new Error("graph canvas is not visible");
    await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  panelMemories(): Locator {
    return this.page.getByTestId("graph-node-memories").getByRole("listitem");
  }

  panel(): Locator {
    return this.page.getByTestId("graph-node-panel");
  }

  panelTitle(): Locator {
    return this.page.getByTestId("graph-node-panel-title");
  }

  async toggleFocus() {
    await this.page.getByTestId("graph-focus-toggle").click();
  }

  /** Sigma's zoom and full-screen buttons. */
  controls(): Locator {
    return this.page.getByTestId("graph-canvas").locator(".react-sigma-controls");
  }

  highlightBanner(): Locator {
    return this.page.getByTestId("graph-highlight-banner");
  }
}
