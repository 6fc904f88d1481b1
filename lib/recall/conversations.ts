import "server-only";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { interruptedTurnTest } from "@/lib/jobs/turn-lease";
import { recallEvidenceSchema, type RecallEvidence } from "./evidence";

export const conversationTitleSchema = z
  .string({ message: "Give the chat a name." })
  .trim()
  .min(1, "Give the chat a name.")
  .max(120, "Use at most 120 characters for the chat's name.");

/** What an answer cut off before it was stored says (a server crash mid-answer). */
export const INTERRUPTED_ANSWER = "This answer was interrupted. Ask again.";

export class ConversationNotFoundError extends Error {
  constructor() {
    super("That chat does not exist or was deleted.");
    this.name = "ConversationNotFoundError";
  }
}

export type ConversationSummary = { id: string; title: string; updatedAt: string };

export type RecallChatMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  status: "COMPLETE" | "PENDING" | "FAILED";
  evidence: RecallEvidence | null;
  createdAt: string;
};

export async function listConversations(userId: string): Promise<ConversationSummary[]> {
  const db = await getDb();
  const rows = await db.conversation.findMany({
    where: { userId },
    orderBy: { updatedAt: "desc" },
    select: { id: true, title: true, updatedAt: true },
    take: 200,
  });
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

export async function createConversation(userId: string, title = "New chat"): Promise<ConversationSummary> {
  const db = await getDb();
  const row = await db.conversation.create({ data: { userId, title }, select: { id: true, title: true, updatedAt: true } });
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

export async function renameConversation(userId: string, conversationId: string, title: string) {
  const db = await getDb();
  const { count } = await db.conversation.updateMany({ where: { id: conversationId, userId }, data: { title } });
  if (count === 0) throw new ConversationNotFoundError();
}

export async function deleteConversation(userId: string, conversationId: string) {
  const db = await getDb();
  const { count } = await db.conversation.deleteMany({ where: { id: conversationId, userId } });
  if (count === 0) throw new ConversationNotFoundError();
}

function parseEvidence(value: unknown): RecallEvidence | null {
  const parsed = recallEvidenceSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export async function getConversation(userId: string, conversationId: string) {
  const db = await getDb();
  const row = await db.conversation.findFirst({
    where: { id: conversationId, userId },
    select: {
      id: true,
      title: true,
      messages: {
        where: { userId },
        orderBy: { createdAt: "asc" },
        select: { id: true, role: true, content: true, status: true, evidence: true, createdAt: true, runnerId: true, leaseUntil: true },
      },
    },
  });
  if (!row) throw new ConversationNotFoundError();
  const interrupted = await interruptedTurnTest();
  const messages: RecallChatMessage[] = row.messages.map((m) => ({
    id: m.id,
    role: m.role === "USER" ? "user" : "assistant",
    content: interrupted(m) ? INTERRUPTED_ANSWER : m.content,
    status: interrupted(m) ? "FAILED" : m.status,
    evidence: parseEvidence(m.evidence),
    createdAt: m.createdAt.toISOString(),
  }));
  return { id: row.id, title: row.title, messages };
}
