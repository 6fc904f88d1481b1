import "server-only";
import { NextResponse } from "next/server";
import { getSessionUser, type SessionUser } from "./session";

/** For route handlers: the signed-in user, or a 401 response to return as is. */
export async function routeUser(): Promise<{ user: SessionUser; response?: never } | { user?: never; response: NextResponse }> {
  const user = await getSessionUser();
  if (!user) return { response: NextResponse.json({ error: "Sign in to continue." }, { status: 401 }) };
  return { user };
}

export function jsonError(message: string, status: number) {
  return NextResponse.json({ error: message }, { status });
}
