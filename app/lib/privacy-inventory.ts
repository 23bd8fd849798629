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
  daysText,
  durationText,
  RETENTION_DAYS,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  STATISTICS_DAY_GRACE_MS,
  USED_TOKEN_GRACE_MS,
} from "#app/lib/retention.ts";

export type ActivityId =
  | "contact"
  | "newsletter"
  | "kvkk-application"
  | "admin-accounts"
  | "server-logs"
  | "statistics"
  | "backups"
  | "outgoing-mail";

/** The activities a public form collects data for: each form shows its short notice. */
export type FormActivityId = "contact" | "newsletter" | "kvkk-application";

/** What the server knows and the browser does not. */
export interface PrivacyFacts {
  /** How long a closed KVKK application is kept (the office's setting, else the default). */
  kvkkApplicationRetentionDays: number;
  /** The backups' grandfather-father-son policy (BACKUP_KEEP_*). */
  backups: { daily: number; weekly: number; monthly: number };
  /** Whether copies leave the machine (RESTIC_REPOSITORY is set). */
  offsite: boolean;
}

/** A KVKK md. 5 basis: its place in the law and the reason in words. */
export interface LegalBasis {
  article: string;
  text: string;
}

export interface RetentionLine {
  what: string;
  /** The period or rule, in words built from the code's figures. */
  period: string;
}

export interface ProcessingActivity {
  id: ActivityId;
  title: string;
  /** Whose data. */
  subjects: string;
  dataCategories: string[];
  purposes: string[];
  legalBases: LegalBasis[];
  recipients: string[];
  /** md. 9: said where a recipient's servers may be abroad. */
  transferAbroad?: string;
  retention: RetentionLine[];
  /** A form's one or two sentences (FormActivityId only). */
  short?: { purpose: string; basis: string; retention: string };
}

/** KVKK md. 5's letters as the notices cite them. */
export const BASES = {
  consent: { article: "md. 5/1", text: "açık rızanız" },
  contract: { article: "md. 5/2-c", text: "bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması" },
  legalObligation: { article: "md. 5/2-ç", text: "veri sorumlusu olarak hukuki yükümlülüğümüzü yerine getirebilmemiz" },
  right: { article: "md. 5/2-e", text: "bir hakkın tesisi, kullanılması veya korunması" },
  legitimateInterest: {
    article: "md. 5/2-f",
    text: "temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatimiz",
  },
} as const satisfies Record<string, LegalBasis>;

const SMTP_PROVIDER = "E‑postaların gönderimi için hizmet aldığımız e‑posta (SMTP) sağlayıcısı, veri işleyen olarak";
const HOSTING_PROVIDER = "Sitenin barındırıldığı sunucunun hizmet sağlayıcısı, veri işleyen olarak";
const AUTHORITIES = "Kanunen yetkili kamu kurum ve kuruluşları ile yargı mercileri, yalnızca hukuki bir yükümlülük bulunduğunda";

/** KVKK md. 9 (as amended by Law 7499): the wording for a provider whose servers may be abroad. */
export const TRANSFER_ABROAD =
  "Bu hizmet sağlayıcının sunucuları yurt dışında bulunuyorsa kişisel verileriniz yurt dışına aktarılmış olur. Bu aktarım yalnızca Kanun'un 9. maddesinde sayılan şartlardan birine dayanılarak yapılır: Kurul'un yeterlilik kararı bulunan bir ülkeye aktarım ya da uygun güvencelerden birinin, özellikle Kurul'un ilan ettiği standart sözleşmenin imzalanıp Kurum'a bildirilmesi.";

const sentMail = `Gönderilen e‑postanın sitedeki kopyası gönderimden ${daysText(RETENTION_DAYS.sentEmails)} sonra, gönderilemeyen e‑posta yazıldığı tarihten ${daysText(RETENTION_DAYS.sentEmails)} sonra silinir.`;

