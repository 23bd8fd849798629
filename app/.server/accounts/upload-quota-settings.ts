/**
 * Yükleme kotaları (ADR 033), the Sahip's screen: every account's uploads
 * against its quota, the default quota, and an account's own quota (or back
 * to the default). Only the Sahip changes them: the route is the Sahip's
 * (lib/admin-access.ts), and each write checks the actor's role again inside
 * its one transaction, under ADMINS_LOCK, with its audit row (list
 * "yoneticiler", action "upload-quota").
 *
 * A quota below what an account has already uploaded is saved only once the
 * Sahip confirms it: that account's next uploads are refused, and nothing it
 * uploaded is deleted.
 */
import { z } from "zod";
import { ADMINS_LOCK } from "#app/.server/accounts/accounts.ts";
import { isPending } from "#app/.server/accounts/admins.ts";
import type { ActiveSession } from "#app/.server/accounts/sessions.ts";
import { DEFAULT_QUOTA_SETTING, defaultQuotaMb } from "#app/.server/accounts/upload-quota.ts";
import { type Executor, getDb, serializeOn, transaction } from "#app/.server/db/index.ts";
import { findAdmin, listAdmins } from "#app/.server/repositories/admins.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { putSetting } from "#app/.server/repositories/settings.ts";
import { setAccountQuotaMb, uploadedBytesByAccount } from "#app/.server/repositories/upload-quotas.ts";
import type { Role } from "#app/lib/roles.ts";
import { MB, quotaText, UPLOAD_QUOTA_MAX_MB } from "#app/lib/upload-quota.ts";

const QUOTA_HINT = `Kotayı MB olarak 0 ile ${UPLOAD_QUOTA_MAX_MB.toLocaleString("tr-TR")} arasında bir tam sayıyla yazın (ör. 500).`;

/** A quota in whole MB as typed ("500", " 1.024 " with a thousands dot), or undefined when it is not one. */
function typedQuota(value: string): number | undefined {
  const digits = value.trim().replace(/\./g, "");
  return /^\d{1,7}$/.test(digits) && Number(digits) <= UPLOAD_QUOTA_MAX_MB ? Number(digits) : undefined;
}

/** A quota field; with `emptyIsDefault`, an empty one is null (the default quota). */
const quotaField = (emptyIsDefault: boolean) =>
  z.string({ error: QUOTA_HINT }).transform((value, ctx) => {
    if (emptyIsDefault && value.trim() === "") return null;
    const mb = typedQuota(value);
    if (mb === undefined) ctx.addIssue({ code: "custom", message: QUOTA_HINT });
    return mb ?? z.NEVER;
  });

/** The default quota's form. */
export const defaultQuotaSchema = z.object({ kota: quotaField(false).pipe(z.number()) });

/** An account's form: its quota, or empty for the default (null). */
export const accountQuotaSchema = z.object({ id: z.string().min(1).max(100), kota: quotaField(true) });

/** An account as the screen lists it. */
export interface QuotaAccount {
  id: string;
  email: string;
  name: string;
  role: Role;
  pending: boolean;
  usedBytes: number;
  /** Its own quota in MB; null: the default. */
  ownMb: number | null;
}

export async function quotaScreen(): Promise<{ defaultMb: number; accounts: QuotaAccount[] }> {
  const db = await getDb();
  const [admins, used, defaultMb] = await Promise.all([listAdmins(db), uploadedBytesByAccount(db), defaultQuotaMb(db)]);
  return {
    defaultMb,
    accounts: admins.map((admin) => ({
      id: admin.id,
      email: admin.email,
      name: admin.name,
      role: admin.role,
      pending: isPending(admin),
      usedBytes: used.get(admin.email) ?? 0,
      ownMb: admin.upload_quota_mb === null ? null : Number(admin.upload_quota_mb),
    })),
  };
}

export type QuotaResult =
  | { ok: true; changed: boolean; email?: string }
  /** not-owner: only the Sahip; gone: the account was removed; actor-gone: the Sahip's own account was. */
  | { ok: false; reason: "not-owner" | "gone" | "actor-gone" }
  /** The quota is below what these accounts have uploaded: saved only when confirmed. */
  | { ok: false; reason: "below-usage"; over: { email: string; usedBytes: number }[] };

/** The Sahip who acts, read again in the transaction; a refusal when it is no longer so. */
async function owner(trx: Executor, session: ActiveSession) {
  const actor = await findAdmin(trx, session.admin.id);
  if (!actor || isPending(actor)) return { ok: false as const, reason: "actor-gone" as const };
  if (actor.role !== "owner") return { ok: false as const, reason: "not-owner" as const };
  return { ok: true as const, actor };
}

/** Sets the default quota (MB) of every account without its own. */
export async function setDefaultQuota(session: ActiveSession, mb: number, confirmed: boolean): Promise<QuotaResult> {
  return transaction(async (trx): Promise<QuotaResult> => {
    await serializeOn(trx, ADMINS_LOCK);
    const who = await owner(trx, session);
    if (!who.ok) return who;
    const from = await defaultQuotaMb(trx);
    if (from === mb) return { ok: true, changed: false };
    const used = await uploadedBytesByAccount(trx);
    const over = (await listAdmins(trx))
      .filter((admin) => admin.upload_quota_mb === null && (used.get(admin.email) ?? 0) > mb * MB)
      .map((admin) => ({ email: admin.email, usedBytes: used.get(admin.email) ?? 0 }));
    if (over.length > 0 && !confirmed) return { ok: false, reason: "below-usage", over };
    await putSetting(trx, DEFAULT_QUOTA_SETTING, String(mb));
    await recordAudit(trx, {
      adminEmail: who.actor.email,
      action: "upload-quota",
      list: "yoneticiler",
      entryId: null,
      details: { default: true, from, to: mb },
    });
    return { ok: true, changed: true };
  });
}

/** Gives the account `adminId` its own quota (MB), or the default again (null). */
export async function setAccountQuota(
  session: ActiveSession,
  adminId: string,
  mb: number | null,
  confirmed: boolean,
): Promise<QuotaResult> {
  return transaction(async (trx): Promise<QuotaResult> => {
    await serializeOn(trx, ADMINS_LOCK);
    const who = await owner(trx, session);
    if (!who.ok) return who;
    const target = await findAdmin(trx, adminId);
    if (!target) return { ok: false, reason: "gone" };
    const from = target.upload_quota_mb === null ? null : Number(target.upload_quota_mb);
    if (from === mb) return { ok: true, changed: false, email: target.email };
    const effective = mb ?? (await defaultQuotaMb(trx));
    const usedBytes = (await uploadedBytesByAccount(trx)).get(target.email) ?? 0;
    if (usedBytes > effective * MB && !confirmed) return { ok: false, reason: "below-usage", over: [{ email: target.email, usedBytes }] };
    await setAccountQuotaMb(trx, target.id, mb);
    await recordAudit(trx, {
      adminEmail: who.actor.email,
      action: "upload-quota",
      list: "yoneticiler",
      entryId: target.email,
      details: { from, to: mb },
    });
    return { ok: true, changed: true, email: target.email };
  });
}

/** "500 MB (varsayılan)" or "2.000 MB". */
export const accountQuotaText = (account: Pick<QuotaAccount, "ownMb">, defaultMb: number) =>
  account.ownMb === null ? `${quotaText(defaultMb)} (varsayılan)` : quotaText(account.ownMb);
