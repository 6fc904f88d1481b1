import { expect, type Page } from "@playwright/test";
import { makePhoto } from "../../lib/testing/make-photo";
import { CaptureWorkspacePage, NewMemoryPage } from "./capture-pages";

export class ChatPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/chat");
    await expect(this.page.getByTestId("chat-input")).toBeVisible();
  }

  async ask(question: string) {
    const before = await this.page.getByTestId("assistant-message").count();
    await this.page.getByTestId("chat-input").fill(question);
    await this.page.getByTestId("chat-send").click();
    await expect(this.page.getByTestId("user-message").last()).toHaveText(question);
    await expect(this.page.getByTestId("chat-send")).toHaveText("Ask", { timeout: 30_000 });
    await expect(this.page.getByTestId("assistant-message")).toHaveCount(before + 1);
  }

  /** The empty chat's note to someone who has saved no memories yet. */
  noMemoriesNote() {
    return this.page.getByTestId("chat-no-memories");
  }

  lastAnswer() {
    return this.page.getByTestId("assistant-message").last();
  }

  citedMemories() {
    return this.lastAnswer().getByTestId("cited-memory");
  }

  evidenceNodes() {
    return this.lastAnswer().getByTestId("evidence-node");
  }

  /** "How I found these": one line per memory saying why it was found. */
  foundBecause() {
    return this.lastAnswer().getByTestId("found-because");
  }

  conversations() {
    return this.page.getByTestId("conversation-list").getByRole("link");
  }
}

/** Captures a memory through the real upload and chat UI, and saves it. */
export async function captureMemory(page: Page, input: { photoName: string; takenAt: string; gps?: { latitude: number; longitude: number }; answers: string[]; title: string }) {
  const upload = new NewMemoryPage(page);
  await upload.goto();
  const buffer = await makePhoto({ width: 320, height: 240, takenAt: input.takenAt, gps: input.gps });
  await upload.choose([{ name: input.photoName, mimeType: "image/jpeg", buffer }]);
  await upload.expectUploaded(1);
  await upload.continueToDraft();
  const capture = new CaptureWorkspacePage(page);
  await capture.waitForAssistant();
  for (const answer of input.answers) await capture.answer(answer);
  await capture.editTitle(input.title);
  await capture.save();
}

/** Waits until graph construction has finished for every memory in the list. */
export async function waitUntilOrganised(page: Page) {
  await expect
    .poll(
      async () => {
        await page.goto("/memories");
        await page.getByTestId("memory-card").first().waitFor();
        return page.getByTestId("organising-badge").count();
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBe(0);
}
