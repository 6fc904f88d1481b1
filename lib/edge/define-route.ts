import "server-only";
import type { z } from "zod";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors/app-error";
import { firstIssue } from "@/lib/errors/first-issue";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import type { RateLimitName } from "@/lib/rate-limit/rate-limits";
import { kickGraphWorker } from "@/lib/jobs/graph-worker";
import { assertContentType, assertSameOrigin } from "./check-request";
import { cleanInput } from "@/lib/text/clean-text";
import { errorResponse, toAppError } from "./error-response";

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

type RouteInput<P, Q, B> = { user: SessionUser; params: Out<P>; query: Out<Q>; body: Out<B>; request: Request };

type RouteSpec<P, Q, B> = {
  /** Route segment params (`[id]`); a value that does not parse names nothing: 404. */
  params?: P;
  /** Search params, as an object of strings (the last value of a repeated key). */
  query?: Q;
  /** JSON body (sent as application/json). */
  body?: B;
  /** For a raw body the handler reads itself: the media types it takes ("image/*" for any image). */
  accepts?: readonly string[];
  /** What a signed-out request is told. */
  signedOut?: string;
  /** Counts each call against this per-user limit (429 with when to try again). */
  rateLimit?: RateLimitName;
  /** What a person is told when something unexpected fails (it is logged). */
  failure?: string | ((request: Request) => string);
  /** Status of a JSON answer (default 200). */
  status?: number;
  headers?: HeadersInit;
  /** `handle` may queue outbox jobs (e.g. a photo's analysis): the in-process worker starts on them once it returned. */
  queuesGraphJobs?: boolean;
  /** The one domain call: its JSON-able result is the answer, or a Response passes through as is. */
  handle: (input: RouteInput<P, Q, B>) => Promise<unknown>;
};

type RouteContext = { params: Promise<Record<string, string | string[]>> };

/**
 * A route handler: session first (401), a state-changing request from another site refused
 * (403), the body's media type checked (415), then params (404), query and body (400, the
 * first issue's message) cleaned of NUL and lone surrogates and parsed with zod, then one
 * domain call. An AppError becomes
 * `{ code, error }` with its status; anything else is logged and answered 500.
 */
export function defineRoute<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
  spec: RouteSpec<P, Q, B>,
): (request: Request, context: RouteContext) => Promise<Response> {
  return async (request, context) => {
    const where = `${request.method} ${new URL(request.url).pathname}`;
    try {
      const user = await getSessionUser();
      if (!user) throw new AppError("unauthorized", spec.signedOut);
      assertSameOrigin(request);
      if (spec.rateLimit) await consumeRateLimit(spec.rateLimit, user.id);
      if (spec.body) assertContentType(request, ["application/json"]);
      if (spec.accepts) assertContentType(request, spec.accepts);
      const params = spec.params ? spec.params.safeParse(await context?.params) : undefined;
      if (params && !params.success) throw new AppError("not_found");
      const query = spec.query ? spec.query.safeParse(cleanInput(searchParamsObject(request))) : undefined;
      if (query && !query.success) throw new AppError("invalid", firstIssue(query.error));
      const body = spec.body ? spec.body.safeParse(cleanInput(await request.json().catch(() => undefined))) : undefined;
      if (body && !body.success) throw new AppError("invalid", firstIssue(body.error));
      const result = await spec.handle({ user, params: params?.data, query: query?.data, body: body?.data, request } as RouteInput<P, Q, B>);
      if (spec.queuesGraphJobs) kickGraphWorker(); // rather than at the worker's next poll
      if (result instanceof Response) return result;
      return Response.json(result ?? { ok: true }, { status: spec.status ?? 200, headers: spec.headers });
    } catch (error) {
      return errorResponse(toAppError(error, where, typeof spec.failure === "function" ? spec.failure(request) : spec.failure));
    }
  };
}

function searchParamsObject(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}
