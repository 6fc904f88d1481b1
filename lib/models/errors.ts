import { AppError, type AppErrorCode } from "@/lib/errors/app-error";

type ModelErrorCode = "timeout" | "rate_limited" | "unavailable" | "malformed_output" | "bad_request" | "not_configured";

const failures: Record<ModelErrorCode, { appCode: AppErrorCode; message: string }> = {
  timeout: { appCode: "unavailable", message: "The AI model took too long to answer." },
  rate_limited: { appCode: "rate_limited", message: "The AI model is busy (rate limited)." },
  unavailable: { appCode: "unavailable", message: "The AI model could not be reached." },
  malformed_output: { appCode: "unavailable", message: "The AI model answered in an unexpected format." },
  bad_request: { appCode: "unavailable", message: "The AI model rejected the request." },
  not_configured: { appCode: "unavailable", message: "No AI model is configured." },
};

/**
 * A model call that failed in a way the caller can show and retry. Its `code` says how the
 * model failed (callers fall back on some); `toAppError()` is what an edge answers with.
 */
export class ModelError extends Error {
  constructor(
    readonly code: ModelErrorCode,
    readonly detail?: string,
  ) {
    super(detail ? `${failures[code].message} (${detail})` : failures[code].message);
    this.name = "ModelError";
  }

  /** What a person sees: short, no internals. */
  get userMessage() {
    return `${failures[this.code].message} Your text is saved; try again.`;
  }

  toAppError(): AppError {
    return new AppError(failures[this.code].appCode, this.userMessage, { cause: this });
  }
}
