import { Readable } from "node:stream";
import { jsonError, routeUser } from "@/lib/auth/route-user";
import { exportUserDataZip } from "@/lib/account/export-user-data";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/account/export : a zip of everything the signed-in user has (JSON + original photos). */
export async function GET() {
  const { user, response } = await routeUser();
  if (response) return response;
  try {
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
  } catch (error) {
    console.error("export failed", error);
    return jsonError("We couldn't prepare your export just now. Try again in a moment.", 500);
  }
}
