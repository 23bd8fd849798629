/**
 * The admins' roles on the Yöneticiler screen (issue 25, lib/roles.ts):
 * changing an admin's role, transferring ownership (Sahip), and the setting
 * that makes two-factor sign-in compulsory for everyone.
 *
 * Every check reads the rows again inside the transaction, under
 * ADMINS_LOCK, so two requests at the same moment cannot leave the office
 * with no Sahip or two: a role change never gives or takes Sahip, and the
 * transfer moves it from the one owner to one other admin in one step.
 */
import { REQUIRE_TWO_FACTOR_SETTING } from "#app/.server/accounts/access.ts";
import { roleChangeRefusal } from "#app/.server/accounts/account-actions.ts";
import { accountCheckPassed, admitAccountCheck } from "#app/.server/accounts/account-checks.ts";
import { ADMINS_LOCK } from "#app/.server/accounts/accounts.ts";
import { isPending } from "#app/.server/accounts/admins.ts";
import { verifyPassword } from "#app/.server/accounts/password.ts";
import { canEncryptSecrets } from "#app/.server/accounts/secret-box.ts";
import type { ActiveSession } from "#app/.server/accounts/sessions.ts";
import { claimSecondFactor, hasTwoFactor, matchSecondFactor } from "#app/.server/accounts/two-factor.ts";
import { getDb, serializeOn, transaction } from "#app/.server/db/index.ts";
import { findAdmin, setRole } from "#app/.server/repositories/admins.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { getSetting, putSetting } from "#app/.server/repositories/settings.ts";
import { assignableRoles, type Role, roleAtLeast } from "#app/lib/roles.ts";

export type RoleChangeResult =
  | { ok: true; email: string; role: Role; changed: boolean }
  /**
   * owner: Sahip is given only by transfer; owner-fixed: the Sahip's own role; above: the admin's role is above
   * the changer's; too-high: a role above the changer's; gone; actor-gone: the changer was removed meanwhile.
   */
  | { ok: false; reason: "owner" | "owner-fixed" | "above" | "too-high" | "gone" | "actor-gone" };

/**
 * Gives `adminId` the role `role`. Nobody raises anyone (themselves too)
 * above their own role, nobody gives Sahip (only the transfer does), the
 * Sahip's role is not changed (so the last Sahip is never demoted), and an
 * admin whose role is above the changer's is left alone.
 */
export async function changeRole(session: ActiveSession, adminId: string, role: Role): Promise<RoleChangeResult> {
  return transaction(async (trx): Promise<RoleChangeResult> => {
    await serializeOn(trx, ADMINS_LOCK);
    const actor = await findAdmin(trx, session.admin.id);
    if (!actor || isPending(actor)) return { ok: false, reason: "actor-gone" };
    const target = await findAdmin(trx, adminId);
    if (!target) return { ok: false, reason: "gone" };
    if (role === "owner") return { ok: false, reason: "owner" };
    const refused = roleChangeRefusal(actor, { id: target.id, role: target.role, pending: isPending(target) });
    if (refused) return { ok: false, reason: refused };
    if (!assignableRoles(actor.role).includes(role)) return { ok: false, reason: "too-high" };
    if (target.role === role) return { ok: true, email: target.email, role, changed: false };
    await setRole(trx, target.id, role);
    await recordAudit(trx, {
      adminEmail: actor.email,
      action: "role",
      list: "yoneticiler",
      entryId: target.email,
      details: { from: target.role, to: role },
    });
    return { ok: true, email: target.email, role, changed: true };
  });
}

export type TransferResult =
  | { ok: true; email: string }
  | {
      ok: false;
      errors: { hedef?: string; sifre?: string; kod?: string; form?: string };
      status: 400 | 403 | 409 | 429;
      /** With 429: seconds until the account may try again (Retry-After). */
      retryAfter?: number;
    };

const WRONG_CODE = "Doğrulama kodu hatalı.";

/**
 * Makes `targetId` the Sahip and the owner a Yönetici, in one transaction
 * with its audit row, after the owner's password and (with two-factor on) a
 * current code or a recovery code. Every check is counted in the account's
 * one counter (account-checks.ts, with the password change and two-factor
 * forms); wrong ones change nothing.
 */
