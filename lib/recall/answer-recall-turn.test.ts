import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetServerEnvForTests } from "@/lib/env";
import { getGraphStore, installGraphStoreForTests } from "@/lib/graph/get-graph-store";
import { openKuzuGraphStore } from "@/lib/graph/kuzu-store";
import { useTestDatabase } from "@/lib/testing/test-database";
import { answerRecallTurn, recallStreamResponse } from "./answer-recall-turn";
import { NO_MEMORIES_YET } from "./compose-answer";
import { createConversation } from "./conversations";

const db = useTestDatabase();
const graphDir = fs.mkdtempSync(path.join(os.tmpdir(), "tobu-recall-turn-"));

beforeAll(() => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  resetServerEnvForTests();
  installGraphStoreForTests(openKuzuGraphStore(graphDir));
});

afterAll(async () => {
  await (await getGraphStore()).close();
  installGraphStoreForTests(undefined);
  fs.rmSync(graphDir, { recursive: true, force: true });
});

async function askInNewChat(email: string) {
  const user = await db.prisma().user.create({ data: { email } });
  const chat = await createConversation(user.id);
  const turn = answerRecallTurn({ userId: user.id, conversationId: chat.id, text: "What did I do last summer?", asOf: new Date("2024-03-01T12:00:00Z") });
  const answer = () => db.prisma().recallMessage.findFirstOrThrow({ where: { userId: user.id, conversationId: chat.id, role: "ASSISTANT" } });
  return { turn, answer };
}

describe("a recall turn whose client goes away", () => {
  it("still runs to the end and stores its answer when the browser disconnects mid-stream", async () => {
    const { turn, answer } = await askInNewChat("gone@example.com");
    const reader = recallStreamResponse(turn).body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('"user_message"');
    await reader.cancel(); // tab closed
    await vi.waitFor(async () => expect((await answer()).status).not.toBe("PENDING"), { timeout: 120_000, interval: 100 });
    const stored = await answer();
    expect(stored.status).toBe("COMPLETE");
    expect(stored.content.length).toBeGreaterThan(0);
    expect(stored).toMatchObject({ runnerId: null, leaseUntil: null });
  });

  it("is marked failed, never left pending, when the turn is closed before it finished", async () => {
    const { turn, answer } = await askInNewChat("closed@example.com");
    expect((await turn.next()).value).toMatchObject({ type: "user_message" });
    expect((await answer()).status).toBe("PENDING");
    await turn.return(undefined);
    expect(await answer()).toMatchObject({ status: "FAILED", content: "This answer was interrupted. Ask again." });
  });

  it("streams every event to a client that stays", async () => {
    const { turn, answer } = await askInNewChat("stays@example.com");
    const text = await recallStreamResponse(turn).text();
    const events = text.trim().split("\n").map((line) => JSON.parse(line) as { type: string });
    expect(events[0]!.type).toBe("user_message");
    expect(events.at(-1)!.type).toBe("done");
    expect((await answer()).status).toBe("COMPLETE");
  });
});

describe("a recall turn from someone with no saved memories", () => {
  it("invites them to capture a first memory instead of naming words no memory mentions", async () => {
    const { turn, answer } = await askInNewChat("new-here@example.com");
    for await (const event of turn) void event;
    const stored = await answer();
    expect(stored.status).toBe("COMPLETE");
    expect(stored.content).toBe(NO_MEMORIES_YET);
  });
});
