/**
 * The Yöneticiler screen's use cases: the admins as listed, inviting one by
 * e-mail with a role (a single-use link to set a first password), accepting
 * that invitation, and removing an admin. Each change is written with its
 * audit row (and its e-mail, through the outbox) in one transaction.
 *
 * Roles (issue 25, lib/roles.ts): an invitation names a role the inviter may
 * give (none above their own, never Sahip); only the Sahip removes an admin
 * who has an account, and the Sahip is never removed; a Yönetici withdraws or
 * re-sends invitations of roles up to theirs (account-actions.ts, which the
 * screen reads too). Every check reads the rows
 * again inside the transaction, under ADMINS_LOCK. Role changes and the
 * ownership transfer are roles.ts.
 */
import { z } from "zod";
import { removeRefusal, resendRefusal } from "#app/.server/accounts/account-actions.ts";
import { ADMINS_LOCK } from "#app/.server/accounts/accounts.ts";
import { inviteMail } from "#app/.server/accounts/mail.ts";
import { hashPassword } from "#app/.server/accounts/password.ts";
import { type ActiveSession, type Client, createSession } from "#app/.server/accounts/sessions.ts";
import { consumeToken, issueToken, peekToken, TOKEN_TTL_MS } from "#app/.server/accounts/tokens.ts";
import { config } from "#app/.server/config.ts";
import { type Executor, getDb, serializeOn, transaction } from "#app/.server/db/index.ts";
import type { Admin } from "#app/.server/db/schema.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import { notifyQueued, queueMail } from "#app/.server/mail/outbox.ts";
import { pendingInviteExpiries } from "#app/.server/repositories/admin-tokens.ts";
import {
  countActiveAdmins,
  deleteAdmin,
  findAdmin,
  findAdminByEmail,
  insertAdmin,
  listAdmins,
  setAdminName,
  setPasswordHash,
  setRole,
} from "#app/.server/repositories/admins.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { email } from "#app/.server/web/forms.ts";
import { adminPaths, TOKEN_PARAM } from "#app/lib/admin-paths.ts";
import { assignableRoles, ROLE_LABELS, ROLE_SUMMARIES, ROLES, type Role, roleAtLeast } from "#app/lib/roles.ts";

/** How long an invitation link works, in hours (72). */
export const INVITE_VALID_HOURS = TOKEN_TTL_MS.invite / (60 * 60 * 1000);
export const ADMIN_NAME_MAX = 100;
const EMAIL_MAX = 254;

/**
 * Admin rows are added and removed one transaction at a time (PostgreSQL
 * advisory lock; SQLite has one writer anyway): two admins removing each
 * other at the same moment must not both succeed and leave nobody.
 */

/** A display name: optional, one line, at most 100 characters. */
const adminName = z
  .string()
  .default("")
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .max(ADMIN_NAME_MAX, `Ad en fazla ${ADMIN_NAME_MAX} karakter olabilir.`)
      .refine((value) => !/\p{Cc}/u.test(value), "Ad tek satır olmalı ve görünmeyen denetim karakterleri içeremez."),
  );

/** A role field: one of the four roles (whether the admin may give it is the use case's check). */
export const roleField = z.enum(ROLES, { error: "Bir rol seçin." });

/** The invite form on the Yöneticiler screen. */
export const inviteSchema = z.object({ eposta: email(EMAIL_MAX), ad: adminName, rol: roleField });

/** The refusal when an admin offers a role they may not give. */
export const roleRefusal = (role: Role) =>
  role === "owner"
    ? "Sahip rolü davetle ya da rol değişikliğiyle verilmez; sahiplik yalnızca devredilir."
    : `${ROLE_LABELS[role]} rolünü veremezsiniz: kimseye kendi rolünüzden yüksek bir rol verilemez.`;

/** The name on the invitation page (the password is newPasswordSchema's, password-forms.ts). */
export const inviteeNameSchema = z.object({ ad: adminName });

export interface AdminListing {
  id: string;
  email: string;
  name: string;
  createdAt: string;
  lastSignInAt: string | null;
  twoFactor: boolean;
  role: Role;
  /** Set while the admin has not accepted their invitation (no password yet). */
  invitation?: { expiresAt: string | null; expired: boolean };
}

