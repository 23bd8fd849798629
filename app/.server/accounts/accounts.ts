/**
 * Admin accounts: creating one (first start, admin:create) and changing a
 * password. Passwords are hashed here, before anything reaches a repository.
 */

import { accountCheckPassed, admitAccountCheck } from "#app/.server/accounts/account-checks.ts";
import { hashPassword, verifyPassword } from "#app/.server/accounts/password.ts";
import type { ActiveSession } from "#app/.server/accounts/sessions.ts";
import { getDb, serializeOn, transaction } from "#app/.server/db/index.ts";
import type { Admin } from "#app/.server/db/schema.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import {
  countAdmins as countRows,
  findAdmin,
  findAdminByEmail,
  findOwner,
  insertAdmin,
  setPasswordHash,
} from "#app/.server/repositories/admins.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { deleteOtherSessions } from "#app/.server/repositories/sessions.ts";
import { normalizeEmail } from "#app/lib/email.ts";
import type { Role } from "#app/lib/roles.ts";

export class AdminExistsError extends Error {}
export class OwnerExistsError extends Error {}

/** Admin rows are added, removed and given roles one transaction at a time (see admins.ts). */
export const ADMINS_LOCK = "admins";

export async function countAdmins(): Promise<number> {
  return countRows(await getDb());
}

export async function findAdminForSignIn(email: string): Promise<Admin | undefined> {
  return findAdminByEmail(await getDb(), normalizeEmail(email));
}

/**
 * Creates an admin who can sign in at once (first start, `admin:create`).
 * `role` defaults to Yönetici; the very first admin is the owner (Sahip),
 * and Sahip is refused while there is one (ownership is transferred, not added).
 */
export async function createAdmin(email: string, password: string, role?: Role): Promise<Admin> {
  const now = nowIso();
  const admin: Admin = {
    id: newId(),
    email: normalizeEmail(email),
    password_hash: await hashPassword(password),
    created_at: now,
    password_changed_at: now,
    name: "",
    last_sign_in_at: null,
    totp_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
    role: role ?? "manager",
    upload_quota_mb: null,
  };
  await transaction(async (trx) => {
    await serializeOn(trx, ADMINS_LOCK);
    if (await findAdminByEmail(trx, admin.email)) throw new AdminExistsError(`An admin with ${admin.email} exists already.`);
    const owner = await findOwner(trx);
    if (role === "owner" && owner)
      throw new OwnerExistsError(`${owner.email} is the owner (Sahip) already; ownership is transferred in the admin area.`);
    if (!owner) admin.role = "owner";
    await insertAdmin(trx, admin);
  });
  return admin;
}

export type PasswordChangeResult =
  | { ok: true }
  /** retryAfter: the account's wrong tries are used up (429); the message is the form's. */
  | { ok: false; errors: { mevcut?: string; form?: string }; retryAfter?: number };

/**
 * Sets a new password after checking the current one; ends the admin's other
 * sessions and records the change, in one transaction. A wrong current
 * password changes nothing and is counted (account-checks.ts): past the
 * limit, the right one is refused too until the window ends.
 */
export async function changePassword(session: ActiveSession, current: string, next: string): Promise<PasswordChangeResult> {
  const admin = await findAdmin(await getDb(), session.admin.id);
  if (!admin) return { ok: false, errors: { mevcut: "Mevcut şifre hatalı." } };
  const limited = await admitAccountCheck(admin.id);
  if (limited) return { ok: false, errors: { form: limited.error }, retryAfter: limited.retryAfter };
  if (!(await verifyPassword(current, admin.password_hash))) {
    return { ok: false, errors: { mevcut: "Mevcut şifre hatalı." } };
  }
  const hash = await hashPassword(next);
  await transaction(async (trx) => {
    await setPasswordHash(trx, admin.id, hash, nowIso());
    await deleteOtherSessions(trx, admin.id, session.id);
    await recordAudit(trx, { adminEmail: admin.email, action: "password", list: "hesap", entryId: null });
  });
  await accountCheckPassed(admin.id);
  return { ok: true };
}
