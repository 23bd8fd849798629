/**
 * The privacy inventory's shapes and shared words (issue 42, ADR 056): the activity's fields,
 * KVKK md. 5's bases, the recipients every activity names, md. 9's wording for a provider
 * abroad. The activities are in privacy-form-activities.ts and privacy-inventory.ts.
 */
import { daysText, durationText, PUBLIC_FORM_WINDOW_MS, RETENTION_DAYS } from "#app/lib/retention.ts";

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

export const SMTP_PROVIDER = "E‑postaların gönderimi için hizmet aldığımız e‑posta (SMTP) sağlayıcısı, veri işleyen olarak";
export const HOSTING_PROVIDER = "Sitenin barındırıldığı sunucunun hizmet sağlayıcısı, veri işleyen olarak";
export const AUTHORITIES = "Kanunen yetkili kamu kurum ve kuruluşları ile yargı mercileri, yalnızca hukuki bir yükümlülük bulunduğunda";

/** KVKK md. 9 (as amended by Law 7499): the wording for a provider whose servers may be abroad. */
export const TRANSFER_ABROAD =
  "Veri işleyen olarak hizmet aldığımız sağlayıcıların (e‑posta gönderimi, barındırma, varsa yedeklerin sunucu dışındaki kopyaları) sunucuları yurt dışında bulunuyorsa kişisel verileriniz yurt dışına aktarılmış olur. Bu aktarım yalnızca Kanun'un 9. maddesinde sayılan şartlardan birine dayanılarak yapılır: Kurul'un yeterlilik kararı bulunan bir ülkeye aktarım ya da uygun güvencelerden birinin, özellikle Kurul'un ilan ettiği standart sözleşmenin imzalanıp Kurum'a bildirilmesi.";

/** What becomes of the site's copy of an e-mail (maintenance: RETENTION_DAYS.sentEmails). */
export const sentMail = `gönderilen e‑postanın sitedeki kopyası gönderimden ${daysText(RETENTION_DAYS.sentEmails)} sonra, gönderilemeyen e‑posta yazıldığı tarihten ${daysText(RETENTION_DAYS.sentEmails)} sonra silinir`;

/** The public forms' rate-limit counter, keyed by the client's address. */
export const formCounter: RetentionLine = {
  what: "Gönderim sınırı için IP adresinize bağlı sayaç",
  period: `sınırın süresi (${durationText(PUBLIC_FORM_WINDOW_MS)}) dolunca, saatlik bakımda silinir`,
};

/** The longest a backup is kept under the policy: its monthly, else weekly, else daily reach. */
export function backupReach({ daily, weekly, monthly }: PrivacyFacts["backups"]): string {
  if (monthly > 0) return `${monthly} ay`;
  if (weekly > 0) return `${weekly} hafta`;
  return `${daily} gün`;
}
