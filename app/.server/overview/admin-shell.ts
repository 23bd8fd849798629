/**
 * What the admin layout shows around every screen (and around a refusal): the
 * admin's address and role, the firm's name, and the side menu's figure of
 * unread messages. The figures come from several features (contact, the
 * firm), so they are read here, in the composition tier, by the admin
 * layout's loader (routes/admin/layout.tsx) and the refusals — not by
 * accounts/, which only decides who may pass (ADR 036).
 */
import type { ActiveSession } from "#app/.server/accounts/sessions.ts";
import { unreadCount } from "#app/.server/contact/messages.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import type { AdminShellData } from "#app/lib/admin-shell.ts";
import { roleAtLeast } from "#app/lib/roles.ts";

export async function adminShellData(session: ActiveSession): Promise<AdminShellData> {
  const [unread, firm] = await Promise.all([roleAtLeast(session.admin.role, "editor") ? unreadCount() : 0, currentFirm()]);
  return { email: session.admin.email, role: session.admin.role, unread, firmName: firm.settings.name };
}
