import { Readable } from "node:stream";
import { exportUserDataZip } from "@/lib/account/export-user-data";
import { defineRoute } from "@/lib/edge/define-route";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/account/export : a zip of everything the signed-in user has (JSON + original photos). */
export const GET = defineRoute({
  failure: "We couldn't prepare your export just now. Try again in a moment.",
  handle: async ({ user }) => {
    const zip = await exportUserDataZip(user.id);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(Readable.toWeb(zip) as ReadableStream<Uint8Array>, {
      headers: {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="tobu-memories-${day}.zip"`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  },
});
