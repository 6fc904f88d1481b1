import type { z } from "zod";

/** The message of a zod error's first issue: what a person sees for bad input. */
export const firstIssue = (error: z.ZodError): string => error.issues[0]?.message ?? "That input is not valid.";

/** First message per top-level field, for forms (`form` for issues not tied to a field). */
export function fieldIssues(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? "form")] ??= issue.message;
  return out;
}
