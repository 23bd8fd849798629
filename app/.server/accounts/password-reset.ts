/**
 * "Şifremi unuttum": a single-use link by e-mail (tokens.ts: only its
 * SHA-256 is stored, 1 hour), and the new password set through it.
 *
 * Asking never tells whether the address has an account: the answer is the
 * same, and only an admin who can sign in gets a mail. Setting the password
 * ends every session of the admin and tells them by e-mail; it never signs
 * anyone in, so two-factor sign-in still asks for its code afterwards.
 */

import { passwordResetDoneMail, passwordResetMail } from "#app/.server/accounts/mail.ts";
import { hashPassword } from "#app/.server/accounts/password.ts";
import { consumeToken, issueToken, peekToken, TOKEN_TTL_MS } from "#app/.server/accounts/tokens.ts";
import { config } from "#app/.server/config.ts";
import { getDb, transaction } from "#app/.server/db/index.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { notifyQueued, queueMail } from "#app/.server/mail/outbox.ts";
import { withdrawTokens } from "#app/.server/repositories/admin-tokens.ts";
import { findAdmin, findAdminByEmail, setPasswordHash } from "#app/.server/repositories/admins.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { deleteAllSessions } from "#app/.server/repositories/sessions.ts";
import * as rateLimit from "#app/.server/web/security/rate-limit.ts";
import { adminPaths, TOKEN_PARAM } from "#app/lib/admin-paths.ts";
import { normalizeEmail } from "#app/lib/email.ts";

/**
 * - per client address: 5 requests in 15 minutes, then 429 (it says nothing
 *   about any account: every address counts alike);
 * - per target address: 3 mails an hour. Past that the answer stays the
 *   same but no mail goes out, so nobody can fill an admin's inbox.
 */
export const RESET_LIMITS = {
  client: { max: 5, windowMs: 15 * 60 * 1000 },
  address: { max: 3, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, rateLimit.Limit>;

export const RESET_VALID_MINUTES = TOKEN_TTL_MS.reset / 60_000;

export type ResetRequestResult = { ok: true } | { ok: false; retryAfter: number };

/**
 * Sends a reset link to `email` if it belongs to an admin who can sign in
 * (an invited admin who has not accepted yet has no password to reset).
 * `{ ok: true }` whether or not a mail was sent.
 */
export async function requestPasswordReset(email: string, clientIp: string | null): Promise<ResetRequestResult> {
  const client = await rateLimit.hit(`sifre-yenileme:ip:${clientIp ?? "?"}`, RESET_LIMITS.client);
  if (client.limited) return { ok: false, retryAfter: client.retryAfter };
  const address = normalizeEmail(email);
  // Counted for every address, known or not, so both take the same path.
  const perAddress = await rateLimit.hit(`sifre-yenileme:eposta:${address}`, RESET_LIMITS.address);
  if (perAddress.limited) return { ok: true };
  const firmName = (await currentFirm()).settings.name;
  const queued = await transaction(async (trx) => {
    const admin = await findAdminByEmail(trx, address);
    if (!admin?.password_hash) return false;
    const token = await issueToken(trx, admin.id, "reset");
    const url = `${config().siteUrl}${adminPaths.resetPassword}?${TOKEN_PARAM}=${encodeURIComponent(token)}`;
    await queueMail(trx, passwordResetMail(firmName, admin.email, url, RESET_VALID_MINUTES));
    return true;
  });
  if (queued) notifyQueued();
  return { ok: true };
}

/** The address a live reset link is for (its form checks the new password against it), without using the link. */
export async function resetTarget(token: string | null | undefined): Promise<{ email: string } | undefined> {
  const adminId = await peekToken(token, "reset");
  if (!adminId) return undefined;
  const admin = await findAdmin(await getDb(), adminId);
  return admin?.password_hash ? { email: admin.email } : undefined;
}

/**
 * Uses the link and sets the new password (checked by the caller against
 * the policy), in one transaction with: every session of the admin ended,
 * their other reset links and any half-finished two-factor sign-in
 * withdrawn, the audit row and the notification mail. False when the link
 * is not live (used, expired, unknown): then nothing changes.
 */
export async function resetPassword(token: string, password: string): Promise<boolean> {
  if (!(await resetTarget(token))) return false;
  const hash = await hashPassword(password);
  const at = new Date();
  const firmName = (await currentFirm()).settings.name;
  const done = await transaction(async (trx) => {
    const adminId = await consumeToken(trx, token, "reset");
    const admin = adminId ? await findAdmin(trx, adminId) : undefined;
    if (!admin?.password_hash) return false;
    const now = at.toISOString();
    await setPasswordHash(trx, admin.id, hash, now);
    await deleteAllSessions(trx, admin.id);
    await withdrawTokens(trx, admin.id, "reset", now);
    // A second step begun with the old password must not finish with it.
    await withdrawTokens(trx, admin.id, "second-factor", now);
    await recordAudit(trx, { adminEmail: admin.email, action: "reset", list: "hesap", entryId: null });
    await queueMail(trx, passwordResetDoneMail(firmName, admin.email, at, `${config().siteUrl}${adminPaths.signIn}`));
    return true;
  });
  if (done) notifyQueued();
  return done;
}
