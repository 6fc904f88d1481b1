import { expect, test } from "@playwright/test";
import { signUpNewUser, warmUpServer } from "./pages/auth-pages";
import { captureMemory, waitUntilOrganised } from "./pages/chat-pages";
import { GraphPage } from "./pages/graph-page";

test.beforeAll(async ({ browser }) => {
  await warmUpServer(browser);
});

test("a new user sees the empty graph with a way to capture", async ({ page }) => {
  await signUpNewUser(page, "graph-empty");
  const graph = new GraphPage(page);
  await graph.goto();
  await expect(graph.empty()).toBeVisible();
  await expect(graph.empty().getByRole("link", { name: "Capture a memory" })).toHaveAttribute("href", "/memories/new");
});

test("the graph API answers only signed-in users, with their own graph", async ({ page, playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.get("/api/graph")).status()).toBe(401);
  expect((await anonymous.get("/api/graph/nodes/anything")).status()).toBe(401);
  await anonymous.dispose();

  await signUpNewUser(page, "graph-api");
  const graph = await page.request.get("/api/graph?kinds=memory,relationship&limit=100");
  expect(graph.status()).toBe(200);
  expect(await graph.json()).toMatchObject({ nodes: [], edges: [], memoryLimit: 100, memoryCount: 0, totalMemories: 0, truncated: false });

  const bad = await page.request.get("/api/graph?kinds=memory,photos&limit=0");
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toMatch(/kinds/);

  const missing = await page.request.get("/api/graph/nodes/not-a-node-of-yours");
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error).toBe("No such node in your graph.");
});

test("a highlight link survives sign-in", async ({ page }) => {
  const graph = new GraphPage(page);
  await graph.goto(["theme-1", "memory-2"]);
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get("callbackUrl") ?? "")).toBe("/graph?highlight=theme-1,memory-2");
});

test("two memories with a friend in common: nodes render, filter, search, click, focus, details, highlight", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpNewUser(page, "graph-nodes");
  await captureMemory(page, {
    photoName: "picnic.jpg",
    takenAt: "2023:06:24 14:30:00",
    answers: ["a picnic in humboldt park with my boyfriend marcus and my best friend priya"],
    title: "Picnic by the lagoon",
  });
  await captureMemory(page, {
    photoName: "ballgame.jpg",
    takenAt: "2024:08:10 19:00:00",
    answers: ["a cubs baseball game at wrigley field with marcus"],
    title: "Cubs game with Marcus",
  });
  await waitUntilOrganised(page);

  const graph = new GraphPage(page);
  const data = await graph.data();
  const memories = data.nodes.filter((n) => n.type === "memory");
  const people = data.nodes.filter((n) => n.type === "relationship" && n.kind === "person");
  const marcus = people.find((n) => n.label === "Marcus");
  expect(memories).toHaveLength(2);
  expect(marcus).toBeDefined();
  // Links are index pairs into the nodes: Marcus is linked to both memories.
  const marcusIndex = data.nodes.indexOf(marcus!);
  expect(data.edges.filter(([s, t]) => s === marcusIndex || t === marcusIndex)).toHaveLength(2);

  // Nodes render, all of them shown.
  await graph.goto();
  const total = await graph.nodeCount();
  expect(total).toBe(data.nodes.length);
  await graph.expectShownNodes(total);

  // Filters: by relationship kind, then by node kind; no refetch, no relayout.
  await graph.setFilter("person", false);
  await graph.expectShownNodes(total - people.length);
  await graph.setFilter("person", true);
  await graph.setFilter("memory", false);
  await graph.expectShownNodes(total - 2);
  await graph.setFilter("memory", true);
  await graph.expectShownNodes(total);

  // Search picks the node and flies there; a click on it (the canvas centre) opens its panel.
  await graph.search("Marcus");
  await expect(graph.panelTitle()).toHaveText("Marcus");
  await expect(graph.panelMemories()).toHaveCount(2);
  await page.getByTestId("graph-node-panel").getByRole("button", { name: /close/i }).click();
  await expect(graph.panel()).toBeHidden();
  // Once the camera's flight to Marcus is over, he is under the canvas centre.
  await expect(async () => {
    await graph.clickCanvasCentre();
    await expect(graph.panelTitle()).toHaveText("Marcus", { timeout: 1_000 });
  }).toPass();

  // Focus mode: only Marcus and his two memories.
  await graph.toggleFocus();
  await graph.expectShownNodes(3);
  await graph.toggleFocus();
  await graph.expectShownNodes(total);

  // Details (semantic nodes) are fetched and placed around their memories.
  await graph.setFilter("semantic", true);
  await expect.poll(() => graph.nodeCount(), { timeout: 30_000 }).toBeGreaterThan(total);
  await graph.setFilter("semantic", false);
  await expect.poll(() => graph.nodeCount()).toBe(total);

  // From a chat answer: the nodes it used are highlighted.
  await graph.goto([marcus!.id, memories[0].id, "not-in-this-graph"]);
  await expect(graph.highlightBanner()).toContainText("Highlighting 2 of 3 nodes");
  await expect(graph.ready()).toBeAttached();
});

const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("the zoom controls cover neither the node panel nor the phone's tab bar @phone", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpNewUser(page, "graph-phone");
  await captureMemory(page, { photoName: "ballgame.jpg", takenAt: "2024:08:10 19:00:00", answers: ["a cubs baseball game at wrigley field with marcus"], title: "Cubs game with Marcus" });
  await waitUntilOrganised(page);
  const graph = new GraphPage(page);
  const tabBar = page.locator('nav[aria-label="Main"]:visible');
  for (const size of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await graph.goto();
    await expect(graph.ready()).toBeAttached({ timeout: 30_000 });
    await graph.search("Marcus");
    await expect(graph.panelTitle()).toHaveText("Marcus");
    const panel = (await graph.panel().boundingBox())!;
    const controls = await graph.controls().evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    expect(controls.length).toBeGreaterThan(0);
    for (const box of controls) {
      expect(overlap(box, panel), `controls ${JSON.stringify(box)} vs panel ${JSON.stringify(panel)} at ${size.width}px`).toBe(false);
      // Inside the viewport, not under the tab bar (a phone's bottom navigation).
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      if (size.width < 768) expect(overlap(box, (await tabBar.boundingBox())!), `controls vs tab bar at ${size.width}px`).toBe(false);
    }
    const shots = process.env.GRAPH_SCREENSHOTS;
    if (shots) await page.screenshot({ path: `${shots}/graph-${size.width < 768 ? "phone" : "laptop"}.png` });
  }
});
