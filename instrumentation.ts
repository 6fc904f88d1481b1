// Next.js calls register() once when a server starts. Recovery after a crash and the graph
// worker run in the Node.js server process (never in the edge runtime, and never during
// `next build`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { recoverAfterRestart } = await import("@/lib/jobs/recover-after-restart");
  void recoverAfterRestart();
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
