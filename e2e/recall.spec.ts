import { expect, test } from "@playwright/test";
import { signUpNewUser, warmUpServer } from "./pages/auth-pages";
import { ChatPage, captureMemory, waitUntilOrganised } from "./pages/chat-pages";

test.beforeAll(async ({ browser }) => {
  await warmUpServer(browser);
});

test("recall: capture two memories, ask, see the streamed answer with its evidence, follow a card", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpNewUser(page, "recall");
  await captureMemory(page, {
    photoName: "picnic.jpg",
    takenAt: "2023:06:24 14:30:00",
    answers: ["a picnic in humboldt park with my boyfriend marcus and my best friend priya", "Marcus grilled sausages. So easy and happy."],
    title: "Picnic by the lagoon",
  });
  await captureMemory(page, {
    photoName: "ballgame.jpg",
    takenAt: "2024-08-10 19:00:00".replace(/-/g, ":"),
    answers: ["a cubs baseball game at wrigley field with marcus", "We ate hot dogs and Marcus caught a foul ball!"],
    title: "Cubs game with Marcus",
  });
  await waitUntilOrganised(page);

  const chat = new ChatPage(page);
  await chat.goto();
  await chat.ask("What have I done with Marcus?");
  await expect(chat.lastAnswer()).toContainText("I found 2 memories");
  await expect(chat.citedMemories()).toHaveCount(2);
  await chat.lastAnswer().getByText("How I found these").click();
  await expect(chat.evidenceNodes().first()).toHaveText("Marcus");
  await expect(chat.foundBecause()).toHaveCount(2);
  await expect(chat.foundBecause().first()).toContainText("linked to Marcus");
  await expect(chat.lastAnswer().getByTestId("show-in-graph")).toHaveAttribute("href", /\/graph\?highlight=/);

  // A follow-up narrows the same search.
  await chat.ask("what about the baseball game?");
  await expect(chat.citedMemories()).toHaveCount(1);
  await expect(chat.citedMemories().first()).toContainText("Cubs game with Marcus");

  // Something that never happened: no invention, no cards.
  await chat.ask("How was the Nashville trip with Kelsey?");
  await expect(chat.lastAnswer()).toContainText("I couldn't find that");
  await expect(chat.citedMemories()).toHaveCount(0);

  // A short question of its own after it is asked alone, not as part of the Nashville trip.
  await chat.ask("When did we picnic?");
  await expect(chat.citedMemories()).toHaveCount(1);
  await expect(chat.citedMemories().first()).toContainText("Picnic by the lagoon");

  // Typed as people type, with shorthand and a word on who is asking: the asking is no thing to find.
  await chat.ask("pics w marcus at the baseball game pls, my sister is asking lol");
  await expect(chat.citedMemories()).toHaveCount(1);
  await expect(chat.citedMemories().first()).toContainText("Cubs game with Marcus");

  // The chat is kept and listed; its cards lead to the memory.
  await page.reload();
  await expect(chat.conversations()).toHaveCount(1);
  await expect(page.getByTestId("assistant-message")).toHaveCount(5);
  await page.getByTestId("cited-memory").first().click();
  await expect(page).toHaveURL(/\/memories\/[A-Za-z0-9_-]+$/);
  await expect(page.getByText("Picnic by the lagoon").or(page.getByText("Cubs game with Marcus")).first()).toBeVisible();
});

test("recall: a vague request gets one clarifying question; chats can be renamed and deleted", async ({ page }) => {
  await signUpNewUser(page, "vague");
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.ask("tell me something");
  await expect(chat.lastAnswer()).toContainText("Could you tell me a bit more");
  await expect(chat.conversations()).toHaveCount(1);

  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: /^Delete / }).click();
  await expect(page.getByText("Your past chats appear here.")).toBeVisible();
});

test("recall: another user's chat is not found", async ({ page, browser }) => {
  await signUpNewUser(page, "owner");
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.ask("tell me something");
  await expect(page).toHaveURL(/\/chat\/[A-Za-z0-9_-]+$/);
  const url = page.url();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUpNewUser(otherPage, "intruder");
  const response = await otherPage.goto(url);
  expect(response?.status()).toBe(404);
  const api = await otherPage.request.get(url.replace("/chat/", "/api/chat/conversations/"));
  expect(api.status()).toBe(404);
  await other.close();
});

test("recall: the first answer stays on screen, and an immediate follow-up joins the same chat", async ({ page }) => {
  await signUpNewUser(page, "followup");
  const chat = new ChatPage(page);
  await chat.goto();
  // Every change to the chat records how many answers are on screen: a remount or a reload
  // in the middle would show as a drop.
  await page.evaluate(() => {
    const w = window as unknown as { answerCounts: number[] };
    w.answerCounts = [];
    const count = () => w.answerCounts.push(document.querySelectorAll('[data-testid="assistant-message"]').length);
    new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
  });

  await chat.ask("tell me something");
  await expect(page).toHaveURL(/\/chat\/[A-Za-z0-9_-]+$/);
  const url = page.url();
  await chat.ask("what did I do last summer?");

  await expect(page).toHaveURL(url);
  await expect(chat.conversations()).toHaveCount(1);
  await expect(page.getByTestId("user-message")).toHaveText(["tell me something", "what did I do last summer?"]);
  const counts = await page.evaluate(() => (window as unknown as { answerCounts: number[] }).answerCounts);
  const drops = counts.filter((n, i) => i > 0 && n < counts[i - 1]);
  expect(drops, `answers on screen over time: ${counts.join(",")}`).toEqual([]);

  await page.reload();
  await expect(page.getByTestId("assistant-message")).toHaveCount(2);
  await expect(chat.conversations()).toHaveCount(1);
});

test("recall: someone with no saved memories is invited to capture one, in the empty chat and in the answer", async ({ page }) => {
  await signUpNewUser(page, "no-memories");
  const chat = new ChatPage(page);
  await chat.goto();
  await expect(chat.noMemoriesNote()).toContainText("You haven't saved any memories yet");
  await chat.ask("What did I do with James last summer?");
  await expect(chat.lastAnswer()).toContainText("You haven't saved any memories yet");
  await expect(chat.lastAnswer()).not.toContainText("james");
  await page.goto("/chat");
  await chat.noMemoriesNote().getByRole("link", { name: "Capture your first memory" }).click();
  await expect(page).toHaveURL(/\/memories\/new$/);
});
