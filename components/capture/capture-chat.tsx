"use client";

import { useState, type FormEvent } from "react";
import type { WorkspaceMessage } from "@/lib/capture/get-capture-workspace";
import { captureMessageSchema } from "@/lib/capture/schemas";

type Props = {
  messages: WorkspaceMessage[];
  assistant: "idle" | "pending" | "failed" | "not_started";
  sending: boolean;
  onSend: (text: string) => Promise<boolean>;
  onRetry: () => void;
};

export function CaptureChat({ messages, assistant, sending, onSend, onRetry }: Props) {
  const [text, setText] = useState("");
  const waiting = sending || assistant === "pending";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || waiting) return;
    const sent = await onSend(text);
    if (sent) setText(""); // kept when the server never stored it
  }

  return (
    <section aria-label="Capture chat" className="flex flex-col rounded-2xl border border-stone-200 bg-white">
      <ol data-testid="capture-messages" className="max-h-[28rem] flex-1 space-y-3 overflow-y-auto p-4">
        {messages.map((m) => (
          <li key={m.id} data-testid={`message-${m.role}`} data-status={m.status} className={m.role === "user" ? "flex justify-end" : "flex"}>
            {m.role === "user" ? (
              <p className="max-w-[85%] whitespace-pre-wrap rounded-2xl bg-brand-600 px-3 py-2 text-sm text-white">{m.content}</p>
            ) : m.status === "pending" ? (
              <p data-testid="assistant-pending" className="animate-pulse rounded-2xl bg-stone-100 px-3 py-2 text-sm text-stone-600">
                Updating the draft…
              </p>
            ) : m.status === "failed" ? (
              <div data-testid="assistant-failed" className="rounded-2xl bg-red-50 px-3 py-2 text-sm text-red-800">
                <p>{m.error ?? "The assistant could not answer. Your text is saved; try again."}</p>
                {m.id === [...messages].reverse().find((x) => x.role === "assistant")?.id && (
                  <button type="button" data-testid="retry-assistant" onClick={onRetry} disabled={waiting} className="mt-2 rounded border border-red-300 bg-white px-2 py-1 text-xs font-medium hover:bg-red-100 disabled:opacity-60">
                    Retry
                  </button>
                )}
              </div>
            ) : (
              <p className="max-w-[85%] whitespace-pre-wrap rounded-2xl bg-stone-100 px-3 py-2 text-sm">{m.content}</p>
            )}
          </li>
        ))}
      </ol>
      <form onSubmit={submit} className="border-t border-stone-200 p-3">
        <label htmlFor="capture-answer" className="sr-only">
          Your answer
        </label>
        <textarea
          id="capture-answer"
          data-testid="capture-answer"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey) {
              e.preventDefault();
              void submit(e);
            }
          }}
          rows={2}
          maxLength={captureMessageSchema.maxLength ?? undefined}
          placeholder="Tell the assistant who, what, where, how it felt…"
          className="block w-full resize-y rounded-lg border border-stone-300 px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
        <div className="mt-2 flex justify-end">
          <button type="submit" data-testid="send-answer" disabled={waiting || !text.trim()} className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60">
            {waiting ? "Waiting for the assistant…" : "Send"}
          </button>
        </div>
      </form>
    </section>
  );
}
