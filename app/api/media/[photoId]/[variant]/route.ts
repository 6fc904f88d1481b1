import { NextResponse } from "next/server";
import { z } from "zod";
import { getSessionUser } from "@/lib/auth/session";
import { readOwnedMedia } from "@/lib/capture/read-owned-media";

export const runtime = "nodejs";

const paramsSchema = z.object({ photoId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), variant: z.enum(["thumbnail", "original"]) });
const notFound = () => NextResponse.json({ error: "Not found." }, { status: 404 });

/** A photo or its thumbnail, for its owner only: anyone else gets 404, as if it did not exist. */
export async function GET(_request: Request, context: { params: Promise<{ photoId: string; variant: string }> }) {
  const user = await getSessionUser();
  if (!user) return NextResponse.json({ error: "Sign in to see photos." }, { status: 401 });
  const params = paramsSchema.safeParse(await context.params);
  if (!params.success) return notFound();
  const media = await readOwnedMedia(user.id, params.data.photoId, params.data.variant);
  if (!media) return notFound();
  return new NextResponse(new Uint8Array(media.bytes), {
    headers: {
      "content-type": media.mimeType,
      "content-length": String(media.bytes.length),
      "cache-control": "private, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
}
