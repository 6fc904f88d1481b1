import "server-only";
import { headers } from "next/headers";
import type { z } from "zod";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";
import { AppError, type AppErrorCode } from "@/lib/errors/app-error";
import { fieldIssues, firstIssue } from "@/lib/errors/first-issue";
import { kickGraphWorker } from "@/lib/jobs/graph-worker";
import { cleanInput } from "@/lib/text/clean-text";
import { toAppError } from "./error-response";
import { clientAddress, consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import type { RateLimitName } from "@/lib/rate-limit/rate-limits";

/**
 * What every server action answers. A failure may carry `fields` (the message per form
 * field) and `data`: the fresh state after a failed attempt, for actions with `reload`.
 */
export type ActionResult<T> = { ok: true; data: T } | { ok: false; code: AppErrorCode; error: string; fields?: Record<string, string>; data?: T };

type ActionSpec<S extends z.ZodType, T, U> = {
  input: S;
  /** What a signed-out caller is told. */
  signedOut?: string;
  /** Counts each call against this limit: per user, or per address for public actions (refused with when to try again). */
  rateLimit?: RateLimitName;
  /** What a person is told when something unexpected fails (it is logged). */
  failure?: string;
  /** The one domain call. */
  run: (input: z.output<S>, user: U) => Promise<T>;
  /** The state to answer with after a failed `run` (the page shows what is saved). */
  reload?: (input: z.output<S>, user: U) => Promise<T | null>;
  /** `run` may queue graph jobs: the in-process worker starts on them as soon as it returned. */
  queuesGraphJobs?: boolean;
};

/**
 * A server action: session first, then its one argument (its text cleaned of NUL and lone
 * surrogates, see lib/text/clean-text.ts) parsed with zod (a bad one is
 * `invalid` with the first issue's message and the message per field), then one domain
 * call. Errors never escape: an AppError becomes `{ ok: false, code, error }`, anything
 * else is logged and answered `internal` with `failure`.
 */
export function defineAction<S extends z.ZodType, T>(spec: ActionSpec<S, T, SessionUser>): (input: unknown) => Promise<ActionResult<T>> {
  return async (raw) => {
    const user = await getSessionUser().catch((error: unknown) => failed(toAppError(error, "session")));
    if (user && "ok" in user) return user; // the session could not be read (database down)
    if (!user) return failed(new AppError("unauthorized", spec.signedOut));
    const limited = await limit(spec.rateLimit, user.id);
    return limited ?? runParsed(spec, raw, user);
  };
}

/** The same for the few actions open to signed-out people (sign-up). */
export function definePublicAction<S extends z.ZodType, T>(spec: ActionSpec<S, T, null>): (input: unknown) => Promise<ActionResult<T>> {
  return async (raw) => {
    const limited = spec.rateLimit ? await limit(spec.rateLimit, clientAddress(await headers())) : null;
    return limited ?? runParsed(spec, raw, null);
  };
}

async function limit(name: RateLimitName | undefined, key: string): Promise<ReturnType<typeof failed> | null> {
  if (!name) return null;
  try {
    await consumeRateLimit(name, key);
    return null;
  } catch (error) {
    return failed(toAppError(error, "rate limit"));
  }
}

async function runParsed<S extends z.ZodType, T, U>(spec: ActionSpec<S, T, U>, raw: unknown, user: U): Promise<ActionResult<T>> {
  const input = spec.input.safeParse(cleanInput(raw));
  if (!input.success) return { ok: false, code: "invalid", error: firstIssue(input.error), fields: fieldIssues(input.error) };
  try {
    const data = await spec.run(input.data, user);
    if (spec.queuesGraphJobs) kickGraphWorker(); // rather than at the worker's next poll
    return { ok: true, data };
  } catch (caught) {
    const error = toAppError(caught, "server action", spec.failure);
    const data = spec.reload ? await spec.reload(input.data, user).catch(() => null) : null;
    return { ...failed(error), ...(data != null ? { data } : {}) };
  }
}

function failed(error: AppError): { ok: false; code: AppErrorCode; error: string; fields?: Record<string, string> } {
  return { ok: false, code: error.code, error: error.message, ...(error.field ? { fields: { [error.field]: error.message } } : {}) };
}
