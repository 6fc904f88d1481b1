export type ModelErrorCode = "timeout" | "rate_limited" | "unavailable" | "malformed_output" | "bad_request" | "not_configured";

const messages: Record<ModelErrorCode, string> = {
  timeout: "The AI model took too long to answer.",
  rate_limited: "The AI model is busy (rate limited).",
  unavailable: "The AI model could not be reached.",
  malformed_output: "The AI model answered in an unexpected format.",
  bad_request: "The AI model rejected the request.",
  not_configured: "No AI model is configured.",
};

/** A model call that failed in a way the caller can show and retry. */
export class ModelError extends Error {
  constructor(
    readonly code: ModelErrorCode,
    readonly detail?: string,
  ) {
    super(detail ? `${messages[code]} (${detail})` : messages[code]);
    this.name = "ModelError";
  }

  /** What a person sees: short, no internals. */
  get userMessage() {
    return `${messages[this.code]} Your text is saved; try again.`;
  }
}
