/**
 * The admin's Firma bilgileri and Sayfalar forms: their field names, limits
 * and the shape of what they post, shared by the screens
 * (components/admin/firm/) and the server's validation
 * (.server/firm/settings-validation.ts, pages.ts). Browser-safe.
 */
import { type FirmSettings, type OfficeHours, PAGE_KEYS, type PageKey, type SocialLink } from "#app/lib/firm.ts";

/** The settings' single-value fields, by form name. */
export const SETTINGS_FIELDS = {
  name: "ad",
  shortName: "kisa_ad",
  tagline: "slogan",
  founderName: "kurucu_ad",
  founderTitle: "kurucu_unvan",
  founderProfileUrl: "kurucu_profil",
  street: "adres",
  district: "ilce",
  city: "il",
  postalCode: "posta_kodu",
  phone: "telefon",
  whatsapp: "whatsapp",
  email: "eposta",
  mapUrl: "harita",
  copyrightSince: "telif_yili",
  metaDescription: "meta_aciklama",
  logoMediaId: "logo",
  founderPhotoMediaId: "kurucu_foto",
  iconMediaId: "simge",
  shareImageMediaId: "paylasim_gorseli",
  tradeName: "ticaret_unvani",
  mersisNo: "mersis_no",
  taxOffice: "vergi_dairesi",
  taxNumber: "vergi_no",
  kepAddress: "kep",
  chamberName: "oda_adi",
  chamberUrl: "oda_baglantisi",
  rulesUrl: "meslek_kurallari",
} as const satisfies Partial<Record<keyof FirmSettings, string>>;

export type SettingsField = keyof typeof SETTINGS_FIELDS;
export type SettingsFieldName = (typeof SETTINGS_FIELDS)[SettingsField];

/** The social links' rows, posted as parallel arrays (one value per row, "[]": a name that repeats on purpose). */
export const SOCIAL_FIELDS = { label: "sosyal_ad[]", url: "sosyal_url[]" } as const;
/** The office hours' rows: opening and closing times as arrays; a row's days as `saat_gun_<row>`. */
export const HOURS_FIELDS = { opens: "saat_acilis[]", closes: "saat_kapanis[]" } as const;
/**
 * Where the rows' messages go: a row's field is `<key>_<row>` ("sosyal_url_2",
 * "saat_0": the office hours' row), the whole list's is the key itself.
 */
export const ROW_ERROR_KEYS = { socialLabel: "sosyal_ad", socialUrl: "sosyal_url", social: "sosyal", hours: "saat" } as const;
export const hoursDaysField = (row: number) => `saat_gun_${row}`;

/** The revision the form was loaded at (the optimistic lock). */
export const REVISION_FIELD = "revizyon";

export const SETTINGS_LIMITS = {
  name: 200,
  shortName: 100,
  tagline: 200,
  founderName: 120,
  founderTitle: 120,
  street: 200,
  place: 80,
  email: 254,
  url: 2_000,
  metaDescription: 160,
  tradeName: 250,
  taxOffice: 80,
  chamberName: 200,
  socialLabel: 60,
  socialRows: 12,
  hoursRows: 7,
} as const;

/** What the Firma bilgileri form holds: as loaded, or as typed and sent back after a refusal. */
export interface SettingsFormValues {
  fields: Record<SettingsFieldName, string>;
  social: SocialLink[];
  hours: OfficeHours[];
}

/** The intents of the form's buttons: save, and the rows' buttons that work without JavaScript. */
export const SETTINGS_INTENTS = {
  save: "kaydet",
  socialAdd: "sosyal-ekle",
  socialUp: "sosyal-yukari",
  socialDown: "sosyal-asagi",
  socialRemove: "sosyal-kaldir",
  hoursAdd: "saat-ekle",
  hoursRemove: "saat-kaldir",
} as const;

/** A row button's value: "sosyal-yukari:2". */
export const rowIntent = (intent: string, row: number) => `${intent}:${row}`;

/** The settings as the form shows them. */
export function settingsFormValues(s: FirmSettings): SettingsFormValues {
  const f = SETTINGS_FIELDS;
  return {
    fields: {
      [f.name]: s.name,
      [f.shortName]: s.shortName,
      [f.tagline]: s.tagline,
      [f.founderName]: s.founderName,
      [f.founderTitle]: s.founderTitle,
      [f.founderProfileUrl]: s.founderProfileUrl,
      [f.street]: s.street,
      [f.district]: s.district,
      [f.city]: s.city,
      [f.postalCode]: s.postalCode,
      [f.phone]: s.phone,
      [f.whatsapp]: s.whatsapp,
      [f.email]: s.email,
      [f.mapUrl]: s.mapUrl,
      [f.copyrightSince]: String(s.copyrightSince),
      [f.metaDescription]: s.metaDescription,
      [f.logoMediaId]: s.logoMediaId ?? "",
      [f.founderPhotoMediaId]: s.founderPhotoMediaId ?? "",
      [f.iconMediaId]: s.iconMediaId ?? "",
      [f.shareImageMediaId]: s.shareImageMediaId ?? "",
      [f.tradeName]: s.tradeName,
      [f.mersisNo]: s.mersisNo,
      [f.taxOffice]: s.taxOffice,
      [f.taxNumber]: s.taxNumber,
      [f.kepAddress]: s.kepAddress,
      [f.chamberName]: s.chamberName,
      [f.chamberUrl]: s.chamberUrl,
      [f.rulesUrl]: s.rulesUrl,
    } as Record<SettingsFieldName, string>,
    social: s.social.map((link) => ({ ...link })),
    hours: s.hours.map((row) => ({ ...row, days: [...row.days] })),
  };
}

