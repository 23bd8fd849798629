import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { SIGN_IN_PATH } from "~/.server/auth/admin";
import { clearedSessionCookie, readSessionToken } from "~/.server/auth/cookie";
import { deleteSession } from "~/.server/auth/sessions";

export function loader() {
  return redirect("/adminpanel");
}

/** Ends the session: its row is deleted, the cookie cleared. */
export async function action({ request }: Route.ActionArgs) {
  await deleteSession(readSessionToken(request));
  return redirect(SIGN_IN_PATH, { headers: { "Set-Cookie": clearedSessionCookie() } });
}
