/**
 * Two-factor sign-in (TOTP, RFC 6238) for the signed-in admin: turning it on
 * (a pending secret, confirmed with a first code), recovery codes, turning it
 * off; and the code check the sign-in's second step uses (sign-in.ts).
 *
 * The codes are computed and checked by otplib, not by code of ours. The
 * secret is stored sealed with TWO_FACTOR_KEY (secret-box.ts); recovery codes
 * only as SHA-256 (they carry 80 random bits, so a slow hash adds nothing).
 * A code is accepted once: the time step it belongs to is claimed atomically
 * (claimTotpStep), a recovery code is marked used (markRecoveryCodeUsed).
 * otplib and qrcode are loaded at the first second factor, not with the
 * server (issue 41).
 */
import { createHash, randomBytes } from "node:crypto";
import { accountCheckPassed, admitAccountCheck } from "#app/.server/accounts/account-checks.ts";
import { twoFactorOffMail } from "#app/.server/accounts/mail.ts";
import { verifyPassword } from "#app/.server/accounts/password.ts";
import { canEncryptSecrets, openSecret, sealSecret } from "#app/.server/accounts/secret-box.ts";
import type { ActiveSession } from "#app/.server/accounts/sessions.ts";
import { config } from "#app/.server/config.ts";
import { type Executor, getDb, transaction } from "#app/.server/db/index.ts";
import type { Admin } from "#app/.server/db/schema.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { nowIso } from "#app/.server/ids.ts";
import { log } from "#app/.server/log.ts";
import { notifyQueued, queueMail } from "#app/.server/mail/outbox.ts";
import { claimTotpStep, enableTotp, findAdmin, setTotp } from "#app/.server/repositories/admins.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { countUnusedRecoveryCodes, markRecoveryCodeUsed, replaceRecoveryCodes } from "#app/.server/repositories/recovery-codes.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";

export const RECOVERY_CODE_COUNT = 10;
/** ±30 s around the server's clock: the code of the step before and after the current one is accepted too, no further. */
export const TOTP_TOLERANCE_SECONDS = 30;
/** Longer input is no code of ours (a recovery code with separators is 19 characters). */
const MAX_CODE_LENGTH = 64;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

// --- Codes (pure) ---------------------------------------------------------

/** A recovery code: 80 random bits as 16 base32 characters, shown as XXXX-XXXX-XXXX-XXXX. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out.match(/.{4}/g)!.join("-");
}

/** The recovery code as stored: upper case, without spaces or dashes; undefined when it cannot be one. */
export function normalizeRecoveryCode(input: string): string | undefined {
  if (input.length > MAX_CODE_LENGTH) return undefined;
  const code = input.replace(/[\s-]+/g, "").toUpperCase();
  return /^[A-Z2-7]{16}$/.test(code) ? code : undefined;
}

export const hashRecoveryCode = (normalized: string) => createHash("sha256").update(normalized).digest("hex");

/** The six digits of an authenticator code ("123 456" as apps show it too); undefined when it is not one. */
export function normalizeTotpCode(input: string): string | undefined {
  if (input.length > MAX_CODE_LENGTH) return undefined;
  const code = input.replace(/\s+/g, "");
  return /^\d{6}$/.test(code) ? code : undefined;
}

/**
 * The time step `token` belongs to, if it is the secret's code for now ±1
 * step and later than `lastStep` (a code used already is refused).
 */
export async function matchTotp(secret: string, token: string, lastStep: number | null, epoch?: number): Promise<number | undefined> {
  const { verify } = await import("otplib");
  const result = await verify({
    secret,
    token,
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    ...(epoch === undefined ? {} : { epoch }),
  });
  // The TOTP strategy (the default) answers with the time step the code belongs to.
  return result.valid && "timeStep" in result ? result.timeStep : undefined;
}

