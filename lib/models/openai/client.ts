import "server-only";
import OpenAI from "openai";
import { serverEnv } from "@/lib/env";

const globalForOpenAI = globalThis as unknown as { __tobuOpenAI?: OpenAI };

/**
 * One OpenAI-compatible client (OpenAI, Azure, Ollama, vLLM, LM Studio by base URL).
 * The SDK retries 408/409/429/5xx and timeouts with exponential back-off (OPENAI_MAX_RETRIES).
 */
export function openAIClient(): OpenAI {
  if (globalForOpenAI.__tobuOpenAI) return globalForOpenAI.__tobuOpenAI;
  const env = serverEnv();
  globalForOpenAI.__tobuOpenAI = new OpenAI({
    apiKey: env.OPENAI_API_KEY ?? "not-needed-for-local-servers",
    baseURL: env.OPENAI_BASE_URL,
    timeout: env.OPENAI_TIMEOUT_MS,
    maxRetries: env.OPENAI_MAX_RETRIES,
  });
  return globalForOpenAI.__tobuOpenAI;
}

export function modelName(kind: "vision" | "text" | "embedding"): string {
  const env = serverEnv();
  if (kind === "vision") return env.OPENAI_VISION_MODEL;
  if (kind === "text") return env.OPENAI_TEXT_MODEL;
  return env.OPENAI_EMBEDDING_MODEL ?? "text-embedding-3-small";
}

/** For tests that point the client at a different fake server. */
export function resetOpenAIClientForTests() {
  globalForOpenAI.__tobuOpenAI = undefined;
}
