import type { MemoryChatMessage } from "@/lib/memories/get-memory-view";

/** The capture conversation, read-only and collapsed by default. */
export function CaptureChatLog({ messages }: { messages: MemoryChatMessage[] }) {
  if (!messages.length) return null;
  return (
    <details data-testid="capture-chat-log" className="rounded-2xl border border-stone-200 bg-white">
      <summary className="cursor-pointer px-4 py-3 text-sm font-medium text-stone-700">
        Capture conversation ({messages.length} {messages.length === 1 ? "message" : "messages"})
      </summary>
      <ol className="space-y-3 border-t border-stone-200 p-4">
        {messages.map((m) => (
          <li key={m.id} data-testid={`chat-log-${m.role}`} className={m.role === "user" ? "flex justify-end" : "flex"}>
            <p className={`max-w-[85%] whitespace-pre-wrap rounded-2xl px-3 py-2 text-sm ${m.role === "user" ? "bg-brand-600 text-white" : m.failed ? "bg-red-50 text-red-800" : "bg-stone-100"}`}>
              <span className="sr-only">{m.role === "user" ? "You: " : "Assistant: "}</span>
              {m.failed ? "The assistant could not answer this turn." : m.content}
            </p>
          </li>
        ))}
      </ol>
    </details>
  );
}
