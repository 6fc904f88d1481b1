// Lays the graph out off the main thread: one bounded layout per request (lib/graph-view/compute-layout.ts).
import { computeLayout, type LayoutInput, type LayoutTimings } from "@/lib/graph-view/compute-layout";

self.onmessage = (event: MessageEvent<LayoutInput & { requestId: number }>) => {
  const { requestId, ...input } = event.data;
  try {
    const timings: LayoutTimings = {};
    const positions = computeLayout(input, timings);
    (self as unknown as Worker).postMessage({ requestId, positions, timings }, [positions.buffer]);
  } catch (error) {
    (self as unknown as Worker).postMessage({ requestId, error: error instanceof Error ? error.message : String(error) });
  }
};
