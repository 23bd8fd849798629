import { redirect } from "react-router";
import { clearedSessionCookie, readSessionToken } from "#app/.server/accounts/cookie.ts";
import { endSession } from "#app/.server/accounts/sessions.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import type { Route } from "./+types/sign-out";

export function loader() {
  return redirect(adminPaths.root);
}

/** Ends the session: its row is deleted, the cookie cleared. */
export async function action({ request }: Route.ActionArgs) {
  await endSession(readSessionToken(request));
  return redirect(adminPaths.signIn, { headers: { "Set-Cookie": clearedSessionCookie() } });
}