/** A fact of Firma bilgileri that a move or a new name left behind (.server/firm/stale-facts.ts). */
export interface StaleFact {
  /** The form field to fix (its element is #firma-<field>). */
  field: SettingsFieldName;
  /** The field's label, as the form names it. */
  label: string;
  /** What is stale, in the office's words. */
  message: string;
}

/** A row's error key: "sosyal_url_2", "saat_0". */
export const rowErrorKey = (field: string, row: number) => `${field}_${row}`;

/** Firma bilgileri's pictures from the media library, in the form's order: a picture chosen here is in use. */
export const FIRM_PICTURES = [
  { setting: "logoMediaId", label: "Logo" },
  { setting: "founderPhotoMediaId", label: "Kurucunun fotoğrafı" },
  { setting: "iconMediaId", label: "Site simgesi" },
  { setting: "shareImageMediaId", label: "Paylaşım görseli" },
] as const satisfies readonly { setting: keyof FirmSettings; label: string }[];

/** A picture of the media library the office can choose as the logo or the founder's photo. */
export interface MediaChoice {
  id: string;
  /** A small rendition's URL. */
  src: string;
  /** The upload's file name, as the office knows it. */
  name: string;
}

// --- Sayfalar --------------------------------------------------------------

export const isPageKey = (key: string | undefined): key is PageKey => PAGE_KEYS.includes(key as PageKey);

export const PAGE_FIELDS = { title: "baslik", metaDescription: "meta_aciklama", body: "icerik" } as const;

export const PAGE_INTENTS = { draft: "taslak", publish: "yayimla", discard: "taslagi-sil" } as const;

export const PAGE_LIMITS = { title: 200, metaDescription: 160, body: 100_000 } as const;

/** What a page's status is on Sayfalar. */
export type PageStatus = "published" | "draft" | "sample";

export const PAGE_STATUS_TEXT: Record<PageStatus, string> = {
  published: "Yayında",
  draft: "Taslak var",
  sample: "Örnek metin",
};

/** A history row's action as the history screen names it. */
export const FIRM_REVISION_ACTION_TEXT: Record<string, string> = {
  create: "İlk sürüm",
  update: "Güncellendi",
  draft: "Taslak kaydedildi",
  publish: "Yayımlandı",
  discard: "Taslak silindi",
  restore: "Geri yüklendi",
  delete: "Silindi",
  hide: "Gizlendi",
  show: "Yeniden gösterildi",
};

/** An empty row of each kind (the form's spare row, "Bağlantı ekle", "Satır ekle"). */
export const emptySocialRow = (): SocialLink => ({ label: "", url: "" });
export const emptyHoursRow = (): OfficeHours => ({ days: [], opens: "", closes: "" });

function moved<T>(rows: T[], from: number, to: number): T[] {
  if (from < 0 || from >= rows.length || to < 0 || to >= rows.length) return rows;
  const next = [...rows];
  const [row] = next.splice(from, 1);
  if (row !== undefined) next.splice(to, 0, row);
  return next;
}

/**
 * What a row button does to the form's rows: add, remove, move up or down.
 * The server applies it without JavaScript (the form comes back, nothing is
 * saved); the screen applies the same in the browser. undefined: the intent
 * is no row button.
 */
export function applyRowIntent(values: SettingsFormValues, intent: string): SettingsFormValues | undefined {
  const [name, index] = intent.split(":");
  const row = Number(index);
  const I = SETTINGS_INTENTS;
  switch (name) {
    case I.socialAdd:
      return values.social.length >= SETTINGS_LIMITS.socialRows ? values : { ...values, social: [...values.social, emptySocialRow()] };
    case I.socialUp:
      return { ...values, social: moved(values.social, row, row - 1) };
    case I.socialDown:
      return { ...values, social: moved(values.social, row, row + 1) };
    case I.socialRemove:
      return { ...values, social: values.social.filter((_, i) => i !== row) };
    case I.hoursAdd:
      return values.hours.length >= SETTINGS_LIMITS.hoursRows ? values : { ...values, hours: [...values.hours, emptyHoursRow()] };
    case I.hoursRemove:
      return { ...values, hours: values.hours.filter((_, i) => i !== row) };
    default:
      return undefined;
  }
}
