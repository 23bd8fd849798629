/**
 * Kurulum's "Yayına alma" (issue 39): what a site needs before it faces the
 * internet, each step ticked from the real state, never by hand. Read per
 * request beside the content checklist (firm/setup.ts, whose steps and count
 * it leaves alone); it writes nothing. In the composition tier: it reads the
 * accounts, the outbox, the configuration and the backups folder.
 *
 * - the first start's password changed: the oldest account's password was
 *   changed after it was made (`password_changed_at` > `created_at`);
 * - initial-admin.txt gone: INITIAL_ADMIN_FILE does not exist on this machine;
 * - two-factor on for the Sahip;
 * - e-mail tested: delivery configured (SMTP_URL) and at least one e-mail
 *   delivered from the outbox (a `sent` row; retention deletes them after 90
 *   days, so a site that sends nothing for that long is asked again). When the
 *   admin's "E-posta ayarları" with its "Test e-postası gönder" lands, this is
 *   the place to read its record of the last successful test instead;
 * - SITE_URL on https;
 * - a backup taken: a verified backup in BACKUP_DIR (backups/list.ts: a
 *   `site-…` file whose manifest says it passed its check; the file is the
 *   backup, so deleting it unticks the step, and a copy without a manifest,
 *   from before ADR 052, does not tick it).
 */
import { existsSync } from "node:fs";
import { hasTwoFactor } from "#app/.server/accounts/two-factor.ts";
import { latestBackup } from "#app/.server/backups/list.ts";
import { config } from "#app/.server/config.ts";
import { getDb } from "#app/.server/db/index.ts";
import { mailDeliveryOn } from "#app/.server/mail/outbox.ts";
import { deployedRelease } from "#app/.server/platform/release.ts";
import { findFirstAdmin, findOwner } from "#app/.server/repositories/admins.ts";
import { lastSuccessfulMailTest } from "#app/.server/repositories/audit.ts";
import { lastSentAt } from "#app/.server/repositories/outbox.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";

export interface GoingLiveStep {
  key: "password" | "initial-admin-file" | "owner-two-factor" | "mail-tested" | "https" | "backup";
  /** What to do, in the office's words. */
  label: string;
  /** Why it is not done yet, or what was found when it is. */
  detail: string;
  /** The admin screen where it is done; none when it is done on the server. */
  to?: string;
  done: boolean;
}

export interface GoingLiveChecklist {
  steps: GoingLiveStep[];
  done: number;
  left: number;
}

export async function goingLiveChecklist(): Promise<GoingLiveChecklist> {
  const db = await getDb();
  const settings = config();
  const [first, owner, sentAt, testedAt, mailConfigured] = await Promise.all([
    findFirstAdmin(db),
    findOwner(db),
    lastSentAt(db),
    lastSuccessfulMailTest(db),
    mailDeliveryOn(),
  ]);
  const file = settings.firstAdmin.file;
  const backup = latestBackup(settings.backupDir);
  const noBackup = settings.backups.time
    ? `${settings.backupDir} klasöründe doğrulanmış yedek yok. Site her gün kendi yedeğini alır; beklemeden bir yedek için`
    : `${settings.backupDir} klasöründe doğrulanmış yedek yok ve günlük yedek kapalı (BACKUP_TIME=off). Bir yedek için`;
  const passwordChanged = first === undefined || first.password_changed_at > first.created_at;
  const ownerTwoFactor = owner !== undefined && hasTwoFactor(owner);

  const steps: GoingLiveStep[] = [
    {
      key: "password",
      label: "Kurulumda verilen şifreyi değiştirin",
      detail: passwordChanged
        ? "İlk yöneticinin şifresi kurulumdan sonra değiştirildi."
        : `İlk yönetici (${first?.email}) hâlâ kurulumda verilen şifreyle giriyor. O hesapla girip Şifre ekranından değiştirin.`,
      to: adminPaths.password,
      done: passwordChanged,
    },
    {
      key: "initial-admin-file",
      label: "initial-admin.txt dosyasını silin",
      detail: existsSync(file)
        ? `Sunucuda ${file} duruyor; içinde ilk yöneticinin şifresi yazılı. Şifreyi değiştirdikten sonra silin: rm ${file}`
        : "Sunucuda ilk yöneticinin şifresini içeren dosya yok.",
      done: !existsSync(file),
    },
    {
      key: "owner-two-factor",
      label: "Sahip hesabında iki adımlı doğrulamayı açın",
      detail: ownerTwoFactor
        ? "Sahip hesabı iki adımlı doğrulamayla korunuyor."
        : `Sahip (${owner?.email ?? "yok"}) hesabına yalnızca şifreyle girilebiliyor. O hesapla girip İki adımlı doğrulama ekranından açın.${
            settings.twoFactorKey ? "" : " Önce sunucunun ortam dosyasına TWO_FACTOR_KEY eklenmeli."
          }`,
      to: adminPaths.twoFactor,
      done: ownerTwoFactor,
    },
    {
      key: "mail-tested",
      label: "E-posta gönderimini deneyin",
      // Tested: E-posta ayarları' test e-mail reached the server, or an e-mail of the outbox went out.
      detail: !mailConfigured
        ? "E-posta gönderimi kapalı: E-posta ayarları yapılmadı. SMTP sunucusunu girip “Test e-postası gönder” ile deneyin."
        : testedAt || sentAt
          ? `E-posta gönderiliyor; son başarılı deneme ya da gönderim ${formatTurkishDateTime(
              [testedAt, sentAt]
                .filter((at): at is string => at !== undefined)
                .sort()
                .at(-1) ?? "",
            )}.`
          : "SMTP ayarlı, ama henüz hiçbir e-posta gönderilemedi. E-posta ayarları ekranında “Test e-postası gönder” düğmesiyle deneyin.",
      to: adminPaths.mailSettings,
      done: mailConfigured && (testedAt !== undefined || sentAt !== undefined),
    },
    {
      key: "https",
      label: "Site adresini (SITE_URL) https yapın",
      detail: settings.https
        ? `Site ${settings.siteUrl} adresinde yayında.`
        : `SITE_URL şu an ${settings.siteUrl}: oturum çerezi Secure değil, HSTS gönderilmiyor. Ortam dosyasında https:// ile başlayan adresi yazın ve siteyi yeniden başlatın.`,
      done: settings.https,
    },
    {
      key: "backup",
      label: "Bir yedek alın",
      detail: backup
        ? `Son yedek: ${backup.name} (${formatTurkishDateTime(backup.at)}).`
        : deployedRelease()
          ? `${noBackup} sunucuda sudo deploy/backup çalıştırın (her yükseltme de bir yedek alır).`
          : `${noBackup} sunucuda npm run db:backup çalıştırın.`,
      done: backup !== undefined,
    },
  ];
  const done = steps.filter((step) => step.done).length;
  return { steps, done, left: steps.length - done };
}