export async function transferOwnership(session: ActiveSession, targetId: string, password: string, code: string): Promise<TransferResult> {
  const db = await getDb();
  const owner = await findAdmin(db, session.admin.id);
  if (owner?.role !== "owner") return { ok: false, status: 403, errors: { form: "Sahipliği yalnızca Sahip devredebilir." } };
  const target = targetId ? await findAdmin(db, targetId) : undefined;
  if (!target || target.id === owner.id || isPending(target)) {
    return { ok: false, status: 400, errors: { hedef: "Sahipliği devredeceğiniz, panele girebilen bir yöneticiyi seçin." } };
  }
  // The account's one counter of password and code checks (account-checks.ts), counted before the check.
  const limited = await admitAccountCheck(owner.id);
  if (limited) return { ok: false, status: 429, errors: { form: limited.error }, retryAfter: limited.retryAfter };
  if (password.length > 1024 || !(await verifyPassword(password, owner.password_hash))) {
    return { ok: false, status: 400, errors: { sifre: "Şifre hatalı." } };
  }
  const match = hasTwoFactor(owner) ? await matchSecondFactor(owner, code) : undefined;
  if (hasTwoFactor(owner) && !match) {
    return { ok: false, status: 400, errors: { kod: code ? WRONG_CODE : "Doğrulama kodunu ya da bir kurtarma kodunu girin." } };
  }
  const outcome = await transaction(async (trx): Promise<"ok" | "code" | "changed"> => {
    await serializeOn(trx, ADMINS_LOCK);
    const [nowOwner, nowTarget] = [await findAdmin(trx, owner.id), await findAdmin(trx, target.id)];
    // Another request moved the ownership or removed the admin meanwhile.
    if (nowOwner?.role !== "owner" || !nowTarget || isPending(nowTarget)) return "changed";
    if (match && !(await claimSecondFactor(trx, owner.id, match))) return "code";
    await setRole(trx, owner.id, "manager");
    await setRole(trx, target.id, "owner");
    await recordAudit(trx, {
      adminEmail: owner.email,
      action: "transfer-ownership",
      list: "yoneticiler",
      entryId: target.email,
      // The new owner's role before, for the log; the old owner becomes a Yönetici.
      details: { from: owner.email, to: target.email, previousRole: nowTarget.role },
    });
    return "ok";
  });
  if (outcome === "code") return { ok: false, status: 400, errors: { kod: WRONG_CODE } };
  if (outcome === "changed") {
    return { ok: false, status: 409, errors: { form: "Yöneticiler bu arada değişti; hiçbir şey devredilmedi. Sayfayı yenileyin." } };
  }
  await accountCheckPassed(owner.id);
  return { ok: true, email: target.email };
}

export type RequireTwoFactorResult = { ok: true; changed: boolean } | { ok: false; error: string; status: 403 | 409 };

/**
 * Turns the requirement on or off (Yönetici and above). Turning it on needs
 * two-factor on the changer's own account and a server that can keep
 * secrets (TWO_FACTOR_KEY): otherwise everybody would be locked out.
 */
export async function setTwoFactorRequired(session: ActiveSession, on: boolean): Promise<RequireTwoFactorResult> {
  return transaction(async (trx): Promise<RequireTwoFactorResult> => {
    await serializeOn(trx, ADMINS_LOCK);
    const actor = await findAdmin(trx, session.admin.id);
    if (!actor || isPending(actor) || !roleAtLeast(actor.role, "manager")) {
      return { ok: false, status: 403, error: "Bu işlem için yetkiniz yok." };
    }
    const current = (await getSetting(trx, REQUIRE_TWO_FACTOR_SETTING)) === "1";
    if (current === on) return { ok: true, changed: false };
    if (on && !canEncryptSecrets()) {
      return {
        ok: false,
        status: 409,
        error: "Sunucu iki adımlı doğrulama için yapılandırılmamış (TWO_FACTOR_KEY eksik); zorunlu kılınamaz.",
      };
    }
    if (on && !hasTwoFactor(actor)) {
      return {
        ok: false,
        status: 409,
        error: "Önce kendi hesabınızda iki adımlı doğrulamayı açın; sonra herkes için zorunlu kılabilirsiniz.",
      };
    }
    await putSetting(trx, REQUIRE_TWO_FACTOR_SETTING, on ? "1" : "0");
    await recordAudit(trx, { adminEmail: actor.email, action: "require-two-factor", list: "yoneticiler", entryId: null, details: { on } });
    return { ok: true, changed: true };
  });
}
