import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/lib/testing/test-database";
import {
  ConversationNotFoundError,
  createConversation,
  deleteConversation,
  getConversation,
  listConversations,
  renameConversation,
} from "./conversations";

const db = useTestDatabase();

async function user(email: string) {
  return db.prisma().user.create({ data: { email }, select: { id: true } });
}

describe("recall conversations", () => {
  it("creates, lists newest first, renames and deletes the user's own chats", async () => {
    const a = await user("a@example.com");
    const first = await createConversation(a.id);
    const second = await createConversation(a.id, "Trips");
    expect((await listConversations(a.id)).map((c) => c.id)).toEqual([second.id, first.id]);
    await renameConversation(a.id, first.id, "Summer");
    expect((await getConversation(a.id, first.id)).title).toBe("Summer");
    await deleteConversation(a.id, first.id);
    expect((await listConversations(a.id)).map((c) => c.id)).toEqual([second.id]);
  });

  it("never shows, renames or deletes another user's chat", async () => {
    const a = await user("owner@example.com");
    const b = await user("other@example.com");
    const chat = await createConversation(a.id, "Private");
    await expect(getConversation(b.id, chat.id)).rejects.toBeInstanceOf(ConversationNotFoundError);
    await expect(renameConversation(b.id, chat.id, "Mine now")).rejects.toBeInstanceOf(ConversationNotFoundError);
    await expect(deleteConversation(b.id, chat.id)).rejects.toBeInstanceOf(ConversationNotFoundError);
    expect(await listConversations(b.id)).toEqual([]);
    expect((await getConversation(a.id, chat.id)).title).toBe("Private");
  });
});
