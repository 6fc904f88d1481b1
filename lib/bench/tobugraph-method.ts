import "server-only";
import { addCaptureTurn } from "@/lib/capture/add-capture-turn";
import { createDraftFromPhotoFacts } from "@/lib/capture/create-draft-from-photo-facts";
import { requestFirstDraft } from "@/lib/capture/request-first-draft";
import { saveMemory } from "@/lib/capture/save-memory";
import { getDb } from "@/lib/db/client";
import { getGraphStore } from "@/lib/graph/get-graph-store";
import { defaultRelationExtractor } from "@/lib/graph-construction/default-relation-extractor";
import { drainGraphJobs } from "@/lib/jobs/graph-job-runner";
import { retrieveMemories } from "@/lib/recall/retrieve-memories";
import { warmHealthWords } from "@/lib/recall/health-words";
import { warmSimilarTerms } from "@/lib/recall/similar-terms";
import { warmWrittenLanguages } from "@/lib/recall/written-languages";
import type { BenchFile } from "./bench-file";
import type { RetrievalMethod } from "./retrieval-method";

// TOBUGraph as the product runs it: every memory goes through the capture domain (photo
// facts, the capture chat's user turns, the final summary) and the graph jobs, exactly as
// from the browser but without photo bytes; retrieval is recall's f then g.

type Ids = { userIds: Map<string, string>; toBench: Map<string, string> };
const ids: Ids = { userIds: new Map(), toBench: new Map() };

export async function ingestThroughCapture(data: BenchFile): Promise<void> {
  const db = await getDb();
  for (const user of data.users) {
    const row = await db.user.create({ data: { email: `${user.id}@bench.invalid`, name: user.displayName }, select: { id: true } });
    ids.userIds.set(user.id, row.id);
    for (const memory of user.memories) {
      const { memoryId } = await createDraftFromPhotoFacts(row.id, { takenAt: memory.takenAt, place: memory.place, caption: memory.photoCaption });
      await requestFirstDraft(row.id, memoryId);
      for (const turn of memory.conversation) if (turn.role === "user") await addCaptureTurn(row.id, memoryId, turn.content);
      await saveMemory(row.id, memoryId, { summary: memory.summary });
      ids.toBench.set(memoryId, memory.id);
    }
  }
  await drainGraphJobs({ db, store: await getGraphStore(), extractor: defaultRelationExtractor(), workerId: "bench" });
}

export function createTobuGraphMethod(): RetrievalMethod {
  return {
    name: "tobugraph",
    description: "relationship nodes selected by f, traversed by g (offline engine or model)",
    // As the server does at start (instrumentation.ts): the word vectors load before the first request, not during it.
    async prepare() {
      warmSimilarTerms();
      warmWrittenLanguages();
      warmHealthWords();
    },
    async retrieve(benchUserId, requestText, asOf) {
      const userId = ids.userIds.get(benchUserId);
      if (!userId) throw new Error(`User ${benchUserId} was not ingested.`);
      const result = await retrieveMemories({ userId, request: requestText, history: [], asOf });
      if (result.outcome !== "answered") return [];
      return result.memoryIds.flatMap((id) => ids.toBench.get(id) ?? []);
    },
  };
}
