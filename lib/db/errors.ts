import { Prisma } from "./generated/client.ts";

// PrismaPg maps PostgreSQL's unique violation to P2002; the PGlite adapter passes the raw
// PostgreSQL error (SQLSTATE 23505) through as a DriverAdapterError. Both mean the same.
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) return error.code === "P2002";
  const cause = (error as { cause?: { kind?: string; code?: string } } | null)?.cause;
  return cause?.kind === "UniqueConstraintViolation" || (cause?.kind === "postgres" && cause.code === "23505");
}
