import { expect, test } from "@playwright/test";
import { signUpNewUser, warmUpServer } from "./pages/auth-pages";
import { MemoryBrowserPage } from "./pages/browse-pages";
import { captureMemory } from "./pages/chat-pages";
import { seedDatedDrafts, TimelinePage } from "./pages/timeline-page";

test.beforeAll(async ({ browser }) => {
  await warmUpServer(browser);
});

const pad = (n: number) => String(n).padStart(2, "0");

test("a timeline of 300 memories: a dense grid that jumps straight to a year or a month", async ({ page }) => {
  test.setTimeout(240_000);
  await signUpNewUser(page, "timeline");
  // 30 memories a year from 2015 to 2024, spread over the months.
  const dates = Array.from({ length: 300 }, (_, i) => `${2015 + Math.floor(i / 30)}:${pad(1 + (i % 12))}:${pad(1 + (i % 27))} 12:00:00`);
  await seedDatedDrafts(page, dates);

  const list = new MemoryBrowserPage(page);
  const timeline = new TimelinePage(page);
  await list.goto();
  await expect(timeline.months().first()).toHaveAttribute("data-month", /^2024-/);
  expect(await timeline.columns()).toBeGreaterThanOrEqual(4);
  // Only what is near the screen is in the page, not all 300 (nor even the first page of 24 rows).
  expect(await timeline.cards().count()).toBeLessThan(300);

  await timeline.jumpToYear("2017");
  await expect(timeline.months().first()).toHaveAttribute("data-month", "2017-12");
  await expect(timeline.cards().first()).toBeInViewport();
  await expect(list.monthLabels().first()).toHaveText("December 2017");

  await timeline.jumpToMonth("2019-03");
  await expect(list.monthLabels().first()).toHaveText("March 2019");
  await expect(timeline.months().first().getByTestId("memory-card").first()).toBeVisible();

  // Scrolling on from a jump loads the older pages.
  for (let i = 0; i < 12 && !(await page.locator('[data-month^="2018-"]').count()); i++) await page.mouse.wheel(0, 3000);
  await expect(page.locator('[data-testid="memory-month"][data-month^="2018-"]').first()).toBeAttached();

  await timeline.backToNewest();
  await expect(timeline.months().first()).toHaveAttribute("data-month", /^2024-/);
  const shots = process.env.TIMELINE_SCREENSHOTS; // a folder: what the timeline looks like at laptop and phone sizes
  if (shots) {
    for (const [name, size] of [["laptop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]] as const) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${shots}/timeline-${name}.png` });
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(700);
      await page.screenshot({ path: `${shots}/timeline-${name}-scrolled.png` });
      await timeline.jumpToYear("2017");
      await expect(timeline.months().first()).toHaveAttribute("data-month", "2017-12");
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${shots}/timeline-${name}-jump-2017.png` });
      await timeline.backToNewest();
      await expect(timeline.months().first()).toHaveAttribute("data-month", /^2024-/);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  // The search is kept alongside: a search resets the jump.
  await timeline.jumpToYear("2016");
  await list.searchText("nothing-matches-this");
  await expect(list.noResults()).toBeVisible();
});

test("cards prefetch their memory's page on intent, not on sight: a screen of cards is not a screen of server renders", async ({ page }) => {
  await signUpNewUser(page, "timeline-prefetch");
  await seedDatedDrafts(page, Array.from({ length: 12 }, (_, i) => `2023:${pad(1 + i)}:05 12:00:00`));
  const prefetched: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc")) prefetched.push(url.pathname);
  });
  const list = new MemoryBrowserPage(page);
  await page.mouse.move(0, 0); // over no card: a hover is intent
  await list.goto();
  const timeline = new TimelinePage(page);
  await expect(timeline.cards().first()).toBeVisible();
  const pages = await timeline.cardLinks();
  expect(pages.length).toBeGreaterThan(3);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  // Before: every card on screen asked the server to render its page as it came into view,
  // and a jump to a year waited behind those renders.
  expect(prefetched.filter((p) => pages.includes(p))).toEqual([]);
  // Nor do the navigation's links (map, chat, graph, people...) render their pages on load.
  expect(prefetched.filter((p) => ["/map", "/chat", "/graph", "/people", "/memories/new"].includes(p))).toEqual([]);
  await timeline.cards().nth(2).hover();
  await expect.poll(() => prefetched.includes(pages[2])).toBe(true);
});

test("the timeline is two cards a row on a phone @phone", async ({ page }) => {
  await signUpNewUser(page, "timeline-phone");
  await seedDatedDrafts(page, ["2022:05:01 10:00:00", "2022:05:02 10:00:00", "2021:01:01 10:00:00"]);
  const list = new MemoryBrowserPage(page);
  await list.goto();
  const timeline = new TimelinePage(page);
  expect(await timeline.columns()).toBe(2);
  const [a, b] = await Promise.all([timeline.cards().nth(0).boundingBox(), timeline.cards().nth(1).boundingBox()]);
  expect(a!.y).toBe(b!.y);
  await timeline.jumpToYear("2021");
  await expect(list.monthLabels().first()).toHaveText("January 2021");
});

test("on this day: the timeline opens with a memory from this date in an earlier year", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpNewUser(page, "on-this-day");
  const timeline = new TimelinePage(page);
  const now = new Date(); // the browser runs in this machine's time zone, as this test does
  const day = now.getMonth() === 1 && now.getDate() === 29 ? 28 : now.getDate(); // a Feb 29 memory three years ago cannot exist
  await captureMemory(page, {
    photoName: "old.jpg",
    takenAt: `${now.getFullYear() - 3}:${pad(now.getMonth() + 1)}:${pad(day)} 09:15:00`,
    answers: ["a long walk along the river with my sister anna"],
    title: "River walk with Anna",
  });
  // Not from this day: never shown there.
  await seedDatedDrafts(page, [`${now.getFullYear() - 2}:${pad(((now.getMonth() + 6) % 12) + 1)}:10 12:00:00`]);
  const list = new MemoryBrowserPage(page);
  await list.goto();
  if (day !== now.getDate()) return; // Feb 29: shown on Feb 28 only, which the unit test covers
  await expect(timeline.onThisDay()).toBeVisible();
  await expect(timeline.onThisDay().getByTestId("on-this-day-memory")).toHaveCount(1);
  await expect(timeline.onThisDay().getByTestId("on-this-day-when")).toHaveText("3 years ago today:");
  await expect(timeline.onThisDay().getByTestId("on-this-day-title")).toHaveText("River walk with Anna");
  await timeline.onThisDay().getByTestId("on-this-day-revisit").click();
  await expect(page.getByTestId("memory-heading")).toHaveText("River walk with Anna");
});

test("no memory from this day: no 'on this day' strip", async ({ page }) => {
  await signUpNewUser(page, "on-this-day-none");
  await seedDatedDrafts(page, ["2020:01:01 12:00:00"]);
  const list = new MemoryBrowserPage(page);
  await list.goto();
  await expect(list.cards()).toHaveCount(1);
  await expect(new TimelinePage(page).onThisDay()).toHaveCount(0);
});
