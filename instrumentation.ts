// Next.js calls register() once when a server starts. Recovery after a crash and the graph
// worker run in the Node.js server process (never in the edge runtime, and never during
// `next build`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { recoverAfterRestart } = await import("@/lib/jobs/recover-after-restart");
  void recoverAfterRestart();
  // Recall's word vectors (read once, built from their package on a machine's first start) load now, not on the first question.
  setTimeout(() => void import("@/lib/recall/similar-terms").then(({ warmSimilarTerms }) => warmSimilarTerms()).catch((error) => console.error("recall: word vectors could not be loaded", error)), 0);
  // And the function words of the languages a person may write in (lib/recall/written-languages.ts).
  setTimeout(() => void import("@/lib/recall/written-languages").then(({ warmWrittenLanguages }) => warmWrittenLanguages()).catch((error) => console.error("recall: function words could not be read", error)), 0);
  // And the words of ill health and its care (lib/recall/health-words.ts).
  setTimeout(() => void import("@/lib/recall/health-words").then(({ warmHealthWords }) => warmHealthWords()).catch((error) => console.error("recall: the words of health could not be read", error)), 0);
  if (process.env.GRAPH_WORKER === "off") return;
  const { startGraphWorker } = await import("@/lib/jobs/graph-worker");
  void startGraphWorker();
  // The worker runs the photo analysis too: its models load now, in their own process, so
  // the first upload is not kept waiting for them.
  if (process.env.PHOTO_ANALYSIS === "off") return;
  const { visionEngine } = await import("@/lib/vision/vision-engine");
  visionEngine()
    .load()
    .catch((error) => console.error("photo analysis: the models could not be loaded (photos are analysed when they can be)", error));
}
