import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

// Options are built on the first request, not at import time (`next build` imports this).
type Context = { params: Promise<{ nextauth: string[] }> };

function handler(req: Request, context: Context) {
  return NextAuth(req as never, context as never, authOptions());
}

export { handler as GET, handler as POST };
