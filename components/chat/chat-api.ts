import type { ConversationSummary, RecallChatMessage } from "@/lib/recall/conversations";
import type { RecallStreamEvent } from "@/lib/recall/answer-recall-turn";

async function json<T>(res: Response): Promise<T> {
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error((body as { error?: string }).error ?? `Request failed (${res.status}).`);
  return body as T;
}

export const chatApi = {
  list: () => fetch("/api/chat/conversations").then((r) => json<{ conversations: ConversationSummary[] }>(r)),
  get: (id: string) =>
    fetch(`/api/chat/conversations/${id}`).then((r) => json<{ conversation: { id: string; title: string; messages: RecallChatMessage[] } }>(r)),
  create: () => fetch("/api/chat/conversations", { method: "POST" }).then((r) => json<{ conversation: ConversationSummary }>(r)),
  rename: (id: string, title: string) =>
    fetch(`/api/chat/conversations/${id}`, { method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify({ title }) }).then((r) =>
      json<{ ok: true }>(r),
    ),
  remove: (id: string) => fetch(`/api/chat/conversations/${id}`, { method: "DELETE" }).then((r) => json<{ ok: true }>(r)),
};

/** Posts a question and calls `onEvent` for each streamed event. */
export async function streamRecallAnswer(conversationId: string, text: string, onEvent: (event: RecallStreamEvent) => void, signal?: AbortSignal) {
  const res = await fetch(`/api/chat/conversations/${conversationId}/messages`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ text }),
    signal,
  });
  if (!res.ok || !res.body) {
    await json(res);
    throw new Error("The answer could not be started.");
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let newline = buffer.indexOf("\n");
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) onEvent(JSON.parse(line) as RecallStreamEvent);
      newline = buffer.indexOf("\n");
    }
  }
}
