import { Prisma } from "./generated/client.ts";

// PrismaPg maps PostgreSQL's unique violation to P2002; the PGlite adapter passes the raw
// PostgreSQL error (SQLSTATE 23505) through as a DriverAdapterError. Both mean the same.
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) return error.code === "P2002";
  const cause = (error as { cause?: { kind?: string; code?: string } } | null)?.cause;
  return cause?.kind === "UniqueConstraintViolation" || (cause?.kind === "postgres" && cause.code === "23505");
}

/** The database could not be opened (PGlite's directory locked or damaged, a bad URL). */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The database could not be opened.", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

// Prisma's codes for a server that cannot be reached, timed out, closed the connection, or
// has no free connection; and the driver adapters' kinds for the same.
const UNAVAILABLE_CODES = new Set(["P1001", "P1002", "P1003", "P1008", "P1010", "P1011", "P1017", "P2024"]);
const UNAVAILABLE_KINDS = new Set(["DatabaseNotReachable", "DatabaseDoesNotExist", "DatabaseAccessDenied", "AuthenticationFailed", "ConnectionClosed", "SocketTimeout", "TooManyConnections", "TransactionAlreadyClosed"]);
const UNAVAILABLE_SYSTEM_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH", "EPIPE", "57P01", "57P03", "53300"]);

/**
 * Whether an error means the database is out of reach (down, restarting, unreachable,
 * overloaded) rather than a bug or bad input: the person is told to try again later.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  if (error instanceof Prisma.PrismaClientInitializationError || error instanceof Prisma.PrismaClientRustPanicError) return true;
  const e = error as { code?: unknown; kind?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };
  if (error instanceof Prisma.PrismaClientKnownRequestError && UNAVAILABLE_CODES.has(error.code)) return true;
  if (typeof e.kind === "string" && UNAVAILABLE_KINDS.has(e.kind)) return true;
  if (typeof e.code === "string" && UNAVAILABLE_SYSTEM_CODES.has(e.code)) return true;
  return isDatabaseUnavailable(e.cause, depth + 1) || isDatabaseUnavailable(e.meta?.driverAdapterError, depth + 1);
}
