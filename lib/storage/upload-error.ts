export type UploadErrorCode = "empty" | "too_large" | "unsupported_type" | "corrupt" | "too_many_pixels" | "too_many_files" | "not_found" | "storage_failed";

/** An upload refused for a reason the person can act on; `message` is shown as is. */
export class UploadError extends Error {
  constructor(
    readonly code: UploadErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}
