export type CaptureErrorCode = "not_found" | "busy" | "nothing_to_retry" | "invalid";

/** A capture request that cannot be done as asked; `message` is shown to the person. */
export class CaptureError extends Error {
  constructor(
    readonly code: CaptureErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "CaptureError";
  }
}

export const memoryNotFound = () => new CaptureError("not_found", "This memory does not exist or is not yours.");
