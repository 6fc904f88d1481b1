import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { ModelError } from "@/lib/models/errors";

const session = vi.hoisted(() => ({ user: null as null | { id: string; email: string; name: string | null } }));
vi.mock("@/lib/auth/session", () => ({ getSessionUser: async () => session.user }));

const { defineRoute } = await import("./define-route");

const alice = { id: "u1", email: "alice@example.com", name: null };
const context = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });
const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request("http://test/api/things/1?limit=3", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", ...headers } });

describe("defineRoute", () => {
  beforeEach(() => {
    session.user = alice;
  });

  it("checks the session before reading params, query or body", async () => {
    session.user = null;
    const parse = vi.fn((raw: unknown) => raw);
    const handle = vi.fn();
    const route = defineRoute({ params: z.any().transform(parse), body: z.any().transform(parse), signedOut: "Sign in to see things.", handle });
    const response = await route(post({ x: 1 }), context({ id: "1" }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: "unauthorized", error: "Sign in to see things." });
    expect(parse).not.toHaveBeenCalled();
    expect(handle).not.toHaveBeenCalled();
  });

  it("answers a body that fails its schema 400 invalid with the first issue's message", async () => {
    const handle = vi.fn();
    const route = defineRoute({ body: z.object({ text: z.string().min(1, "Type a question first.") }), handle });
    const response = await route(post({ text: "" }), context());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: "invalid", error: "Type a question first." });
    expect(handle).not.toHaveBeenCalled();
  });

  it("answers params that do not parse 404: they name nothing that exists", async () => {
    const route = defineRoute({ params: z.object({ id: z.string().regex(/^\d+$/) }), handle: async () => ({}) });
    const response = await route(post({}), context({ id: "../etc" }));
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe("not_found");
  });

  it("hands the parsed input and the user to the domain call and answers its result as JSON", async () => {
    const route = defineRoute({
      params: z.object({ id: z.string() }),
      query: z.object({ limit: z.coerce.number() }),
      body: z.object({ text: z.string().trim() }),
      status: 201,
      handle: async ({ user, params, query, body }) => ({ user: user.id, id: params.id, limit: query.limit, text: body.text }),
    });
    const response = await route(post({ text: "  hi " }), context({ id: "7" }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ user: "u1", id: "7", limit: 3, text: "hi" });
  });

  it.each([
    [new AppError("not_found", "That chat does not exist or was deleted."), 404, "not_found", "That chat does not exist or was deleted."],
    [new AppError("too_large"), 413, "too_large", "That is too large."],
    [new AppError("conflict", "Busy."), 409, "conflict", "Busy."],
    [new ModelError("rate_limited"), 429, "rate_limited", "The AI model is busy (rate limited). Your text is saved; try again."],
  ])("maps a thrown %s to its status and message", async (error, status, code, message) => {
    const route = defineRoute({ handle: async () => Promise.reject(error) });
    const response = await route(post({}), context());
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ code, error: message });
  });

  it("logs anything else and answers 500 with the route's own failure message", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const route = defineRoute({ failure: "The graph could not be loaded.", handle: async () => Promise.reject(new Error("disk on fire")) });
    const response = await route(post({}), context());
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: "internal", error: "The graph could not be loaded." });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("passes a Response from the domain call through as is", async () => {
    const route = defineRoute({ handle: async () => new Response("bytes", { headers: { "content-type": "image/webp" } }) });
    const response = await route(post({}), context());
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(await response.text()).toBe("bytes");
  });

  it("refuses a state-changing request another site's page sent, before any domain call", async () => {
    const handle = vi.fn(async () => ({ ok: true }));
    const route = defineRoute({ body: z.any(), handle });
    const foreign: Record<string, string>[] = [{ origin: "http://evil.example" }, { origin: "null" }, { "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }];
    for (const headers of foreign) {
      const response = await route(post({}, headers), context());
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect((await response.json()).code).toBe("forbidden");
    }
    expect(handle).not.toHaveBeenCalled();
    expect((await route(post({}, { origin: "http://test", "sec-fetch-site": "same-origin" }), context())).status).toBe(200);
    expect((await route(post({}, { origin: "https://app.example", "x-forwarded-host": "app.example" }), context())).status).toBe(200);
    const read = defineRoute({ handle: async () => ({ ok: true }) });
    expect((await read(new Request("http://test/api/things", { headers: { origin: "http://evil.example" } }), context())).status).toBe(200);
  });

  it("takes a JSON body only as application/json, and a raw body only as the types it accepts", async () => {
    const json = defineRoute({ body: z.any(), handle: async () => ({}) });
    const plain = await json(post({}, { "content-type": "text/plain" }), context());
    expect(plain.status).toBe(415);
    expect((await plain.json()).error).toBe("Send this as application/json, not text/plain.");
    const upload = defineRoute({ accepts: ["application/octet-stream", "image/*"], handle: async () => ({}) });
    const raw = (type: string) => new Request("http://test/api/up", { method: "POST", body: "x", headers: { "content-type": type } });
    expect((await upload(raw("text/plain"), context())).status).toBe(415);
    expect((await upload(raw("image/heic"), context())).status).toBe(200);
    expect((await upload(raw("application/octet-stream"), context())).status).toBe(200);
  });

  it("cleans NUL and lone surrogates out of the body and query before parsing", async () => {
    const handle = vi.fn(async ({ body, query }: { body: unknown; query: unknown }) => ({ body, query }));
    const route = defineRoute({ body: z.object({ text: z.string() }), query: z.object({ limit: z.string() }), handle: handle as never });
    const response = await route(
      new Request("http://test/api/things?limit=3%00", { method: "POST", body: JSON.stringify({ text: "hi\u0000 there\ud800" }), headers: { "content-type": "application/json" } }),
      context(),
    );
    expect(await response.json()).toEqual({ body: { text: "hi there" }, query: { limit: "3" } });
  });
});

