import "server-only";
import { getDb } from "@/lib/db/client";
import { getGraphStore } from "@/lib/graph/get-graph-store";
import { removeUserMedia } from "@/lib/storage/remove-media";
import { safeSegment } from "@/lib/storage/media-paths";

/**
 * Deletes the user and everything of theirs: every row goes in one transaction (memories,
 * photos' rows, details, chats, conversations, graph jobs, sign-in accounts: by cascade);
 * after the commit the user's media folder and their graph are removed. A graph that cannot
 * be reached now is cleaned up by the graph worker's reconcile (it drops graphs of users no
 * longer in the database).
 */
export async function deleteAccount(userId: string): Promise<{ graphDeleted: boolean }> {
  if (!safeSegment.test(userId)) throw new Error("unsafe user id");
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.user.delete({ where: { id: userId } });
    // After the cascade: its triggers counted the deletions (ContentRevision has no foreign key).
    await tx.contentRevision.deleteMany({ where: { userId } });
  });
  await removeUserMedia(userId);
  try {
    await (await getGraphStore()).deleteUserGraph(userId);
    return { graphDeleted: true };
  } catch (error) {
    console.error("account deleted; its graph will be removed by the next reconcile", error);
    return { graphDeleted: false };
  }
}