/** The longest a backup is kept under the policy: its monthly, else weekly, else daily reach. */
export function backupReach({ daily, weekly, monthly }: PrivacyFacts["backups"]): string {
  if (monthly > 0) return `${monthly} ay`;
  if (weekly > 0) return `${weekly} hafta`;
  return `${daily} gün`;
}

function contact(): ProcessingActivity {
  return {
    id: "contact",
    title: "İletişim formu",
    subjects: "İletişim formuyla bize yazan kişiler",
    dataCategories: [
      "Ad soyad, telefon numarası, e‑posta adresi, mesajın konusu ve içeriği",
      "Mesajın gönderildiği zaman ve IP adresi (kötüye kullanımı önlemek için)",
    ],
    purposes: [
      "Soru ve taleplerinizin değerlendirilip yanıtlanması",
      "Talebiniz halinde hizmet ilişkisine yönelik görüşmelerin yürütülmesi",
    ],
    legalBases: [BASES.contract, BASES.legitimateInterest],
    recipients: [`${SMTP_PROVIDER} (mesajınız büronun e‑posta adresine bildirim olarak gönderilir)`, AUTHORITIES],
    transferAbroad: TRANSFER_ABROAD,
    retention: [
      {
        what: "Mesajınız ve bilgileriniz",
        period: `alındığı tarihten itibaren ${daysText(RETENTION_DAYS.contactMessages)}; sonra otomatik olarak silinir`,
      },
      { what: "Büroya giden bildirim e‑postası", period: sentMail },
    ],
    short: {
      purpose: "Mesajınızı ve iletişim bilgilerinizi, sorunuzu yanıtlamak ve talebiniz olursa hizmet görüşmesi yapmak için işleriz",
      basis: `${BASES.contract.article} ve ${BASES.legitimateInterest.article}`,
      retention: `Mesajınız ${daysText(RETENTION_DAYS.contactMessages)} saklanır, sonra silinir.`,
    },
  };
}

function newsletter(): ProcessingActivity {
  const withdrawal = daysText(RETENTION_DAYS.consentAfterWithdrawal);
  return {
    id: "newsletter",
    title: "E‑bülten",
    subjects: "E‑bültene abone olan veya abone olmak isteyen kişiler",
    dataCategories: [
      "E‑posta adresi",
      "Onay kaydı: talebin ve e‑postayla verilen onayın zamanı, talebin yapıldığı sayfa, talep sırasındaki IP adresi, formda gösterilen onay metninin ve bu aydınlatma metninin o zamanki sürümü",
      "Abonelikten çıkma zamanı; e‑bülten adresinize kalıcı olarak teslim edilemezse bunun zamanı ve e‑posta sunucusunun bildirdiği gerekçe",
      "Gönderim kayıtları: hangi e‑bülten sayısının adresinize hangi sonuçla gönderildiği (açılma ve tıklama kaydedilmez)",
    ],
    purposes: [
      "Aboneliğin e‑postayla doğrulanması, e‑bültenin gönderilmesi ve abonelikten çıkma talebinin yerine getirilmesi",
      "Verilen onayın ve geri alınmasının ispatı",
    ],
    legalBases: [
      {
        ...BASES.consent,
        text: "açık rızanız: e‑bülten, 6563 sayılı Kanun ve Ticari İletişim ve Ticari Elektronik İletiler Hakkında Yönetmelik uyarınca yalnızca onayınızla gönderilir; onay, mevzuatın gerektirdiği hallerde İleti Yönetim Sistemi'ne (İYS) kaydedilir",
      },
      { ...BASES.legalObligation, text: `${BASES.legalObligation.text} (onay kaydının saklanması)` },
      { ...BASES.right, text: `${BASES.right.text} (onayın ispatı)` },
    ],
    recipients: [SMTP_PROVIDER, "Mevzuatın gerektirdiği hallerde İleti Yönetim Sistemi (İYS)", AUTHORITIES],
    transferAbroad: TRANSFER_ABROAD,
    retention: [
      { what: "Onaylanmamış abonelik talebi", period: `talep tarihinden itibaren en geç ${daysText(RETENTION_DAYS.unconfirmedSignUps)}` },
      { what: "Abonelik", period: "onayınızı geri alıncaya kadar" },
      {
        what: "Onay kaydı",
        period: `onayın geri alınmasından veya adresin kalıcı olarak teslim edilemez olmasından itibaren ${withdrawal}; sonra adresle birlikte silinir`,
      },
      { what: "Gönderim kayıtları", period: sentMail },
    ],
    short: {
      purpose: "E‑posta adresinizi ve onay kaydınızı e‑bülteni göndermek ve onayınızı ispatlamak için işleriz",
      basis: `gönderim için açık rızanız (${BASES.consent.article}), onay kaydı için ${BASES.legalObligation.article} ve ${BASES.right.article}`,
      retention: `Abonelik onayınızı geri alıncaya kadar sürer; onay kaydı geri alındıktan sonra ${withdrawal} saklanır. Onaylanmayan talep ${daysText(RETENTION_DAYS.unconfirmedSignUps)} içinde silinir.`,
    },
  };
}

