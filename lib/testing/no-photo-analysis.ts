import type { PhotoAnalyser } from "@/lib/vision/analyse-stored-photo";

/** For tests that drain the outbox after uploads but are not about the photo analysis: nothing seen, no models loaded. */
export const seesNothing: PhotoAnalyser = async () => ({ width: 1, height: 1, faces: [], objects: [], textLines: [], ms: {} });
