import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { ConversationNotFoundError } from "@/lib/recall/conversations";

/**
 * A lib/recall call whose ConversationNotFoundError becomes AppError not_found. lib/recall
 * keeps its own error class until it throws AppError itself; then this goes.
 */
export async function fromRecall<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ConversationNotFoundError) throw new AppError("not_found", error.message);
    throw error;
  }
}
