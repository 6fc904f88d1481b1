import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { getSessionUser } from "@/lib/auth/session";
import { addPhotoToDraft } from "@/lib/capture/add-photo-to-draft";
import { CaptureError } from "@/lib/capture/capture-error";
import { memoryIdSchema } from "@/lib/capture/schemas";
import { UploadError, type UploadErrorCode } from "@/lib/storage/upload-error";
import { formatMegabytes, uploadLimits } from "@/lib/storage/upload-limits";

export const runtime = "nodejs";

// One photo per request, as the raw body (the browser reports upload progress per file).
// ?memoryId= adds it to that draft; without it the first photo creates the draft.
const querySchema = z.object({ memoryId: memoryIdSchema.optional() });

const statusByCode: Record<UploadErrorCode, number> = {
  empty: 400,
  too_large: 413,
  unsupported_type: 415,
  corrupt: 422,
  too_many_pixels: 422,
  too_many_files: 409,
  not_found: 404,
  storage_failed: 500,
};

const fail = (status: number, code: string, error: string) => NextResponse.json({ code, error }, { status });

/** Reads the body, stopping as soon as it passes the size limit. */
async function readCapped(request: NextRequest, fileName: string): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > uploadLimits.maxBytes) {
    throw new UploadError("too_large", `"${fileName}" is ${formatMegabytes(declared)}; the limit is ${formatMegabytes(uploadLimits.maxBytes)} per photo.`);
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
      throw new UploadError("too_large", `"${fileName}" is over ${formatMegabytes(uploadLimits.maxBytes)}, the limit per photo.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function POST(request: NextRequest) {
  const user = await getSessionUser();
  if (!user) return fail(401, "unauthenticated", "Sign in to upload photos.");
  const query = querySchema.safeParse({ memoryId: request.nextUrl.searchParams.get("memoryId") ?? undefined });
  if (!query.success) return fail(400, "invalid", "That memory id is not valid.");
  let fileName = "photo";
  try {
    fileName = decodeURIComponent(request.headers.get("x-file-name") ?? "photo").slice(0, 200) || "photo";
  } catch {
    /* keep the default name */
  }
  try {
    const bytes = await readCapped(request, fileName);
    const added = await addPhotoToDraft({ userId: user.id, memoryId: query.data.memoryId, bytes, fileName });
    return NextResponse.json(added, { status: 201 });
  } catch (error) {
    if (error instanceof UploadError) return fail(statusByCode[error.code], error.code, error.message);
    if (error instanceof CaptureError && error.code === "not_found") return fail(404, "not_found", error.message);
    console.error("photo upload failed", error);
    return fail(500, "storage_failed", `"${fileName}" could not be saved. Nothing was kept; try again.`);
  }
}
