import { z } from "zod";
import { readOwnedMedia } from "@/lib/storage/read-owned-media";
import { defineRoute } from "@/lib/edge/define-route";
import { AppError } from "@/lib/errors/app-error";

export const runtime = "nodejs";

/** A photo or its thumbnail, for its owner only: anyone else gets 404, as if it did not exist. */
export const GET = defineRoute({
  params: z.object({ photoId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), variant: z.enum(["thumbnail", "original"]) }),
  signedOut: "Sign in to see photos.",
  handle: async ({ user, params }) => {
    const media = await readOwnedMedia(user.id, params.photoId, params.variant);
    if (!media) throw new AppError("not_found", "Not found.");
    return new Response(new Uint8Array(media.bytes), {
      headers: {
        "content-type": media.mimeType,
        "content-length": String(media.bytes.length),
        "cache-control": "private, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
      },
    });
  },
});
