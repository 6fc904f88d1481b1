import "server-only";
import OpenAI from "openai";
import { z } from "zod";
import { ModelError } from "../errors";
import { modelName, openAIClient } from "./client";

type ContentPart = { type: "text"; text: string } | { type: "image_url"; image_url: { url: string } };

export type ChatMessage = { role: "user" | "assistant"; content: string | ContentPart[] };

export type StructuredCall<T> = {
  model: "vision" | "text";
  system: string;
  messages: ChatMessage[];
  schema: z.ZodType<T>;
  schemaName: string;
  signal?: AbortSignal;
};

export type Usage = { promptTokens: number; completionTokens: number };

export function toModelError(error: unknown): ModelError {
  if (error instanceof ModelError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new ModelError("timeout");
  if (error instanceof OpenAI.APIUserAbortError) return new ModelError("timeout", "cancelled");
  if (error instanceof OpenAI.RateLimitError) return new ModelError("rate_limited");
  if (error instanceof OpenAI.APIConnectionError) return new ModelError("unavailable", error.message);
  if (error instanceof OpenAI.APIError) {
    if (error.status && error.status >= 500) return new ModelError("unavailable", `HTTP ${error.status}`);
    return new ModelError("bad_request", `HTTP ${error.status ?? "?"}: ${error.message}`);
  }
  return new ModelError("unavailable", error instanceof Error ? error.message : String(error));
}

/** Extracts the JSON object from a reply, tolerating a ```json fence some local servers add. */
function parseJsonReply(content: string): unknown {
  const fenced = content.match(/```(?:json)?\s*([\s\S]*?)```/);
  const text = (fenced ? fenced[1] : content).trim();
  try {
    return JSON.parse(text);
  } catch {
    throw new ModelError("malformed_output", "not JSON");
  }
}

/**
 * One chat completion whose reply must be JSON matching `schema` (sent as a JSON schema
 * response format). Model output is untrusted input: it is validated, never assumed.
 */
export async function completeStructured<T>(call: StructuredCall<T>): Promise<{ data: T; usage: Usage }> {
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  try {
    completion = await openAIClient().chat.completions.create(
      {
        model: modelName(call.model),
        messages: [{ role: "system", content: call.system }, ...(call.messages as OpenAI.Chat.ChatCompletionMessageParam[])],
        response_format: {
          type: "json_schema",
          json_schema: { name: call.schemaName, schema: z.toJSONSchema(call.schema) as Record<string, unknown>, strict: false },
        },
        temperature: 0.2,
      },
      { signal: call.signal },
    );
  } catch (error) {
    throw toModelError(error);
  }
  const choice = completion.choices?.[0];
  const content = choice?.message?.content;
  if (!content) throw new ModelError("malformed_output", choice?.finish_reason ? `empty reply (${choice.finish_reason})` : "empty reply");
  const parsed = call.schema.safeParse(parseJsonReply(content));
  if (!parsed.success) {
    const where = parsed.error.issues[0];
    throw new ModelError("malformed_output", where ? `${where.path.join(".") || "reply"}: ${where.message}` : "schema mismatch");
  }
  return {
    data: parsed.data,
    usage: { promptTokens: completion.usage?.prompt_tokens ?? 0, completionTokens: completion.usage?.completion_tokens ?? 0 },
  };
}