function kvkkApplication(facts: Pick<PrivacyFacts, "kvkkApplicationRetentionDays">): ProcessingActivity {
  const kept = daysText(facts.kvkkApplicationRetentionDays);
  return {
    id: "kvkk-application",
    title: "İlgili kişi başvuruları",
    subjects: "Kanun'un 11. maddesindeki haklarını kullanmak için başvuran kişiler",
    dataCategories: [
      "Ad soyad; T.C. kimlik numarası veya yabancılar için uyruk ile pasaport ya da kimlik numarası",
      "Tebligat adresi, e‑posta adresi, telefon numarası ve büroyla ilişkiniz",
      "Talebiniz, eklediğiniz belgeler, e‑posta adresinizin doğrulandığı zaman ve başvurunun IP adresi",
      "Başvuruya verilen yanıt, ekleri ve büronun başvuruyla ilgili notları",
    ],
    purposes: [
      "Başvurunuzun Kanun'un 13. maddesi uyarınca en geç otuz gün içinde değerlendirilip yanıtlanması",
      "Başvuranın kimliğinin ve iletişim adresinin doğrulanması; başvurunun nasıl sonuçlandığının ispatı",
    ],
    legalBases: [BASES.legalObligation, BASES.right],
    recipients: [SMTP_PROVIDER, `${AUTHORITIES} (ör. Kurul'a şikâyet halinde Kişisel Verileri Koruma Kurulu)`],
    transferAbroad: TRANSFER_ABROAD,
    retention: [
      { what: "Başvuru, yanıtı ve ekleri", period: `başvurunun yanıtlandığı veya kapatıldığı tarihten itibaren ${kept}` },
      { what: "Başvuruyla ilgili e‑postalar", period: sentMail },
    ],
    short: {
      purpose: "Başvurunuzdaki bilgileri, başvurunuzu değerlendirip yanıtlamak ve kimliğinizi doğrulamak için işleriz",
      basis: `${BASES.legalObligation.article} ve ${BASES.right.article}`,
      retention: `Başvurunuz ve yanıtı, başvuru sonuçlandıktan sonra ${kept} saklanır, sonra silinir.`,
    },
  };
}

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
    ],
  };
}

function outgoingMail(): ProcessingActivity {
  return {
    id: "outgoing-mail",
    title: "Sitenin gönderdiği e‑postalar",
    subjects: "Site e‑posta gönderdiği herkes (büro, aboneler, başvuranlar, yöneticiler)",
    dataCategories: [
      "Alıcının e‑posta adresi, e‑postanın konusu ve içeriği (ör. iletişim mesajı, onay bağlantısı), gönderim zamanı ve sonucu",
    ],
    purposes: ["Yukarıdaki işlemlerin gerektirdiği e‑postaların gönderilmesi"],
    legalBases: [{ article: "—", text: "e‑postanın ait olduğu işlemin hukuki sebebi" }],
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
