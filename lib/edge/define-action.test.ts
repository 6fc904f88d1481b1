import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";

const session = vi.hoisted(() => ({ user: null as null | { id: string; email: string; name: string | null } }));
vi.mock("@/lib/auth/session", () => ({ getSessionUser: async () => session.user }));

const { defineAction, definePublicAction } = await import("./define-action");

const alice = { id: "u1", email: "alice@example.com", name: null };
const titleInput = z.object({ title: z.string().trim().min(1, "The title can't be empty.").max(120, "Keep the title under 120 characters.") });

describe("defineAction", () => {
  beforeEach(() => {
    session.user = alice;
  });

  it("checks the session before parsing the input", async () => {
    session.user = null;
    const parse = vi.fn((raw: unknown) => raw);
    const run = vi.fn();
    const action = defineAction({ input: z.any().transform(parse), signedOut: "Your session ended.", run });
    expect(await action({ title: "x" })).toEqual({ ok: false, code: "unauthorized", error: "Your session ended." });
    expect(parse).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
  });

  it("refuses input that fails its schema as invalid, with the first issue's message and the message per field", async () => {
    const run = vi.fn();
    const action = defineAction({ input: titleInput, run });
    expect(await action({ title: "x".repeat(121) })).toEqual({
      ok: false,
      code: "invalid",
      error: "Keep the title under 120 characters.",
      fields: { title: "Keep the title under 120 characters." },
    });
    expect(run).not.toHaveBeenCalled();
  });

  it("runs the domain call with the parsed input and the user", async () => {
    const action = defineAction({ input: titleInput, run: async ({ title }, user) => `${user.id}:${title}` });
    expect(await action({ title: "  Picnic " })).toEqual({ ok: true, data: "u1:Picnic" });
  });

  it("answers an AppError with its code and message, and the reloaded state", async () => {
    const action = defineAction({
      input: titleInput,
      run: async (): Promise<string> => {
        throw new AppError("conflict", "The assistant is still working.");
      },
      reload: async () => "fresh state",
    });
    expect(await action({ title: "x" })).toEqual({ ok: false, code: "conflict", error: "The assistant is still working.", data: "fresh state" });
  });

  it("puts an AppError tied to a field under that field", async () => {
    const action = definePublicAction({
      input: titleInput,
      run: async () => {
        throw new AppError("conflict", "An account with this email already exists.", { field: "email" });
      },
    });
    expect(await action({ title: "x" })).toMatchObject({ ok: false, code: "conflict", fields: { email: "An account with this email already exists." } });
  });

  it("logs anything else and answers internal with the action's failure message", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const action = defineAction({ input: titleInput, failure: "Your change was not saved.", run: async () => Promise.reject(new Error("db down")) });
    expect(await action({ title: "x" })).toEqual({ ok: false, code: "internal", error: "Your change was not saved." });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
