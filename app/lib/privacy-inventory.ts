/**
 * What the site really does with personal data (issue 42, ADR 056): one entry
 * per processing activity, with its data, purposes, legal basis (KVKK md. 5),
 * recipients and retention. The retention is read from the figures the code
 * deletes and expires by (lib/retention.ts, lib/analytics.ts, lib/revisions.ts,
 * the backups' policy and the KVKK applications' period, passed in as facts),
 * never written here as a number. The KVKK notice's processing section, the
 * forms' short notices (components/FormNotice.tsx) and the çerez politikası are
 * rendered from it, so they cannot drift from the code.
 *
 * Browser-safe: the short notices are components. Facts only the server knows
 * (the backups' policy from the environment) come in as `PrivacyFacts`.
 */
import { DAILY_RETENTION_DAYS } from "#app/lib/analytics.ts";
import { KVKK_APPLICATION_RETENTION_DEFAULT_DAYS } from "#app/lib/kvkk.ts";
import {
  BASES,
  backupReach,
  type FormActivityId,
  HOSTING_PROVIDER,
  type PrivacyFacts,
  type ProcessingActivity,
  SMTP_PROVIDER,
  sentMail,
  TRANSFER_ABROAD,
} from "#app/lib/privacy-basics.ts";
import { contact, kvkkApplication, newsletter } from "#app/lib/privacy-form-activities.ts";
import {
  daysText,
  durationText,
  FAILED_BACKUPS_KEPT,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  STATISTICS_DAY_GRACE_MS,
  USED_TOKEN_GRACE_MS,
} from "#app/lib/retention.ts";

export type { ActivityId, FormActivityId, LegalBasis, PrivacyFacts, ProcessingActivity, RetentionLine } from "#app/lib/privacy-basics.ts";
export { BASES, backupReach, TRANSFER_ABROAD } from "#app/lib/privacy-basics.ts";

function adminAccounts(): ProcessingActivity {
  return {
    id: "admin-accounts",
    title: "Yönetim paneli hesapları",
    subjects: "Sitenin yönetim panelini kullanan büro çalışanları",
    dataCategories: [
      "Ad, e‑posta adresi, rol; parolanın ve kurtarma kodlarının yalnızca özetleri, iki aşamalı doğrulama anahtarı",
      "Oturumlar: başlangıç ve son işlem zamanı, IP adresi ve tarayıcı bilgisi",
      "İşlem kaydı: yönetim panelinde kimin, ne zaman, hangi işlemi yaptığı",
      "Giriş denemelerini sınırlamak için IP adresine bağlı sayaçlar",
    ],
    purposes: ["Yönetim paneline güvenli giriş ve yetkilendirme", "Yapılan işlemlerin izlenebilirliği ve veri güvenliği"],
    legalBases: [BASES.contract, BASES.legalObligation, BASES.legitimateInterest],
    recipients: [`${SMTP_PROVIDER} (davet, parola sıfırlama ve hesap bildirimleri)`, HOSTING_PROVIDER],
    transferAbroad: TRANSFER_ABROAD,
    retention: [
      { what: "Hesap bilgileri", period: "hesap kaldırılıncaya kadar" },
      {
        what: "Oturumlar",
        period: `son işlemden ${durationText(SESSION_IDLE_MS)} veya girişten ${durationText(SESSION_MAX_MS)} sonra sona erer ve saatlik bakımda silinir`,
      },
      {
        what: "Davet, parola sıfırlama ve giriş bağlantıları",
        period: `kullanıldıktan veya süresi dolduktan ${durationText(USED_TOKEN_GRACE_MS)} sonra`,
      },
      { what: "Giriş denemesi sayaçları", period: "sınırın süresi dolunca, saatlik bakımda" },
      {
        what: "İşlem kaydı",
        period: "süre sınırı olmaksızın; hesap kaldırıldığında da yapılan işlemlerin kanıtı olarak kalır",
      },
    ],
  };
}

function serverLogs(): ProcessingActivity {
  return {
    id: "server-logs",
    title: "Sunucu kayıtları",
    subjects: "Siteyi ziyaret eden herkes",
    dataCategories: [
      "Her istek için tarih ve saat, istenen sayfanın adresi (sorgu kısmı olmadan), yöntem, yanıt kodu, süre ve istek numarası",
      "IP adresiniz ve tarayıcı bilginiz bu kayıtlara yazılmaz; gönderilemeyen bir e‑postada alıcı adresinin yalnızca @ işaretinden sonraki kısmı yazılır",
    ],
    purposes: ["Sitenin güvenliğinin sağlanması, hataların bulunması ve giderilmesi"],
    legalBases: [BASES.legitimateInterest],
    recipients: [HOSTING_PROVIDER],
    retention: [
      {
        what: "Sunucu kayıtları",
        period: "sunucunun sistem günlüğünde tutulur ve günlüğe ayrılan alan dolunca en eskisinden başlanarak silinir",
      },
    ],
  };
}

