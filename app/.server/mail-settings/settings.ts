/**
 * E-posta ayarları (issue 39, ADR 049): reading the stored SMTP server for the screen and
 * saving the office's changes. The password is sealed with the secret box before it is
 * stored and never leaves this module: the screen learns only whether one is stored, a
 * refused form never carries it back, and the audit row says only whether it changed.
 * A save names the revision the form was loaded at and is refused when another came first.
 */
import { z } from "zod";
import { canEncryptSecrets, openSecret, sealSecret } from "#app/.server/accounts/secret-box.ts";
import { config } from "#app/.server/config.ts";
import { getDb, transaction } from "#app/.server/db/index.ts";
import { nowIso } from "#app/.server/ids.ts";
import { log } from "#app/.server/log.ts";
import { sendTestMail, type TestMailOutcome } from "#app/.server/mail-settings/test-mail.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { type MailSettingsValues, readMailSettings, writeMailSettings } from "#app/.server/repositories/mail-settings.ts";
import { line, optionalLine } from "#app/.server/web/forms.ts";
import { normalizeEmail } from "#app/lib/email.ts";
import { isMailSecurity, MAIL_FIELDS, MAIL_LIMITS, type MailSecurity, type MailSettingsView } from "#app/lib/mail-settings.ts";

/** The audit log's list name of this screen's writes. */
export const MAIL_SETTINGS_AUDIT_LIST = "e-posta-ayarlari";

const F = MAIL_FIELDS;

const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$|^[0-9A-Fa-f:]+$/;

/** An optional e-mail address: "" when empty. */
const optionalAddress = (label: string) =>
  optionalLine(label, MAIL_LIMITS.address).refine(
    (value) => value === "" || z.email().safeParse(value).success,
    `${label} geçerli bir e-posta adresi olmalıdır (ör. bilgi@ornek.com.tr).`,
  );

/** The form as sent; the password as typed (empty: keep the stored one), never trimmed. */
export const mailSettingsSchema = z.object({
  [F.host]: line("Sunucu", MAIL_LIMITS.host).refine(
    (value) => HOST.test(value),
    "Sunucunun yalnızca adını yazın (ör. smtp.ornek.com.tr): harf, rakam, nokta ve tire; başına smtp:// ya da sonuna bağlantı noktası eklemeyin.",
  ),
  [F.port]: z
    .string({ error: "Bağlantı noktası alanı zorunludur." })
    .trim()
    .refine((value) => /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65_535, {
      message: "Bağlantı noktası 1 ile 65535 arasında bir tam sayı olmalıdır (ör. 587).",
    })
    .transform(Number),
  [F.security]: z.string({ error: "Güvenlik türünü seçin." }).refine(isMailSecurity, "Güvenlik türünü seçin: STARTTLS ya da TLS."),
  [F.user]: optionalLine("Kullanıcı adı", MAIL_LIMITS.user),
  [F.password]: z
    .string()
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => value.length <= MAIL_LIMITS.password, `Şifre en fazla ${MAIL_LIMITS.password} karakter olabilir.`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a password with control characters is not one typed into the form
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), "Şifre görünmeyen denetim karakterleri içeremez."),
  [F.from]: optionalAddress("Gönderen adresi"),
  [F.replyTo]: optionalAddress("Yanıt adresi"),
});

export type MailSettingsInput = z.output<typeof mailSettingsSchema>;

/** The test e-mail's recipient. */
export const testMailSchema = z.object({
  [F.testTo]: line("Alıcı", MAIL_LIMITS.address)
    .pipe(z.email("Alıcı geçerli bir e-posta adresi olmalıdır (ör. ad@ornek.com.tr)."))
    .transform(normalizeEmail),
});

/** What was typed, to show a refused form again: never the password. */
export function formValuesWithoutSecret(values: Record<string, string>): Record<string, string> {
  const { [F.password]: _password, ...rest } = values;
  return rest;
}

/** The settings form's fields as typed, without the password (a save refused after parsing). */
export function typedSettings(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of Object.keys(mailSettingsSchema.shape)) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return formValuesWithoutSecret(values);
}

export interface MailSettingsScreen {
  /** The stored settings, or undefined before the first save. */
  settings: MailSettingsView | undefined;
  /** The revision a save must name: 0 before the first save. */
  revision: number;
  /** SMTP_URL is set in the environment: it wins, and these settings are not used. */
  environmentWins: boolean;
  /** Whether a password can be sealed (TWO_FACTOR_KEY is set). */
  canStorePassword: boolean;
  /** A password is stored but cannot be opened (TWO_FACTOR_KEY missing or changed): nothing is sent until it is typed again. */
  passwordUnreadable: boolean;
}

