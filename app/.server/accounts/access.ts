/**
 * Who may use which admin route (issue 25), decided on the server before any
 * loader or action runs: the root route's middleware calls `checkAdminAccess`
 * for every request React Router answers (pages, `.data` requests, resource
 * routes such as exports and uploads). The route's declared role comes from
 * `lib/admin-access.ts`; a route of the admin area without one is refused to
 * everyone.
 *
 * - No session: a page goes to the sign-in form, anything else is answered 401
 *   (as `requireAdmin` does).
 * - Two-factor required (a Yönetici's setting) and the admin has none: only the
 *   two-factor screen; a page goes there, anything else is answered 403.
 * - A role below the route's: 403, with what the admin layout needs to show
 *   the refusal inside it (the root's error boundary renders it).
 */
import { data, redirect } from "react-router";
import type { ActiveSession } from "#app/.server/accounts/sessions.ts";
import { getAdminSession, requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { unreadCount } from "#app/.server/contact/messages.ts";
import { getDb } from "#app/.server/db/index.ts";
import { currentFirm } from "#app/.server/firm/snapshot.ts";
import { discardBody } from "#app/.server/media/upload.ts";
import { getSetting } from "#app/.server/repositories/settings.ts";
import { accessOfPattern } from "#app/lib/admin-access.ts";
import { ADMIN_ROOT, adminPaths, isAdminPath } from "#app/lib/admin-paths.ts";
import type { AdminShellData, ForbiddenData } from "#app/lib/admin-shell.ts";
import { type Role, roleAtLeast } from "#app/lib/roles.ts";

/** The settings row that makes two-factor sign-in compulsory for every admin ("1" on). */
export const REQUIRE_TWO_FACTOR_SETTING = "require_two_factor";

export async function twoFactorRequired(): Promise<boolean> {
  return (await getSetting(await getDb(), REQUIRE_TWO_FACTOR_SETTING)) === "1";
}

/** What the admin layout shows around every screen (and around a refusal). */
export async function adminShellData(session: ActiveSession): Promise<AdminShellData> {
  const [unread, firm] = await Promise.all([roleAtLeast(session.admin.role, "editor") ? unreadCount() : 0, currentFirm()]);
  return { email: session.admin.email, role: session.admin.role, unread, firmName: firm.settings.name };
}

const isPage = (request: Request) =>
  (request.method === "GET" || request.method === "HEAD") && !new URL(request.url).pathname.endsWith(".data");

/**
 * Applies the route's declared role to `request`; throws the answer when it
 * is refused (or, to the editor's image upload, returns it in JSON: the
 * middleware then answers with it). `matched` is React Router's matched route pattern
 * (/adminpanel/bulten/:id/gonder).
 */
export async function checkAdminAccess(request: Request, matched: string): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  // React Router gives the matched pattern without its leading slash ("adminpanel/:list").
  const pattern = matched.startsWith("/") ? matched : `/${matched}`;
  if (!isAdminPath(pathname) || !(pattern === ADMIN_ROOT || pattern.startsWith(`${ADMIN_ROOT}/`))) return;
  const access = accessOfPattern(pattern);
  if (access === "public") return;
  // The editor's image upload (Görseller's page route, asking for JSON) is answered in JSON, as
  // its route would; resource routes (the attachment upload) answer JSON from `requireAdmin` already.
  const editorUpload = pattern === adminPaths.media && wantsJson(request);
  if (editorUpload && !(await getAdminSession(request))) {
    discardBody(request);
    return Response.json({ error: "Oturumunuz sona ermiş. Lütfen yeniden giriş yapın." }, { status: 401 });
  }
  const session = await requireAdmin(request);
  if (pattern !== adminPaths.twoFactor && !session.twoFactor && (await twoFactorRequired())) {
    if (isPage(request)) throw redirect(adminPaths.twoFactor);
    throw data({ ok: false as const, error: "Önce iki adımlı doğrulamayı açmanız gerekiyor." }, { status: 403 });
  }
  if (access !== undefined && roleAtLeast(session.admin.role, access)) return;
  if (editorUpload) {
    discardBody(request);
    return Response.json({ error: "Bu işlem için yetkiniz yok." }, { status: 403 });
  }
  throw forbidden(await adminShellData(session), access);
}

const wantsJson = (request: Request) => request.method === "POST" && /\bapplication\/json\b/i.test(request.headers.get("accept") ?? "");

/** The 403 answer: a page shows it inside the admin layout; a form or upload gets its message. */
export function forbidden(shell: AdminShellData, needed: Role | undefined) {
  const body: ForbiddenData = { ok: false, error: "Bu işlem için yetkiniz yok.", forbidden: { shell, needed: needed ?? null } };
  return data(body, { status: 403 });
}
