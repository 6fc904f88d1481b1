import { afterAll, beforeAll, beforeEach } from "vitest";
import { resetServerEnvForTests } from "@/lib/env";
import { resetOpenAIClientForTests } from "@/lib/models/openai/client";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "./fake-openai-server";

/** Points the app's OpenAI client at a fresh fake server for this test file (API mode on). */
export function useFakeOpenAI(options: { timeoutMs?: number; maxRetries?: number } = {}) {
  let server: FakeOpenAIServer | undefined;
  const saved = { ...process.env };
  beforeAll(async () => {
    server = await startFakeOpenAIServer();
    process.env.OPENAI_BASE_URL = server.url;
    process.env.OPENAI_API_KEY = "test-key";
    process.env.OPENAI_TIMEOUT_MS = String(options.timeoutMs ?? 2000);
    process.env.OPENAI_MAX_RETRIES = String(options.maxRetries ?? 2);
    resetServerEnvForTests();
    resetOpenAIClientForTests();
  });
  beforeEach(() => {
    server!.requests.length = 0;
  });
  afterAll(async () => {
    await server?.close();
    process.env = saved;
    resetServerEnvForTests();
    resetOpenAIClientForTests();
  });
  return () => {
    if (!server) throw new Error("useFakeOpenAI: server not started yet");
    return server;
  };
}
