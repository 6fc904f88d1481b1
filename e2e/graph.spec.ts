import { expect, test } from "@playwright/test";
import { signUpNewUser } from "./pages/auth-pages";
import { GraphPage } from "./pages/graph-page";

// Graphs with nodes need memories, and memories come from capture (no test-only seeding
// routes): once capture lands, a test here captures two memories sharing a person through
// the UI and checks nodes render, filter, search + click open the panel, focus, highlight.

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
  expect(await graph.json()).toMatchObject({ nodes: [], edges: [], memoryLimit: 100, truncated: false });

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
