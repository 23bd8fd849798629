/**
 * The admin's English tab (issue 43, ADR 061): the form of each kind of item (its fields, their
 * form names, labels and limits), the buttons' intents and the states the list screens show.
 * Browser-safe: the tab (routes/admin/english-edit.tsx) and the server's checks
 * (.server/english/validation.ts) read the same descriptions.
 */
import { CONTENT_LIMITS } from "#app/lib/content-lists.ts";
import { ENGLISH_KINDS, type EnglishFields, type EnglishKind } from "#app/lib/english.ts";
import { PAGE_LIMITS, SETTINGS_LIMITS } from "#app/lib/firm-forms.ts";
import { SERVICE_LIMITS } from "#app/lib/service-form.ts";

export const isEnglishKind = (kind: string | undefined): kind is EnglishKind => ENGLISH_KINDS.includes(kind as EnglishKind);

/**
 * One field of an English form: `line` a single line, `meta` a meta description (one line, spaces
 * folded), `rich` rich text in the editor (sanitized as the Turkish bodies), `lines` a textarea
 * stored as one string per line. `required`: needed to publish (a draft may be incomplete).
 */
export interface EnglishFieldSpec {
  key: string;
  name: string;
  label: string;
  type: "line" | "meta" | "rich" | "lines";
  max: number;
  required: boolean;
  hint?: string;
}

/** The most address lines Firma bilgileri's English keeps. */
export const ENGLISH_ADDRESS_LINES = 6;

/** Each kind's fields, in the form's order; a kind's first `line` field is its title. */
export const ENGLISH_FORMS: { [K in EnglishKind]: (EnglishFieldSpec & { key: keyof EnglishFields[K] & string })[] } = {
  settings: [
    {
      key: "name",
      name: "ad",
      label: "Firmanın İngilizce adı",
      type: "line",
      max: SETTINGS_LIMITS.name,
      required: false,
      hint: "Firmanın İngilizce bir adı yoksa boş bırakın: İngilizce sayfalarda Türkçe adı görünür.",
    },
    { key: "tagline", name: "slogan", label: "Kısa tanıtım (slogan)", type: "line", max: SETTINGS_LIMITS.tagline, required: true },
    {
      key: "founderTitle",
      name: "kurucu_unvan",
      label: "Kurucunun unvanı",
      type: "line",
      max: SETTINGS_LIMITS.founderTitle,
      required: true,
    },
    {
      key: "metaDescription",
      name: "meta_aciklama",
      label: "Sitenin meta açıklaması",
      type: "meta",
      max: SETTINGS_LIMITS.metaDescription,
      required: true,
    },
    {
      key: "addressLines",
      name: "adres_satirlari",
      label: "Adres satırları",
      type: "lines",
      max: SETTINGS_LIMITS.street,
      required: false,
      hint: `Her satıra bir adres satırı yazın (en fazla ${ENGLISH_ADDRESS_LINES}). Boş bırakırsanız İngilizce sayfalarda Türkçe adres görünür.`,
    },
  ],
  page: [
    { key: "title", name: "baslik", label: "Başlık", type: "line", max: PAGE_LIMITS.title, required: true },
    { key: "body", name: "icerik", label: "Metin", type: "rich", max: PAGE_LIMITS.body, required: true },
    {
      key: "metaDescription",
      name: "meta_aciklama",
      label: "Meta açıklaması",
      type: "meta",
      max: PAGE_LIMITS.metaDescription,
      required: false,
    },
  ],
  service: [
    { key: "fullTitle", name: "baslik", label: "Hizmetin tam adı", type: "line", max: SERVICE_LIMITS.fullTitle, required: true },
    {
      key: "homeTitle",
      name: "kisa_ad",
      label: "Anasayfadaki kısa ad",
      type: "line",
      max: SERVICE_LIMITS.homeTitle,
      required: false,
      hint: "Boş bırakırsanız tam adı kullanılır.",
    },
    {
      key: "homeDescription",
      name: "kart_aciklamasi",
      label: "Kart açıklaması",
      type: "meta",
      max: SERVICE_LIMITS.homeDescription,
      required: true,
    },
    { key: "body", name: "icerik", label: "Sayfa metni", type: "rich", max: SERVICE_LIMITS.body, required: true },
    {
      key: "metaDescription",
      name: "meta_aciklama",
      label: "Meta açıklaması",
      type: "meta",
      max: SERVICE_LIMITS.metaDescription,
      required: true,
    },
  ],
  question: [
    { key: "title", name: "baslik", label: "Soru", type: "line", max: CONTENT_LIMITS.question, required: true },
    { key: "answer", name: "icerik", label: "Cevap", type: "rich", max: CONTENT_LIMITS.body, required: true },
  ],
  circular: [
    { key: "title", name: "baslik", label: "Başlık", type: "line", max: CONTENT_LIMITS.title, required: true },
    { key: "summary", name: "icerik", label: "İngilizce özet", type: "rich", max: CONTENT_LIMITS.body, required: true },
    {
      key: "metaDescription",
      name: "meta_aciklama",
      label: "Meta açıklaması",
      type: "meta",
      max: CONTENT_LIMITS.metaDescription,
      required: false,
    },
  ],
};

/** The revision the form was loaded at (0: the item has no English row yet). */
export const ENGLISH_REVISION_FIELD = "revizyon";

/** The tab's buttons. */
export const ENGLISH_INTENTS = { draft: "taslak", publish: "yayimla", unpublish: "yayindan-kaldir" } as const;

/** An item's English as the list screens and the tab show it: published (a draft may wait too), a draft only, or none. */
export type EnglishState = "published" | "draft" | "none";

export const englishStateOf = (row: { data: string | null; draft: string | null } | undefined): EnglishState =>
  row?.data != null ? "published" : row?.draft != null ? "draft" : "none";

/** The tab's status line. */
export const ENGLISH_STATE_TEXT: Record<EnglishState, string> = {
  published: "Yayında",
  draft: "Taslak var",
  none: "Yayınlanmadı",
};

/** The list screens' note per item (none: nothing is shown). */
export const ENGLISH_LIST_TEXT: Record<Exclude<EnglishState, "none">, string> = {
  published: "İngilizce: yayında",
  draft: "İngilizce: taslak",
};

/** A history row's action as the English history names it. */
export const ENGLISH_ACTION_TEXT: Record<string, string> = {
  draft: "Taslak kaydedildi",
  publish: "Yayınlandı",
  unpublish: "Yayından kaldırıldı",
  restore: "Taslağa geri yüklendi",
};
