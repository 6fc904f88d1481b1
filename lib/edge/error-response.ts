import "server-only";
import { z } from "zod";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { AppError, appErrors } from "@/lib/errors/app-error";
import { firstIssue } from "@/lib/errors/first-issue";
import { ModelError } from "@/lib/models/errors";

/**
 * Any thrown value as the AppError a person is shown: AppError as is, a model failure as
 * its AppError (unavailable, rate_limited), the database out of reach as
 * `database_unavailable` (logged; never the driver's text), a zod error as
 * `invalid` with its first issue's message, anything else as `internal` with `failure`
 * (logged, since it is a bug or an outage, not the person's doing).
 */
export function toAppError(error: unknown, where: string, failure?: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ModelError) return error.toAppError();
  if (error instanceof z.ZodError) return new AppError("invalid", firstIssue(error));
  if (isDatabaseUnavailable(error)) {
    console.error(`${where} failed: database unavailable`, error);
    return new AppError("database_unavailable");
  }
  console.error(`${where} failed`, error);
  return new AppError("internal", failure ?? appErrors.internal.message);
}

export function errorResponse(error: AppError): Response {
  return Response.json({ code: error.code, error: error.message }, { status: error.status });
}

