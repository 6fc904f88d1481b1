// Lays the graph out off the main thread: one bounded ForceAtlas2 run per request.
import { computeLayout, type LayoutInput } from "@/lib/graph-view/compute-layout";

self.onmessage = (event: MessageEvent<LayoutInput & { requestId: number }>) => {
  const { requestId, ...input } = event.data;
  try {
    const positions = computeLayout(input);
    (self as unknown as Worker).postMessage({ requestId, positions }, [positions.buffer]);
  } catch (error) {
    (self as unknown as Worker).postMessage({ requestId, error: error instanceof Error ? error.message : String(error) });
  }
};
