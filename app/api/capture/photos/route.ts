import { z } from "zod";
import { addPhotoToDraft } from "@/lib/capture/add-photo-to-draft";
import { memoryIdSchema } from "@/lib/memories/schemas";
import { defineRoute } from "@/lib/edge/define-route";
import { AppError } from "@/lib/errors/app-error";
import { formatMegabytes, uploadLimits } from "@/lib/storage/upload-limits";

export const runtime = "nodejs";

function fileNameOf(request: Request): string {
  try {
    return decodeURIComponent(request.headers.get("x-file-name") ?? "photo").slice(0, 200) || "photo";
  } catch {
    return "photo";
  }
}

/** Reads the body, stopping as soon as it passes the size limit. */
async function readCapped(request: Request, fileName: string): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > uploadLimits.maxBytes) {
    throw new AppError("too_large", `"${fileName}" is ${formatMegabytes(declared)}; the limit is ${formatMegabytes(uploadLimits.maxBytes)} per photo.`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > uploadLimits.maxBytes) {
      await reader.cancel();
      throw new AppError("too_large", `"${fileName}" is over ${formatMegabytes(uploadLimits.maxBytes)}, the limit per photo.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * POST /api/capture/photos[?memoryId=]: one photo per request, as the raw body (the browser
 * reports upload progress per file). With memoryId it joins that draft; without, the first
 * photo creates the draft.
 */
export const POST = defineRoute({
  query: z.object({ memoryId: memoryIdSchema.optional() }),
  signedOut: "Sign in to upload photos.",
  accepts: ["application/octet-stream", "image/*"],
  rateLimit: "upload",
  failure: (request) => `"${fileNameOf(request)}" could not be saved. Nothing was kept; try again.`,
  status: 201,
  queuesGraphJobs: true, // the photo's analysis
  handle: async ({ user, query, request }) => {
    const fileName = fileNameOf(request);
    const bytes = await readCapped(request, fileName);
    return addPhotoToDraft({ userId: user.id, memoryId: query.memoryId, bytes, fileName });
  },
});
