// Limits for photo uploads, shared by the server checks and the browser's early checks.
export const uploadLimits = {
  maxFiles: 20,
  maxBytes: 25 * 1024 * 1024,
  /** Decoded pixels (width × height): larger images are refused as possible pixel bombs. */
  maxPixels: 100_000_000,
  acceptedMimeTypes: ["image/jpeg", "image/png", "image/webp", "image/avif", "image/heic", "image/heif"],
  acceptedLabel: "JPEG, PNG, WebP, AVIF or HEIC",
} as const;

export const formatMegabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
