"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { RecallChatMessage } from "@/lib/recall/conversations";
import type { RecallEvidence } from "@/lib/recall/evidence";
import { AnswerText } from "./answer-text";
import { chatApi, streamRecallAnswer } from "./chat-api";
import { EvidencePanel } from "./evidence-panel";

/** The turn being answered; `userMessageId` once the server stored the question. */
type LiveTurn = { question: string; userMessageId: string | null; answer: string; evidence: RecallEvidence | null; error: string | null; streaming: boolean };
type ConversationData = { conversation: { id: string; title: string; messages: RecallChatMessage[] } };

const EXAMPLES = ["What did I do last summer?", "Show me every hike I've been on", "What have I done with my best friend this year?"];

/**
 * The chat, for /chat and /chat/<id> alike. The conversation id is this component's state:
 * a chat started here gets its URL with history.replaceState (no navigation, no remount),
 * so the live answer stays on screen until the saved one has loaded, and a follow-up joins
 * the same chat.
 */
export function ChatApp({ initialId, offline, savedMemories }: { initialId: string | null; offline: boolean; savedMemories: number }) {
  const queryClient = useQueryClient();
  const [conversationId, setConversationId] = useState(initialId);
  const [draft, setDraft] = useState("");
  const [live, setLive] = useState<LiveTurn | null>(null);
  // From sending until the saved turn has loaded: one question at a time.
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const bottom = useRef<HTMLDivElement>(null);

  const list = useQuery({ queryKey: ["conversations"], queryFn: chatApi.list });
  const conversation = useQuery({
    queryKey: ["conversation", conversationId],
    queryFn: () => chatApi.get(conversationId!),
    enabled: !!conversationId,
    // Loaded when the page opens and after each answer (below), never in the middle of one.
    staleTime: Infinity,
    refetchOnMount: "always",
  });
  const saved: RecallChatMessage[] = conversation.data?.conversation.messages ?? [];
  // The live turn is drawn on its own until it is cleared: its saved copy is not drawn twice.
  const liveStart = live?.userMessageId ? saved.findIndex((m) => m.id === live.userMessageId) : -1;
  const messages = liveStart >= 0 ? saved.slice(0, liveStart) : saved;

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [messages.length, live?.answer]);

  function startNewChat() {
    setConversationId(null);
    setLive(null);
    setFormError(null);
  }

  async function ask(text: string) {
    setFormError(null);
    let id = conversationId;
    if (!id) {
      const created = await chatApi.create();
      id = created.conversation.id;
      queryClient.setQueryData<ConversationData>(["conversation", id], { conversation: { id, title: created.conversation.title, messages: [] } });
      setConversationId(id);
      window.history.replaceState(window.history.state, "", `/chat/${id}`);
    }
    setLive({ question: text, userMessageId: null, answer: "", evidence: null, error: null, streaming: true });
    setDraft("");
    try {
      await streamRecallAnswer(id, text, (event) => {
        setLive((turn) => {
          if (!turn) return turn;
          if (event.type === "user_message") return { ...turn, userMessageId: event.id };
          if (event.type === "evidence") return { ...turn, evidence: event.evidence };
          if (event.type === "delta") return { ...turn, answer: turn.answer + event.text };
          if (event.type === "error") return { ...turn, error: event.message, streaming: false };
          if (event.type === "done") return { ...turn, streaming: false };
          return turn;
        });
      });
    } catch (error) {
      setLive((turn) => turn && { ...turn, streaming: false, error: error instanceof Error ? error.message : "The answer could not be loaded." });
    }
    // The saved turn replaces the live one only once it is loaded: no flash of an empty chat.
    const chatId = id;
    await Promise.all([
      queryClient.fetchQuery({ queryKey: ["conversation", chatId], queryFn: () => chatApi.get(chatId), staleTime: 0 }),
      queryClient.invalidateQueries({ queryKey: ["conversations"] }),
    ]).catch(() => undefined); // (a failed reload shows in the query's error state)
    setLive(null);
  }

  function onSubmit(event?: FormEvent) {
    event?.preventDefault();
    const text = draft.trim();
    if (!text) return setFormError("Type a question first.");
    if (text.length > 2000) return setFormError("Keep questions under 2,000 characters.");
    if (busy) return;
    setBusy(true);
    void ask(text)
      .catch((error) => setFormError(error instanceof Error ? error.message : "Something went wrong."))
      .finally(() => setBusy(false));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      onSubmit();
    }
  }

  const empty = !conversationId && !live;
  return (
    <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
      <ConversationSidebar activeId={conversationId} conversations={list.data?.conversations ?? []} loading={list.isLoading} onNewChat={startNewChat} />
      <section className="flex min-h-[60vh] flex-col rounded-2xl border border-stone-200 bg-white" aria-label="Chat">
        <div className="flex-1 space-y-6 overflow-y-auto p-4 sm:p-6" data-testid="chat-messages">
          {empty && (
            <div className="mx-auto max-w-md py-10 text-center">
              <h2 className="text-lg font-semibold">Ask about your memories</h2>
              <p className="mt-2 text-sm text-stone-600">
                I look through the people, places, activities and times your memories share, and show you which memories I used.
                {offline && " (Offline engine: I match names, places, activities and dates in your own words.)"}
              </p>
              {savedMemories === 0 && (
                <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900" data-testid="chat-no-memories">
                  You haven&apos;t saved any memories yet, so there is nothing to ask about.{" "}
                  <Link href="/memories/new" className="font-medium underline">
                    Capture your first memory
                  </Link>
                  , then come back.
                </p>
              )}
              <div className="mt-4 flex flex-wrap justify-center gap-2">
                {EXAMPLES.map((q) => (
                  <button key={q} type="button" onClick={() => setDraft(q)} className="rounded-full border border-stone-300 px-3 py-1 text-xs hover:bg-stone-50">
                    {q}
                  </button>
                ))}
              </div>
            </div>
          )}
          {conversation.isError && <p className="text-sm text-red-700">{conversation.error.message}</p>}
          {messages.map((m) => (m.role === "user" ? <UserBubble key={m.id} text={m.content} /> : <AssistantBubble key={m.id} message={m} />))}
          {live && (
            <>
              <UserBubble text={live.question} />
              <div data-testid="assistant-message" aria-live="polite" aria-busy={live.streaming}>
                {live.answer ? <AnswerText text={live.answer} /> : !live.error && <p className="text-sm text-stone-500">Looking through your memories…</p>}
                {live.error && <p className="text-sm text-red-700">{live.error}</p>}
                {live.evidence && !live.streaming && <EvidencePanel evidence={live.evidence} />}
              </div>
            </>
          )}
          <div ref={bottom} />
        </div>
        <form onSubmit={onSubmit} className="border-t border-stone-200 p-3" noValidate>
          {formError && (
            <p className="mb-2 text-sm text-red-700" data-testid="chat-error">
              {formError}
            </p>
          )}
          <div className="flex items-end gap-2">
            <label htmlFor="chat-input" className="sr-only">
              Ask about your memories
            </label>
            <textarea
              id="chat-input"
              data-testid="chat-input"
              rows={2}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder="What did I do with James last summer?"
              className="min-h-[2.75rem] flex-1 resize-none rounded-xl border border-stone-300 px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
            />
            <button
              type="submit"
              data-testid="chat-send"
              disabled={busy}
              className="rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {busy ? "Answering…" : "Ask"}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}

function UserBubble({ text }: { text: string }) {
  return (
    <div className="flex justify-end">
      <p data-testid="user-message" className="max-w-[85%] whitespace-pre-wrap rounded-2xl rounded-br-sm bg-brand-600 px-4 py-2 text-sm text-white">
        {text}
      </p>
    </div>
  );
}

function AssistantBubble({ message }: { message: RecallChatMessage }) {
  return (
    <div data-testid="assistant-message">
      {message.status === "FAILED" ? <p className="text-sm text-red-700">{message.content}</p> : <AnswerText text={message.content} />}
      {message.evidence && <EvidencePanel evidence={message.evidence} />}
    </div>
  );
}

type SidebarProps = { activeId: string | null; conversations: { id: string; title: string }[]; loading: boolean; onNewChat: () => void };

function ConversationSidebar({ activeId, conversations, loading, onNewChat }: SidebarProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => chatApi.rename(id, title),
    onSuccess: () => {
      setEditing(null);
      setError(null);
      void queryClient.invalidateQueries({ queryKey: ["conversations"] });
    },
    onError: (e) => setError(e.message),
  });
  const remove = useMutation({
    mutationFn: (id: string) => chatApi.remove(id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: ["conversations"] });
      const previous = queryClient.getQueryData(["conversations"]);
      queryClient.setQueryData(["conversations"], (data: { conversations: { id: string }[] } | undefined) =>
        data ? { conversations: data.conversations.filter((c) => c.id !== id) } : data,
      );
      return { previous };
    },
    onError: (e, _id, context) => {
      queryClient.setQueryData(["conversations"], context?.previous);
      setError(e.message);
    },
    onSuccess: (_r, id) => {
      if (id !== activeId) return;
      onNewChat();
      router.push("/chat");
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ["conversations"] }),
  });

  return (
    <aside className="space-y-3" aria-label="Chats">
      <Link href="/chat" data-testid="new-chat" onClick={onNewChat} className="block rounded-xl bg-brand-600 px-4 py-2 text-center text-sm font-medium text-white hover:bg-brand-700">
        New chat
      </Link>
      {error && <p className="text-xs text-red-700">{error}</p>}
      {loading ? (
        <p className="text-sm text-stone-500">Loading chats…</p>
      ) : conversations.length === 0 ? (
        <p className="text-sm text-stone-500">Your past chats appear here.</p>
      ) : (
        <ul className="space-y-1" data-testid="conversation-list">
          {conversations.map((c) => (
            <li key={c.id} className={`group rounded-lg ${c.id === activeId ? "bg-brand-50" : "hover:bg-stone-100"}`}>
              {editing === c.id ? (
                <form
                  className="flex gap-1 p-1"
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (!title.trim()) return setError("Give the chat a name.");
                    rename.mutate({ id: c.id, title });
                  }}
                >
                  <label htmlFor={`rename-${c.id}`} className="sr-only">
                    Chat name
                  </label>
                  <input
                    id={`rename-${c.id}`}
                    autoFocus
                    value={title}
                    onChange={(e) => setTitle(e.target.value)}
                    onKeyDown={(e) => e.key === "Escape" && setEditing(null)}
                    className="min-w-0 flex-1 rounded border border-stone-300 px-2 py-1 text-sm"
                  />
                  <button type="submit" className="rounded px-2 text-xs font-medium text-brand-700">
                    Save
                  </button>
                </form>
              ) : (
                <div className="flex items-center">
                  <Link href={`/chat/${c.id}`} className="min-w-0 flex-1 truncate px-3 py-2 text-sm" aria-current={c.id === activeId ? "page" : undefined}>
                    {c.title}
                  </Link>
                  <button
                    type="button"
                    aria-label={`Rename ${c.title}`}
                    onClick={() => {
                      setEditing(c.id);
                      setTitle(c.title);
                    }}
                    className="px-1 text-xs text-stone-500 opacity-100 hover:text-stone-900 md:opacity-0 md:group-hover:opacity-100 md:focus:opacity-100"
                  >
                    ✎
                  </button>
                  <button
                    type="button"
                    aria-label={`Delete ${c.title}`}
                    onClick={() => {
                      if (window.confirm(`Delete the chat “${c.title}”?`)) remove.mutate(c.id);
                    }}
                    className="px-2 text-xs text-stone-500 opacity-100 hover:text-red-700 md:opacity-0 md:group-hover:opacity-100 md:focus:opacity-100"
                  >
                    ✕
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
