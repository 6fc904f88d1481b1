import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useFakeOpenAI } from "@/lib/testing/use-fake-openai";
import { ModelError } from "../errors";
import { completeStructured } from "./complete-structured";

const fake = useFakeOpenAI({ timeoutMs: 1500, maxRetries: 2 });
const schema = z.object({ title: z.string(), people: z.array(z.string()) });
const call = (content: string | any[] = "hello") =>
  completeStructured({ model: "vision", system: "You draft memories.", messages: [{ role: "user", content }], schema, schemaName: "draft" });

describe("completeStructured against an OpenAI-compatible server", () => {
  it("sends the system prompt, images as data URLs and a JSON schema response format", async () => {
    fake().reply({ kind: "json", body: { title: "Picnic", people: ["Priya"] }, usage: { prompt_tokens: 120, completion_tokens: 30 } });
    const image = { type: "image_url", image_url: { url: "data:image/jpeg;base64,/9j/AAAA" } };
    const result = await call([{ type: "text", text: "Draft this" }, image]);
    expect(result).toEqual({ data: { title: "Picnic", people: ["Priya"] }, usage: { promptTokens: 120, completionTokens: 30 } });
    const req = fake().requests[0];
    expect(req.path).toBe("/v1/chat/completions");
    expect(req.headers.authorization).toBe("Bearer test-key");
    expect(req.body.model).toBe("gpt-4o-mini");
    expect(req.body.messages[0]).toEqual({ role: "system", content: "You draft memories." });
    expect(req.body.messages[1].content[1]).toEqual(image);
    expect(req.body.response_format.type).toBe("json_schema");
    expect(req.body.response_format.json_schema.name).toBe("draft");
    expect(req.body.response_format.json_schema.schema.required).toEqual(["title", "people"]);
  });

  it("retries 429 and 5xx with back-off, then succeeds", async () => {
    fake().reply({ kind: "status", status: 429 }, { kind: "status", status: 503 }, { kind: "json", body: { title: "ok", people: [] } });
    const result = await call();
    expect(result.data.title).toBe("ok");
    expect(fake().requests).toHaveLength(3);
  });

  it("gives up with rate_limited after the retries are spent", async () => {
    fake().reply({ kind: "status", status: 429 }, { kind: "status", status: 429 }, { kind: "status", status: 429 });
    await expect(call()).rejects.toMatchObject({ code: "rate_limited" });
    expect(fake().requests).toHaveLength(3);
  });

  it("turns a hanging server into a timeout error", async () => {
    fake().reply({ kind: "hang", ms: 10_000 }, { kind: "hang", ms: 10_000 }, { kind: "hang", ms: 10_000 });
    await expect(call()).rejects.toMatchObject({ code: "timeout" });
  });

  it("rejects output that is not JSON or does not match the schema, naming where", async () => {
    fake().reply({ kind: "text", content: "Sure! Here is a memory: a picnic." });
    await expect(call()).rejects.toMatchObject({ code: "malformed_output" });
    fake().reply({ kind: "json", body: { title: 42, people: [] } });
    const error = await call().catch((e) => e);
    expect(error).toBeInstanceOf(ModelError);
    expect(error.message).toMatch(/title/);
    expect(error.userMessage).toMatch(/Your text is saved/);
  });

  it("accepts JSON inside a code fence, as some local servers send it", async () => {
    fake().reply({ kind: "text", content: '```json\n{"title":"Fenced","people":["Sam"]}\n```' });
    expect((await call()).data).toEqual({ title: "Fenced", people: ["Sam"] });
  });

  it("does not retry a 400 and reports it as bad_request", async () => {
    fake().reply({ kind: "status", status: 400, message: "model does not support images" });
    await expect(call()).rejects.toMatchObject({ code: "bad_request" });
    expect(fake().requests).toHaveLength(1);
  });
});
