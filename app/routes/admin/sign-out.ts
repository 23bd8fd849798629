import { redirect } from "react-router";
import { SIGN_IN_PATH } from "#app/.server/auth/admin.ts";
import { clearedSessionCookie, readSessionToken } from "#app/.server/auth/cookie.ts";
import { deleteSession } from "#app/.server/auth/sessions.ts";
import type { Route } from "./+types/sign-out";

export function loader() {
  return redirect("/adminpanel");
}

/** Ends the session: its row is deleted, the cookie cleared. */
export async function action({ request }: Route.ActionArgs) {
  await deleteSession(readSessionToken(request));
  return redirect(SIGN_IN_PATH, { headers: { "Set-Cookie": clearedSessionCookie() } });
}
