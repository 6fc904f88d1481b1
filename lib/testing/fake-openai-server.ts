import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local OpenAI-compatible HTTP server for tests: records every request and answers with
// whatever the test queued (a JSON reply, an HTTP error, or a delay).

type FakeReply =
  | { kind: "json"; body: unknown; usage?: { prompt_tokens: number; completion_tokens: number } }
  | { kind: "text"; content: string }
  | { kind: "status"; status: number; message?: string }
  | { kind: "hang"; ms: number }
  /** An answer to POST /v1/embeddings: one vector per input, in order. */
  | { kind: "embeddings"; vectors: number[][] }
  /** A streamed chat completion (server-sent events), one delta per chunk. */
  | { kind: "stream"; chunks: string[]; usage?: { prompt_tokens: number; completion_tokens: number } };

type RecordedRequest = { method: string; path: string; headers: IncomingMessage["headers"]; body: any };

export type FakeOpenAIServer = {
  url: string; // base URL including /v1
  requests: RecordedRequest[];
  reply(...replies: FakeReply[]): void;
  /** Used when the queue is empty. */
  fallback(reply: FakeReply | ((req: RecordedRequest) => FakeReply)): void;
  close(): Promise<void>;
};

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

function embeddingList(vectors: number[][]) {
  return {
    object: "list",
    model: "fake-embedding-model",
    data: vectors.map((embedding, index) => ({ object: "embedding", index, embedding })),
    usage: { prompt_tokens: vectors.length, total_tokens: vectors.length },
  };
}

function sendStream(res: ServerResponse, chunks: string[], usage = { prompt_tokens: 10, completion_tokens: 5 }) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const base = { id: "chatcmpl-fake", object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model: "fake-model" };
  for (const content of chunks) {
    res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`);
  }
  res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`);
  res.write(`data: ${JSON.stringify({ ...base, choices: [], usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } })}\n\n`);
  res.end("data: [DONE]\n\n");
}

function completion(content: string, usage = { prompt_tokens: 10, completion_tokens: 5 }) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: "fake-model",
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  };
}

export async function startFakeOpenAIServer(): Promise<FakeOpenAIServer> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  let fallback: FakeReply | ((req: RecordedRequest) => FakeReply) = { kind: "status", status: 500, message: "no reply queued" };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const recorded: RecordedRequest = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: raw ? JSON.parse(raw) : undefined };
      requests.push(recorded);
      const next = queue.shift() ?? (typeof fallback === "function" ? fallback(recorded) : fallback);
      if (next.kind === "hang") {
        const timer = setTimeout(() => send(res, 200, completion("{}")), next.ms);
        res.on("close", () => clearTimeout(timer));
        return;
      }
      if (next.kind === "status") return send(res, next.status, { error: { message: next.message ?? `status ${next.status}`, type: "fake" } });
      if (next.kind === "text") return send(res, 200, completion(next.content));
      if (next.kind === "stream") return sendStream(res, next.chunks, next.usage);
      if (next.kind === "embeddings") return send(res, 200, embeddingList(next.vectors));
      return send(res, 200, completion(JSON.stringify(next.body), next.usage));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...replies) => queue.push(...replies),
    fallback: (reply) => {
      fallback = reply;
    },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