function statistics(): ProcessingActivity {
  return {
    id: "statistics",
    title: "Ziyaret istatistikleri",
    subjects: "Siteyi ziyaret eden herkes",
    dataCategories: [
      "Gün gün toplam olarak: ziyaret edilen sayfanın adresi (sorgu olmadan), gelinen sitenin yalnızca adı (ör. google.com), cihaz türü, e‑bülten bağlantısıyla gelindiyse o sayının numarası ve sonuç bulunamayan site içi aramalar (kişisel veri içerebilecek aramalar metinsiz sayılır)",
      "Tekil ziyaretçi sayısı için IP adresinizin kısaltılmış hali ve tarayıcı bilgisi, yalnızca o güne ait rastgele bir anahtarla tek yönlü özetlenir; IP adresi, tarayıcı bilgisi ve gelinen sayfanın tam adresi saklanmaz",
      "Çerez veya benzeri bir kayıt kullanılmaz; tarayıcınızda Do Not Track ya da Global Privacy Control açıksa ziyaretiniz hiç sayılmaz",
    ],
    purposes: ["Sitenin hangi sayfalarının okunduğunun görülmesi ve sitenin geliştirilmesi"],
    legalBases: [BASES.legitimateInterest],
    recipients: ["Hiç kimse: sayım kendi sunucumuzda yapılır, üçüncü bir tarafa (ör. Google Analytics) veri gönderilmez"],
    retention: [
      { what: "Günlük toplamlar", period: `${daysText(DAILY_RETENTION_DAYS)}; sonra yalnızca aylık toplamlar kalır` },
      { what: "Günün anahtarı ve özetleri", period: `gün bittikten ${durationText(STATISTICS_DAY_GRACE_MS)} sonra silinir` },
    ],
  };
}

function backups(facts: PrivacyFacts): ProcessingActivity {
  const { daily, weekly, monthly } = facts.backups;
  return {
    id: "backups",
    title: "Yedekler",
    subjects: "Yukarıdaki kayıtlardaki herkes",
    dataCategories: ["Sitenin veritabanının, yani yukarıda sayılan kayıtların tamamının kopyası"],
    purposes: ["Bir arıza veya veri kaybında sitenin geri yüklenebilmesi (veri güvenliği)"],
    legalBases: [BASES.legalObligation, BASES.legitimateInterest],
    recipients: facts.offsite
      ? [
          HOSTING_PROVIDER,
          "Yedeklerin şifrelenmiş kopyalarının saklandığı depolama hizmeti sağlayıcısı (kopyalar sunucuda şifrelenir, sağlayıcı içeriği okuyamaz)",
        ]
      : [HOSTING_PROVIDER],
    ...(facts.offsite ? { transferAbroad: TRANSFER_ABROAD } : {}),
    retention: [
      {
        what: facts.offsite ? "Sunucudaki yedekler ve sunucu dışındaki kopyaları" : "Sunucudaki yedekler",
        period: `son ${daily} günün, son ${weekly} haftanın ve son ${monthly} ayın her birinden birer yedek tutulur; silinen bir kayıt yedeklerde en fazla yaklaşık ${backupReach(facts.backups)} daha bulunur ve yalnızca geri yüklemede kullanılır`,
      },
      {
        what: "Başarısız yedekler",
        period: `incelemek için yalnızca en yeni ${FAILED_BACKUPS_KEPT} tanesi sunucuda tutulur, eskileri silinir`,
      },
    ],
  };
}

function outgoingMail(): ProcessingActivity {
  return {
    id: "outgoing-mail",
    title: "Sitenin gönderdiği e‑postalar",
    subjects: "Sitenin e‑posta gönderdiği herkes (büro, aboneler, başvuranlar, yöneticiler)",
    dataCategories: [
      "Alıcının e‑posta adresi, e‑postanın konusu ve içeriği (ör. iletişim mesajı, onay bağlantısı), gönderim zamanı ve sonucu",
    ],
    purposes: ["Yukarıdaki işlemlerin gerektirdiği e‑postaların gönderilmesi"],
    legalBases: [{ article: "—", text: "E‑postanın ait olduğu işlemin (yukarıda) hukuki sebebi" }],
    recipients: [SMTP_PROVIDER],
    transferAbroad: TRANSFER_ABROAD,
    retention: [{ what: "E‑postaların sitedeki kopyası", period: sentMail }],
  };
}

/** Every processing activity, in the notice's order. */
export function processingActivities(facts: PrivacyFacts): ProcessingActivity[] {
  return [contact(), newsletter(), kvkkApplication(facts), adminAccounts(), serverLogs(), statistics(), backups(facts), outgoingMail()];
}

/** A form's activity, with the office's KVKK application period when the server passes it. */
export function formActivity(
  id: FormActivityId,
  kvkkApplicationRetentionDays = KVKK_APPLICATION_RETENTION_DEFAULT_DAYS,
): ProcessingActivity & { short: NonNullable<ProcessingActivity["short"]> } {
  const activity = id === "contact" ? contact() : id === "newsletter" ? newsletter() : kvkkApplication({ kvkkApplicationRetentionDays });
  if (!activity.short) throw new Error(`${id} has no short notice`);
  return { ...activity, short: activity.short };
}

/** The marker the office's KVKK notice (Sayfalar) holds where the generated processing section goes. */
export const KVKK_PROCESSING_MARKER = "{kvkk.isleme}";
