import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { ModelError } from "@/lib/models/errors";

const session = vi.hoisted(() => ({ user: null as null | { id: string; email: string; name: string | null } }));
vi.mock("@/lib/auth/session", () => ({ getSessionUser: async () => session.user }));

const { defineRoute } = await import("./define-route");

const alice = { id: "u1", email: "alice@example.com", name: null };
const context = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });
const post = (body: unknown) => new Request("http://test/api/things/1?limit=3", { method: "POST", body: JSON.stringify(body) });

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
});