/** Whether the secret box opens a sealed password (never returned: only the answer). */
function opens(sealed: string): boolean {
  try {
    openSecret(sealed);
    return true;
  } catch {
    return false;
  }
}

export async function mailSettingsScreen(): Promise<MailSettingsScreen> {
  const row = await readMailSettings(await getDb());
  return {
    settings: row && {
      host: row.host,
      port: Number(row.port),
      security: isMailSecurity(row.security) ? row.security : "starttls",
      user: row.username,
      passwordStored: row.password_sealed !== null,
      from: row.from_address,
      replyTo: row.reply_to,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
    },
    revision: row ? Number(row.revision) : 0,
    environmentWins: config().mail.smtpUrl !== undefined,
    canStorePassword: canEncryptSecrets(),
    passwordUnreadable: row?.password_sealed ? !opens(row.password_sealed) : false,
  };
}

export type SaveResult = { ok: true } | { ok: false; reason: "stale" } | { ok: false; reason: "invalid"; errors: Record<string, string> };

const invalid = (field: string, message: string): SaveResult => ({ ok: false, reason: "invalid", errors: { [field]: message } });

const PASSWORD_STATES = { typed: "changed", kept: "kept", removed: "removed", none: "none" } as const;

/** Saves the settings if they are still at `revision`, with the audit row, in one transaction. */
export async function saveMailSettings(input: MailSettingsInput, revision: number, adminEmail: string): Promise<SaveResult> {
  const typed = input[F.password];
  const user = input[F.user];
  if (typed && !user) return invalid(F.user, "Şifre girdiyseniz kullanıcı adını da yazın.");
  if (typed && !canEncryptSecrets()) {
    return invalid(
      F.password,
      "Şifre saklanamıyor: sunucuda şifreleme anahtarı (TWO_FACTOR_KEY) tanımlı değil. Sunucuyu kuran kişiden ortam dosyasına eklemesini isteyin.",
    );
  }
  return transaction(async (trx): Promise<SaveResult> => {
    const before = await readMailSettings(trx);
    if ((before ? Number(before.revision) : 0) !== revision) return { ok: false, reason: "stale" };
    const stored = before?.password_sealed ?? null;
    if (user && !typed && !stored) return invalid(F.password, "Kullanıcı adıyla birlikte şifreyi de girin.");
    // No user: the server takes e-mail without signing in, and a stored password goes.
    const sealed = !user ? null : typed ? sealSecret(typed) : stored;
    const password = !user
      ? stored
        ? PASSWORD_STATES.removed
        : PASSWORD_STATES.none
      : typed
        ? PASSWORD_STATES.typed
        : PASSWORD_STATES.kept;
    const values: MailSettingsValues = {
      host: input[F.host],
      port: input[F.port],
      security: input[F.security] as MailSecurity,
      username: user,
      password_sealed: sealed,
      from_address: input[F.from] ? normalizeEmail(input[F.from]) : "",
      reply_to: input[F.replyTo] ? normalizeEmail(input[F.replyTo]) : "",
      updated_at: nowIso(),
      updated_by: adminEmail,
    };
    if (!(await writeMailSettings(trx, values, revision))) return { ok: false, reason: "stale" };
    const shown = (row: Pick<MailSettingsValues, "host" | "port" | "security" | "username" | "from_address" | "reply_to">) => ({
      host: row.host,
      port: Number(row.port),
      security: row.security,
      user: row.username,
      from: row.from_address,
      replyTo: row.reply_to,
    });
    await recordAudit(trx, {
      adminEmail,
      action: "mail-settings",
      list: MAIL_SETTINGS_AUDIT_LIST,
      entryId: null,
      // Never the password: only whether it changed.
      details: { from: before ? shown(before) : null, to: shown(values), password },
    });
    return { ok: true };
  });
}

/**
 * "Test e-postası gönder": the test e-mail (test-mail.ts), then its audit row — who sent it,
 * to whom, whether the server took it (what Kurulum may read as "e-mail tested"). The e-mail
 * has gone either way, so a row that cannot be written is logged, not answered as a failure.
 */
export async function sendAuditedTestMail(to: string, adminEmail: string): Promise<TestMailOutcome> {
  const outcome = await sendTestMail(to, adminEmail);
  try {
    await transaction((trx) =>
      recordAudit(trx, {
        adminEmail,
        action: "mail-test",
        list: MAIL_SETTINGS_AUDIT_LIST,
        entryId: null,
        details: { to, ok: outcome.ok },
      }),
    );
  } catch (error) {
    log.error({ err: error }, "E-posta ayarları: the test e-mail's audit row was not written");
  }
  return outcome;
}