/** The secret as people type it from the screen: groups of four. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? "";

// --- A second factor: matched outside, claimed inside the transaction --------

export type SecondFactorMatch = { kind: "totp"; step: number } | { kind: "recovery"; hash: string };

function readableSecret(admin: Admin): string | undefined {
  if (!admin.totp_secret) return undefined;
  try {
    return openSecret(admin.totp_secret);
  } catch (error) {
    // The key changed or is missing: authenticator codes cannot be checked, recovery codes still work (README).
    log.warn({ err: error, adminId: admin.id }, "two-factor secret cannot be opened");
    return undefined;
  }
}

/** Whether `input` is a valid authenticator code or looks like a recovery code (which the claim then checks). */
export async function matchSecondFactor(admin: Admin, input: string): Promise<SecondFactorMatch | undefined> {
  const totp = normalizeTotpCode(input);
  if (totp) {
    const secret = readableSecret(admin);
    const step = secret ? await matchTotp(secret, totp, admin.totp_last_step) : undefined;
    return step === undefined ? undefined : { kind: "totp", step };
  }
  const recovery = normalizeRecoveryCode(input);
  return recovery ? { kind: "recovery", hash: hashRecoveryCode(recovery) } : undefined;
}

/** Uses the matched code (atomic: false when it was used already, also by a concurrent request). */
export async function claimSecondFactor(trx: Executor, adminId: string, match: SecondFactorMatch): Promise<boolean> {
  return match.kind === "totp" ? claimTotpStep(trx, adminId, match.step) : markRecoveryCodeUsed(trx, adminId, match.hash, nowIso());
}

export const hasTwoFactor = (admin: Pick<Admin, "totp_secret" | "totp_enabled_at">) => Boolean(admin.totp_secret && admin.totp_enabled_at);

// --- The admin's own screen --------------------------------------------------

export type TwoFactorView =
  /** Off, and the server has no TWO_FACTOR_KEY: it cannot be turned on. */
  | { state: "unavailable" }
  | { state: "off" }
  /** A secret waits for its first code. */
  | { state: "pending"; secret: string; qrSvg: string }
  | { state: "on"; enabledAt: string; remaining: number; codesWork: boolean };

async function currentAdmin(session: ActiveSession): Promise<Admin> {
  const admin = await findAdmin(await getDb(), session.admin.id);
  if (!admin) throw new Error("The signed-in admin does not exist.");
  return admin;
}

