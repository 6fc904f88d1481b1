/**
 * Every failure a person can be told about, with its HTTP status and the message shown when
 * the thrower gives none. Domain code throws `AppError`; the edge wrappers (lib/edge) turn it
 * into `{ code, error }` with this status.
 */
export const appErrors = {
  unauthorized: { status: 401, message: "Sign in to continue." },
  forbidden: { status: 403, message: "You can't do that." },
  not_found: { status: 404, message: "This does not exist or is not yours." },
  invalid: { status: 400, message: "That input is not valid." },
  conflict: { status: 409, message: "That can't be done right now." },
  too_large: { status: 413, message: "That is too large." },
  unsupported: { status: 415, message: "That kind of file is not supported." },
  unreadable: { status: 422, message: "That file can't be read." },
  rate_limited: { status: 429, message: "Too many requests. Wait a moment and try again." },
  unavailable: { status: 503, message: "That is not available right now. Try again in a moment." },
  database_unavailable: { status: 503, message: "We can't reach your memories right now (the database is not answering). Nothing you saved is lost; try again in a moment." },
  internal: { status: 500, message: "Something went wrong on our side. Try again." },
} as const satisfies Record<string, { status: number; message: string }>;

export type AppErrorCode = keyof typeof appErrors;

type AppErrorOptions = {
  /** The form field the message belongs to (forms show it beside that field). */
  field?: string;
  cause?: unknown;
};

export class AppError extends Error {
  readonly field?: string;

  constructor(
    readonly code: AppErrorCode,
    message?: string,
    options: AppErrorOptions = {},
  ) {
    super(message ?? appErrors[code].message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.field = options.field;
    // Next.js keeps an error's digest when a page fails, and production builds pass only the
    // digest to the error page (app/error.tsx): so that page can still say what happened.
    Object.defineProperty(this, "digest", { value: appErrorDigest(code), writable: true, enumerable: false });
  }

  get status(): number {
    return appErrors[this.code].status;
  }
}

/** The digest a page's AppError reaches app/error.tsx with; `codeFromDigest` reads it back. */
export const appErrorDigest = (code: AppErrorCode) => `app-error:${code}`;

export function codeFromDigest(digest: string | undefined): AppErrorCode | null {
  const code = digest?.startsWith("app-error:") ? digest.slice("app-error:".length) : null;
  return code && code in appErrors ? (code as AppErrorCode) : null;
}

export const isAppError = (error: unknown, code?: AppErrorCode): error is AppError =>
  error instanceof AppError && (code === undefined || error.code === code);