/** Every admin, oldest first, with the state of a pending invitation. */
export async function adminsForScreen(now = new Date()): Promise<AdminListing[]> {
  const db = await getDb();
  const [admins, expiries] = await Promise.all([listAdmins(db), pendingInviteExpiries(db)]);
  return admins.map((admin) => {
    const expiresAt = expiries.get(admin.id) ?? null;
    return {
      id: admin.id,
      email: admin.email,
      name: admin.name,
      createdAt: admin.created_at,
      lastSignInAt: admin.last_sign_in_at,
      twoFactor: admin.totp_enabled_at !== null,
      role: admin.role,
      invitation: admin.password_hash ? undefined : { expiresAt, expired: expiresAt === null || Date.parse(expiresAt) <= now.getTime() },
    };
  });
}

export const isPending = (admin: Admin) => admin.password_hash === "";

/** Issues a fresh invitation link for `invitee` (older links stop working) and queues its e-mail. */
async function sendInvitation(trx: Executor, session: ActiveSession, invitee: Admin, firmName: string): Promise<void> {
  const token = await issueToken(trx, invitee.id, "invite");
  const url = `${config().siteUrl}${adminPaths.acceptInvite}?${TOKEN_PARAM}=${token}`;
  const role = { label: ROLE_LABELS[invitee.role], summary: ROLE_SUMMARIES[invitee.role] };
  await queueMail(trx, inviteMail(firmName, invitee.email, session.admin.name || session.admin.email, url, INVITE_VALID_HOURS, role));
  await recordAudit(trx, {
    adminEmail: session.admin.email,
    action: "invite",
    list: "yoneticiler",
    entryId: invitee.email,
    details: { role: invitee.role },
  });
}

/** The signing-in admin as the database has them now (null: removed or never accepted meanwhile). */
async function actorOf(trx: Executor, session: ActiveSession): Promise<Admin | null> {
  const actor = await findAdmin(trx, session.admin.id);
  return actor && !isPending(actor) ? actor : null;
}

export type InviteResult =
  | { ok: true; adminId: string; resent: boolean }
  /** exists: an account has this address; role: a role the inviter may not give; above: a pending invitation of a higher role; actor-gone. */
  | { ok: false; reason: "exists" | "role" | "above" | "actor-gone" };

/**
 * Invites `email` (already normalized by inviteSchema): a new admin row
 * without a password, and the link by e-mail. An address with a pending
 * invitation gets a new link (the old one stops working); an address that
 * already has an account is refused.
 */
export async function inviteAdmin(session: ActiveSession, input: { email: string; name: string; role: Role }): Promise<InviteResult> {
  const firmName = (await currentFirm()).settings.name;
  const result = await transaction(async (trx): Promise<InviteResult> => {
    await serializeOn(trx, ADMINS_LOCK);
    const actor = await actorOf(trx, session);
    if (!actor) return { ok: false, reason: "actor-gone" };
    if (!assignableRoles(actor.role).includes(input.role)) return { ok: false, reason: "role" };
    const existing = await findAdminByEmail(trx, input.email);
    if (existing && !isPending(existing)) return { ok: false, reason: "exists" };
    if (existing && !roleAtLeast(actor.role, existing.role)) return { ok: false, reason: "above" };
    let invitee = existing;
    if (invitee) {
      if (input.name && input.name !== invitee.name) await setAdminName(trx, invitee.id, input.name);
      // Invited again with another role: the new invitation's role is the one that counts.
      if (input.role !== invitee.role) {
        await setRole(trx, invitee.id, input.role);
        invitee = { ...invitee, role: input.role };
      }
    } else {
      const now = nowIso();
      invitee = {
        id: newId(),
        email: input.email,
        password_hash: "",
        created_at: now,
        password_changed_at: now,
        name: input.name,
        last_sign_in_at: null,
        totp_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
        role: input.role,
        upload_quota_mb: null,
      };
      await insertAdmin(trx, invitee);
    }
    await sendInvitation(trx, session, invitee, firmName);
    return { ok: true, adminId: invitee.id, resent: existing !== undefined };
  });
  if (result.ok) notifyQueued();
  return result;
}

export type ResendResult = { ok: true } | { ok: false; reason: "gone" | "accepted" | "above" | "actor-gone" };

