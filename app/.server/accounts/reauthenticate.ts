/**
 * A signed-in admin proves again who they are before a step that gives away
 * the whole site (Yedekler's download, issue 40): the password, and a current
 * authenticator code or a recovery code when two-factor is on. The same checks
 * as turning two-factor off and the ownership transfer: counted in the
 * account's one counter (account-checks.ts) before they are answered, the
 * password against its hash, the code matched outside and claimed inside the
 * transaction (a code works once, also against a concurrent request). The
 * caller's write (its audit row) runs in that transaction, so a step is
 * recorded exactly when its proof was accepted.
 */
import { accountCheckPassed, admitAccountCheck } from "#app/.server/accounts/account-checks.ts";
import { isPending } from "#app/.server/accounts/admins.ts";
import { verifyPassword } from "#app/.server/accounts/password.ts";
import type { ActiveSession } from "#app/.server/accounts/sessions.ts";
import { claimSecondFactor, hasTwoFactor, matchSecondFactor } from "#app/.server/accounts/two-factor.ts";
import { type Executor, getDb, transaction } from "#app/.server/db/index.ts";
import type { Admin } from "#app/.server/db/schema.ts";
import { findAdmin } from "#app/.server/repositories/admins.ts";

export type ReauthErrors = { sifre?: string; kod?: string; form?: string };

export type ReauthResult<T> =
  | { ok: true; value: T }
  /** 400: a wrong answer; 403: no such admin any more; 429: the account's tries are used up (retryAfter in seconds). */
  | { ok: false; errors: ReauthErrors; status: 400 | 403 | 429; retryAfter?: number };

const WRONG_CODE = "Doğrulama kodu hatalı.";

/**
 * Runs `write` in a transaction once `password` (and `code`, when the admin
 * has two-factor on) is right; otherwise changes nothing and says what was
 * wrong, in Turkish, by field (sifre, kod, form).
 */
export async function withReauthentication<T>(
  session: ActiveSession,
  password: string,
  code: string,
  write: (trx: Executor, admin: Admin) => Promise<T>,
): Promise<ReauthResult<T>> {
  const admin = await findAdmin(await getDb(), session.admin.id);
  if (!admin || isPending(admin)) return { ok: false, status: 403, errors: { form: "Bu işlem için yetkiniz yok." } };
  const limited = await admitAccountCheck(admin.id);
  if (limited) return { ok: false, status: 429, errors: { form: limited.error }, retryAfter: limited.retryAfter };
  if (password === "" || password.length > 1024 || !(await verifyPassword(password, admin.password_hash))) {
    return { ok: false, status: 400, errors: { sifre: password === "" ? "Şifrenizi girin." : "Şifre hatalı." } };
  }
  const twoFactor = hasTwoFactor(admin);
  const match = twoFactor ? await matchSecondFactor(admin, code) : undefined;
  if (twoFactor && !match) {
    return { ok: false, status: 400, errors: { kod: code.trim() ? WRONG_CODE : "Doğrulama kodunu ya da bir kurtarma kodunu girin." } };
  }
  const outcome = await transaction(async (trx): Promise<{ value: T } | undefined> => {
    if (match && !(await claimSecondFactor(trx, admin.id, match))) return undefined;
    return { value: await write(trx, admin) };
  });
  if (!outcome) return { ok: false, status: 400, errors: { kod: WRONG_CODE } };
  await accountCheckPassed(admin.id);
  return { ok: true, value: outcome.value };
}
