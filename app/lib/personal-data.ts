/**
 * Kişisel veri ara (issue 42, ADR 057): the words and view types the server
 * shapes for the screen. The registry of sources itself is server code
 * (`.server/personal-data/sources.ts`).
 */
import { KVKK_ANSWER_CHANNELS, KVKK_APPLICATION_STATUSES, KVKK_RELATIONS } from "#app/lib/kvkk.ts";

/** What an erasure does to a record: deletes it, empties what names the person, or keeps it (with its reason). */
export type Treatment = "delete" | "anonymise" | "keep";

export const TREATMENT_LABELS: Record<Treatment, string> = {
  delete: "Silinir",
  anonymise: "Anonimleştirilir",
  keep: "Saklanır",
};

/** The search form's fields (GET): at least one is given. */
export const PERSONAL_DATA_QUERY = { email: "eposta", phone: "telefon", name: "ad", confirmErase: "sil" } as const;

/** The export's formats (POST to the export route). */
export const PERSONAL_DATA_EXPORT_FORMATS = ["json", "html"] as const;
export type PersonalDataExportFormat = (typeof PERSONAL_DATA_EXPORT_FORMATS)[number];

/** A value the export and the screen show as it is stored. */
export type FieldValue = string | number | null;

/** One record of a source, as found. */
export interface PersonalDataRecord {
  table: string;
  id: string;
  /** ISO timestamp the record was made (or null when unknown). */
  since: string | null;
  /** Until when it is kept, in words (a date, or the rule). */
  until: string;
  treatment: Treatment;
  /** What the erasure does and why (always given for "keep"). */
  reason: string;
  fields: Record<string, FieldValue>;
}

/** A source with what was found in it. */
export interface PersonalDataSourceResult {
  id: string;
  label: string;
  tables: readonly string[];
  /** What it holds of a person (fields, in words). */
  held: string;
  /** Why it is held. */
  purpose: string;
  /** The rule of how long (read from the constants maintenance uses). */
  retention: string;
  records: PersonalDataRecord[];
}

/** The terms of a search, as typed (trimmed). */
export interface PersonTerms {
  email: string;
  phone: string;
  name: string;
}

/** What an erasure did: counts per source and treatment, and each kept record with its reason. */
export interface ErasureResult {
  deleted: number;
  anonymised: number;
  perSource: { id: string; label: string; deleted: number; anonymised: number; kept: number }[];
  kept: { source: string; table: string; id: string; until: string; reason: string }[];
}

/** The screen's line of a record. */
export interface RecordLine {
  key: string;
  table: string;
  summary: string;
  since: string;
  until: string;
  treatment: Treatment;
  treatmentLabel: string;
  reason: string;
}

export interface SourceView {
  id: string;
  label: string;
  held: string;
  purpose: string;
  retention: string;
  records: RecordLine[];
}

/** The stored columns' names in Turkish, for the screen and the HTML summary (the JSON keeps the columns' own names). */
export const COLUMN_LABELS: Readonly<Record<string, string>> = {
  name: "Ad",
  full_name: "Ad soyad",
  email: "E-posta",
  phone: "Telefon",
  subject: "Konu",
  body: "Metin",
  created_at: "Oluşturulma",
  updated_at: "Güncellenme",
  read_at: "Okunma",
  client_ip: "İnternet adresi (IP)",
  ip: "İnternet adresi (IP)",
  user_agent: "Tarayıcı",
  status: "Durum",
  consent_at: "Onay zamanı",
  source: "Abone olunan sayfa",
  confirm_expires_at: "Onay bağlantısının sonu",
  unsubscribed_at: "Ayrılma zamanı",
  bounced_at: "Ulaşılamama zamanı",
  bounce_reason: "Ulaşılamama nedeni",
  consent_text_version: "Onay metninin sürümü",
  all_topics: "Tüm konular (1: evet)",
  topics_text: "Seçilen e-bülten konuları",
  topics_at: "Konuların seçildiği zaman",
  recipient: "Alıcı",
  text_body: "E-postanın metni",
  sent_at: "Gönderilme",
  last_error: "Son hata",
  reference: "Başvuru no",
  received_at: "Alınma",
  due_on: "Son yanıt günü",
  national_id: "T.C. kimlik no",
  nationality: "Uyruk",
  foreign_id: "Pasaport veya kimlik no",
  address: "Adres",
  relation: "İlişki",
  relation_detail: "İlişki (açıklama)",
  rights: "İstenen haklar",
  request: "Talep",
  answer_channel: "Yanıt yolu",
  email_confirmed_at: "E-posta doğrulama",
  answer_body: "Yanıt",
  answered_at: "Yanıtlanma",
  answered_by: "Yanıtlayan",
  answered_via: "Yanıtın gittiği yol",
  closed_reason: "Kapatma nedeni",
  file_name: "Dosya adı",
  format: "Biçim",
  bytes: "Boyut (bayt)",
  side: "Taraf",
  role: "Rol",
  last_sign_in_at: "Son giriş",
  password_changed_at: "Parola değişikliği",
  totp_enabled_at: "İki adımlı doğrulama",
  last_seen_at: "Son kullanım",
  purpose: "Amaç",
  expires_at: "Geçerlilik sonu",
  used_at: "Kullanılma",
  admin_email: "Yönetici",
  action: "İşlem",
  list: "Liste",
  entry_id: "Kayıt",
  details: "Ayrıntılar",
  key: "Anahtar",
  count: "Sayı",
  reset_at: "Sayacın sonu",
  column: "Sütun",
  rows: "Satır sayısı",
};

export const columnLabel = (column: string) => COLUMN_LABELS[column] ?? column;

const byId = (list: readonly { id: string; label: string }[]) => Object.fromEntries(list.map((item) => [item.id, item.label]));

/** Stored codes in Turkish words, for the screen and the HTML summary (the JSON keeps the codes). */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  status: {
    // Outbox and subscribers.
    pending: "Bekliyor",
    sending: "Gönderiliyor",
    sent: "Gönderildi",
    failed: "Gönderilemedi",
    skipped: "Atlandı",
    cancelled: "İptal edildi",
    confirmed: "Onaylandı",
    unsubscribed: "Ayrıldı",
    bounced: "Ulaşılamadı",
    ...byId(KVKK_APPLICATION_STATUSES),
  },
  relation: byId(KVKK_RELATIONS),
  answer_channel: byId(KVKK_ANSWER_CHANNELS),
  answered_via: byId(KVKK_ANSWER_CHANNELS),
  side: { request: "Başvurucunun belgesi", answer: "Yanıtın eki" },
};

/** A stored value as the office reads it: a known code in Turkish, anything else as stored. */
export const valueLabel = (column: string, value: string | number | null): string | number | null =>
  typeof value === "string" ? (VALUE_LABELS[column]?.[value] ?? value) : value;