export async function twoFactorView(session: ActiveSession): Promise<TwoFactorView> {
  const admin = await currentAdmin(session);
  if (hasTwoFactor(admin)) {
    return {
      state: "on",
      enabledAt: admin.totp_enabled_at!,
      remaining: await countUnusedRecoveryCodes(await getDb(), admin.id),
      codesWork: readableSecret(admin) !== undefined,
    };
  }
  if (!canEncryptSecrets()) return { state: "unavailable" };
  const secret = readableSecret(admin);
  if (!secret) return { state: "off" };
  const [{ generateURI }, { default: QRCode }] = await Promise.all([import("otplib"), import("qrcode")]);
  const uri = generateURI({ issuer: (await currentFirm()).settings.name, label: admin.email, secret });
  return { state: "pending", secret, qrSvg: await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" }) };
}

/** Makes a new pending secret (replacing an earlier pending one); false when two-factor is on already or cannot be. */
export async function startTwoFactor(session: ActiveSession): Promise<boolean> {
  if (!canEncryptSecrets()) return false;
  const { generateSecret } = await import("otplib");
  const sealed = sealSecret(generateSecret());
  return transaction(async (trx) => {
    const admin = await findAdmin(trx, session.admin.id);
    if (!admin || hasTwoFactor(admin)) return false;
    await setTotp(trx, admin.id, { secret: sealed, enabledAt: null });
    return true;
  });
}

/** Drops a pending secret (never an active one). */
export async function cancelTwoFactor(session: ActiveSession): Promise<void> {
  await transaction(async (trx) => {
    const admin = await findAdmin(trx, session.admin.id);
    if (admin && !hasTwoFactor(admin)) await setTotp(trx, admin.id, { secret: null, enabledAt: null });
  });
}

async function storeNewRecoveryCodes(trx: Executor, adminId: string, at: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(
    trx,
    adminId,
    codes.map((code) => hashRecoveryCode(normalizeRecoveryCode(code)!)),
    at,
  );
  return codes;
}

export type CodesResult =
  | { ok: true; codes: string[] }
  /** retryAfter: the account's wrong tries are used up (429); the message is the form's, not the code field's. */
  | { ok: false; error: string; retryAfter?: number };

const WRONG_CODE = "Doğrulama kodu hatalı.";

/**
 * Confirms the pending secret with its first code: two-factor is on, and the
 * recovery codes (shown once) are returned. Wrong codes are not counted
 * (account-checks.ts): the secret is on the same screen, so guessing its
 * code gains nothing.
 */
export async function confirmTwoFactor(session: ActiveSession, input: string): Promise<CodesResult> {
  const admin = await currentAdmin(session);
  const secret = !hasTwoFactor(admin) ? readableSecret(admin) : undefined;
  if (!secret || !admin.totp_secret) return { ok: false, error: "Önce iki adımlı doğrulamayı açmayı başlatın." };
  const code = normalizeTotpCode(input);
  const step = code ? await matchTotp(secret, code, null) : undefined;
  if (step === undefined) return { ok: false, error: WRONG_CODE };
  const sealed = admin.totp_secret;
  return transaction(async (trx) => {
    const at = nowIso();
    // Conditional on the same pending secret: a second tab or a double submit changes nothing.
    if (!(await enableTotp(trx, admin.id, sealed, at)) || !(await claimTotpStep(trx, admin.id, step))) {
      return { ok: false as const, error: "İki adımlı doğrulama bu arada değişti. Sayfayı yenileyin." };
    }
    const codes = await storeNewRecoveryCodes(trx, admin.id, at);
    await recordAudit(trx, { adminEmail: admin.email, action: "two-factor-on", list: "hesap", entryId: null });
    return { ok: true as const, codes };
  });
}

/**
 * New recovery codes (the old ones stop working), after a current code. A
 * wrong code is counted with the account's other checks (account-checks.ts).
 */
export async function regenerateRecoveryCodes(session: ActiveSession, input: string): Promise<CodesResult> {
  const admin = await currentAdmin(session);
  if (!hasTwoFactor(admin)) return { ok: false, error: "İki adımlı doğrulama kapalı." };
  const limited = await admitAccountCheck(admin.id);
  if (limited) return { ok: false, ...limited };
  const match = await matchSecondFactor(admin, input);
  if (!match) return { ok: false, error: WRONG_CODE };
  const result = await transaction(async (trx) => {
    if (!(await claimSecondFactor(trx, admin.id, match))) return { ok: false as const, error: WRONG_CODE };
    const codes = await storeNewRecoveryCodes(trx, admin.id, nowIso());
    await recordAudit(trx, { adminEmail: admin.email, action: "recovery-codes", list: "hesap", entryId: null });
    return { ok: true as const, codes };
  });
  if (result.ok) await accountCheckPassed(admin.id);
  return result;
}

export type TurnOffResult =
  | { ok: true }
  /** retryAfter: the account's wrong tries are used up (429); the message is the form's. */
  | { ok: false; errors: { sifre?: string; kod?: string; form?: string }; retryAfter?: number };

/**
 * Turns two-factor off after the password and a code (or recovery code); the
 * admin is told by e-mail. A wrong password or code is counted with the
 * account's other checks (account-checks.ts).
 */
export async function turnOffTwoFactor(session: ActiveSession, password: string, input: string): Promise<TurnOffResult> {
  const admin = await currentAdmin(session);
  if (!hasTwoFactor(admin)) return { ok: true };
  const limited = await admitAccountCheck(admin.id);
  if (limited) return { ok: false, errors: { form: limited.error }, retryAfter: limited.retryAfter };
  if (password.length > 1024 || !(await verifyPassword(password, admin.password_hash))) {
    return { ok: false, errors: { sifre: "Şifre hatalı." } };
  }
  const match = await matchSecondFactor(admin, input);
  if (!match) return { ok: false, errors: { kod: WRONG_CODE } };
  const firmName = (await currentFirm()).settings.name;
  const off = await transaction(async (trx) => {
    if (!(await claimSecondFactor(trx, admin.id, match))) return false;
    const at = new Date();
    await setTotp(trx, admin.id, { secret: null, enabledAt: null });
    await replaceRecoveryCodes(trx, admin.id, [], at.toISOString());
    await queueMail(trx, twoFactorOffMail(firmName, admin.email, at, `${config().siteUrl}${adminPaths.signIn}`));
    await recordAudit(trx, { adminEmail: admin.email, action: "two-factor-off", list: "hesap", entryId: null });
    return true;
  });
  if (!off) return { ok: false, errors: { kod: WRONG_CODE } };
  await accountCheckPassed(admin.id);
  notifyQueued();
  return { ok: true };
}
