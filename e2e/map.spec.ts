import { expect, test } from "@playwright/test";
import { signUpNewUser, warmUpServer } from "./pages/auth-pages";
import { captureMemory } from "./pages/chat-pages";
import { MapPage, seedPlacedDrafts } from "./pages/map-page";

test.beforeAll(async ({ browser }) => {
  await warmUpServer(browser);
});

const CHICAGO = { latitude: 41.9006, longitude: -87.7052 };

test("the map clusters memories with a place, zooms into a cluster and opens a memory; a period narrows it", async ({ page }) => {
  test.setTimeout(180_000);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signUpNewUser(page, "map");
  const map = new MapPage(page);
  await map.goto();
  await expect(map.empty()).toBeVisible();

  await captureMemory(page, { photoName: "lagoon.jpg", takenAt: "2023:06:24 14:30:00", gps: CHICAGO, answers: ["a picnic by the lagoon with marcus"], title: "Lagoon picnic" });
  await seedPlacedDrafts(page, [
    { takenAt: "2023:06:25 10:00:00", gps: { latitude: 41.95, longitude: -87.65 } },
    { takenAt: "2022:01:02 10:00:00", gps: { latitude: 41.85, longitude: -87.62 } },
    { takenAt: "2019:05:01 10:00:00", gps: { latitude: 38.7223, longitude: -9.1393 } },
    { takenAt: "2019:05:02 10:00:00", gps: { latitude: 38.71, longitude: -9.15 } },
    { takenAt: "2018:10:10 10:00:00", gps: { latitude: 35.6762, longitude: 139.6503 } },
    { takenAt: "2020:02:02 10:00:00" }, // no GPS: not on the map
  ]);

  await map.goto();
  await expect(map.count()).toHaveText("6 memories with a place");
  await expect(map.ready()).toBeAttached({ timeout: 30_000 });
  // Zoomed out to show them all: Chicago's three and Lisbon's two are clusters, Tokyo a marker.
  await expect(map.cluster(3)).toBeVisible();
  await expect(map.cluster(2)).toBeVisible();
  await expect(map.markers()).toHaveCount(1);

  const shots = process.env.MAP_SCREENSHOTS; // a folder: what the map looks like at laptop and phone sizes
  if (shots) {
    for (const [name, size] of [["phone", { width: 390, height: 844 }], ["laptop", { width: 1280, height: 800 }]] as const) {
      await page.setViewportSize(size);
      await map.goto();
      await expect(map.cluster(3)).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${shots}/map-${name}.png` });
    }
  }

  await map.cluster(3).click();
  const lagoon = map.memory("Lagoon picnic");
  await map.zoomInUntil(lagoon);
  if (shots) await page.screenshot({ path: `${shots}/map-laptop-zoomed.png` });
  await lagoon.click();
  await expect(page).toHaveURL(/\/memories\/[a-z0-9]+$/);
  await expect(page.getByTestId("memory-heading")).toHaveText("Lagoon picnic");
  // The memory page shows its place on a small map.
  await expect(page.getByTestId("memory-place-map").getByTestId("place-map-marker")).toBeVisible({ timeout: 30_000 });
  if (shots) {
    await page.getByTestId("memory-place-map").scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${shots}/memory-place-laptop.png` });
  }

  // A period: only 2019's two Lisbon memories.
  await map.goto();
  await map.chooseYear("2019");
  await expect(map.count()).toHaveText("2 memories with a place");
  await expect(page).toHaveURL(/\/map\?from=2019-01-01&to=2019-12-31$/);
  await expect(map.cluster(2)).toBeVisible();
  await map.choosePeriod("2023-01-01", "2022-01-01");
  await expect(map.periodError()).toHaveText("The start date is after the end date.");
  await map.choosePeriod("2022-01-01", "2023-06-24");
  await expect(map.count()).toHaveText("2 memories with a place");
  expect(violations).toEqual([]);
});

test("the map's data is the signed-in user's own, and its query is checked", async ({ page, playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.get("/api/map")).status()).toBe(401);
  await anonymous.dispose();
  await signUpNewUser(page, "map-api");
  expect(await (await page.request.get("/api/map")).json()).toEqual({ memories: [], years: null });
  const bad = await page.request.get("/api/map?from=2024-02-30");
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toBe("Use a start date like 2024-06-24.");
});
