/**
 * Who may use which admin route (issue 25), decided on the server before any
 * loader or action runs: the root route's middleware calls `checkAdminAccess`
 * for every request React Router answers (pages, `.data` requests, resource
 * routes such as exports and uploads). The route's declared role comes from
 * `lib/admin-access.ts`; a route of the admin area without one is refused to
 * everyone.
 *
 * - No session: left to the route, whose loader and action begin with
 *   `requireAdmin` (a page goes to the sign-in form, anything else 401).
 * - Two-factor required (a Yönetici's setting) and the admin has none: only the
 *   two-factor screen; a page goes there, anything else is answered 403.
 * - A role below the route's: 403, with what the admin layout needs to show
 *   the refusal inside it (the root's error boundary renders it); JSON
 *   clients (the uploads) get `{ ok: false, error }`.
 */
import { data, redirect } from "react-router";
import type { ActiveSession } from "#app/.server/accounts/sessions.ts";
import { getAdminSession } from "#app/.server/accounts/sign-in.ts";
import { getDb } from "#app/.server/db/index.ts";
import { getSetting } from "#app/.server/repositories/settings.ts";
import { discardBody } from "#app/.server/web/request-body.ts";
import { accessOfPattern } from "#app/lib/admin-access.ts";
import { ADMIN_ROOT, adminPaths, isAdminPath } from "#app/lib/admin-paths.ts";
import type { AdminShellData, ForbiddenData } from "#app/lib/admin-shell.ts";
import { type Role, roleAtLeast } from "#app/lib/roles.ts";

/** The settings row that makes two-factor sign-in compulsory for every admin ("1" on). */
export const REQUIRE_TWO_FACTOR_SETTING = "require_two_factor";

export async function twoFactorRequired(): Promise<boolean> {
  return (await getSetting(await getDb(), REQUIRE_TWO_FACTOR_SETTING)) === "1";
}

/**
 * What the admin layout shows around a refusal: read by the caller
 * (overview/admin-shell.ts, through the root's middleware), since the side
 * menu's figures come from other features than accounts.
 */
export type ShellReader = (session: ActiveSession) => Promise<AdminShellData>;

const isPage = (request: Request) =>
  (request.method === "GET" || request.method === "HEAD") && !new URL(request.url).pathname.endsWith(".data");

/** A client that reads JSON (the editor's image upload, the attachments' upload), not a React Router data request. */
const wantsJson = (request: Request) =>
  (request.headers.get("accept") ?? "").includes("application/json") && !new URL(request.url).pathname.endsWith(".data");

/**
 * Applies the route's declared role to `request`: undefined when it may go
 * on, a Response to answer it with (JSON clients), or it throws the answer (a
 * page's refusal renders inside the admin layout). `matched` is React
 * Router's matched route pattern (adminpanel/bulten/:id/gonder); `shellOf`
 * reads what the admin layout shows around the refusal.
 *
 * Without a session it lets the request through: every admin route's loader
 * and action start with `requireAdmin`, which sends a page to the sign-in form
 * and answers anything else 401 (tests/server/admin-roles-routes.test.ts walks
 * every route without a session).
 */
export async function checkAdminAccess(request: Request, matched: string, shellOf: ShellReader): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  // React Router joins its routes' relative paths ("adminpanel/aboneler"); the table's are absolute.
  const pattern = matched.startsWith("/") ? matched : `/${matched}`;
  if (!isAdminPath(pathname) || !(pattern === ADMIN_ROOT || pattern.startsWith(`${ADMIN_ROOT}/`))) return undefined;
  const access = accessOfPattern(pattern);
  if (access === "public") return undefined;
  const session = await getAdminSession(request);
  if (!session) return undefined;
  if (pattern !== adminPaths.twoFactor && !session.twoFactor && (await twoFactorRequired())) {
    if (isPage(request)) throw redirect(adminPaths.twoFactor);
    return refuse(request, { ok: false, error: "Önce iki adımlı doğrulamayı açmanız gerekiyor." });
  }
  if (access !== undefined && roleAtLeast(session.admin.role, access)) return undefined;
  const body: ForbiddenData = {
    ok: false,
    error: "Bu işlem için yetkiniz yok.",
    forbidden: { shell: await shellOf(session), needed: access ?? null },
  };
  return refuse(request, body);
}

/** A 403: JSON to a JSON client, else thrown for React Router to render; a refused upload's body is drained unread. */
function refuse(request: Request, body: { ok: false; error: string }): Response {
  if (request.method !== "GET" && request.method !== "HEAD") discardBody(request);
  if (wantsJson(request)) return Response.json({ ok: false, error: body.error }, { status: 403 });
  throw data(body, { status: 403 });
}

/** A 403 for a route's own finer rule (a Yazar editing another's entry): the same answer as the route check's. */
export function forbidden(shell: AdminShellData, needed: Role | undefined) {
  const body: ForbiddenData = { ok: false, error: "Bu işlem için yetkiniz yok.", forbidden: { shell, needed: needed ?? null } };
  return data(body, { status: 403 });
}