/** "Daveti yeniden gönder": a new link for a pending invitation; the one sent before stops working. */
export async function resendInvite(session: ActiveSession, adminId: string): Promise<ResendResult> {
  const firmName = (await currentFirm()).settings.name;
  const result = await transaction(async (trx): Promise<ResendResult> => {
    await serializeOn(trx, ADMINS_LOCK);
    const actor = await actorOf(trx, session);
    if (!actor) return { ok: false, reason: "actor-gone" };
    const invitee = await findAdmin(trx, adminId);
    if (!invitee) return { ok: false, reason: "gone" };
    const refused = resendRefusal(actor, { id: invitee.id, role: invitee.role, pending: isPending(invitee) });
    if (refused) return { ok: false, reason: refused };
    await sendInvitation(trx, session, invitee, firmName);
    return { ok: true };
  });
  if (result.ok) notifyQueued();
  return result;
}

export type RemoveResult =
  | { ok: true; email: string; wasInvitation: boolean }
  /**
   * self: one's own account; owner: the Sahip; not-owner: an account only the Sahip removes; above: an invitation
   * of a role above the remover's; last: the only admin who can sign in; gone: removed already; actor-gone: the
   * remover was removed meanwhile.
   */
  | { ok: false; reason: "self" | "owner" | "not-owner" | "above" | "last" | "gone" | "actor-gone" };

/**
 * Removes an admin (or withdraws an invitation). Deleting the row ends their
 * sessions at once and drops their tokens and recovery codes (foreign keys
 * cascade). Only the Sahip removes an admin who has an account; the Sahip is
 * never removed (ownership is transferred first); a Yönetici withdraws
 * invitations of roles up to theirs. Nobody removes themselves, and the last
 * admin who can sign in stays. The checks and the delete run under one lock,
 * on the rows as they are then.
 */
export async function removeAdmin(session: ActiveSession, adminId: string): Promise<RemoveResult> {
  if (adminId === session.admin.id) return { ok: false, reason: "self" };
  return transaction(async (trx): Promise<RemoveResult> => {
    await serializeOn(trx, ADMINS_LOCK);
    const actor = await actorOf(trx, session);
    if (!actor) return { ok: false, reason: "actor-gone" };
    const target = await findAdmin(trx, adminId);
    if (!target) return { ok: false, reason: "gone" };
    const refused = removeRefusal(actor, { id: target.id, role: target.role, pending: isPending(target) });
    if (refused) return { ok: false, reason: refused };
    if (!isPending(target) && (await countActiveAdmins(trx)) <= 1) return { ok: false, reason: "last" };
    await deleteAdmin(trx, target.id);
    await recordAudit(trx, {
      adminEmail: session.admin.email,
      action: "remove",
      list: "yoneticiler",
      entryId: target.email,
      details: { role: target.role },
    });
    return { ok: true, email: target.email, wasInvitation: isPending(target) };
  });
}

export interface Invitation {
  email: string;
  name: string;
  role: Role;
}

/** Whom a live invitation link is for (to show its form), without using it. */
export async function invitationFor(token: string | null | undefined): Promise<Invitation | undefined> {
  const adminId = await peekToken(token, "invite");
  if (!adminId) return undefined;
  const admin = await findAdmin(await getDb(), adminId);
  if (!admin || !isPending(admin)) return undefined;
  return { email: admin.email, name: admin.name, role: admin.role };
}

/**
 * Accepts an invitation: uses the link (once) and sets the name and first
 * password in one transaction, then signs the new admin in. Returns the
 * session token for the cookie, or undefined when the link is not live
 * (unknown, used, expired, withdrawn): then nothing changed.
 */
export async function acceptInvitation(
  token: string,
  input: { name: string; password: string },
  client: Client,
): Promise<string | undefined> {
  const hash = await hashPassword(input.password);
  const adminId = await transaction(async (trx) => {
    const id = await consumeToken(trx, token, "invite");
    if (!id) return undefined;
    const admin = await findAdmin(trx, id);
    if (!admin || !isPending(admin)) return undefined;
    await setPasswordHash(trx, id, hash, nowIso());
    await setAdminName(trx, id, input.name);
    await recordAudit(trx, { adminEmail: admin.email, action: "accept-invite", list: "hesap", entryId: null });
    return id;
  });
  return adminId ? createSession(adminId, client) : undefined;
}
