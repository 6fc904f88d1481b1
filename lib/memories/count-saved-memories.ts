import "server-only";
import { getDb } from "@/lib/db/client";

/** The user's saved memories: the ones graph jobs put in the graph and recall searches (drafts never are). */
export async function countSavedMemories(userId: string): Promise<number> {
  return (await getDb()).memory.count({ where: { userId, status: "CAPTURED" } });
}
