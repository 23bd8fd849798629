/**
 * The pre-publish checks (issue 44, ADR 067): what a save warns the office of, never refuses,
 * and never shows visitors. The checks themselves run on the server
 * (.server/text/prepublish-checks.ts); this is what the admin screens share with it.
 * Browser-safe.
 */

/** What a warning is about: an image's text, a link's text, a heading's level, an advertising word. */
export type PrepublishKind = "alt" | "link" | "heading" | "word";

export interface PrepublishWarning {
  kind: PrepublishKind;
  /** A whole Turkish sentence naming what and where ("Metin, 2. görsel: …"). */
  message: string;
}

/**
 * The words and phrases the profession's no-advertising rule makes a YMM avoid (Law 3568 and
 * the Çalışma Usul ve Esasları Yönetmeliği md. 45: no superlatives, prices, client names or
 * testimonials): the list a site starts with, until the Sahip changes it (Reklam sözcükleri).
 */
export const DEFAULT_ADVERTISING_WORDS: readonly string[] = [
  "en iyi",
  "en iyisi",
  "en güvenilir",
  "en deneyimli",
  "en uzman",
  "en hızlı",
  "en ucuz",
  "en uygun fiyat",
  "uygun fiyatlı",
  "lider",
  "bir numaralı",
  "1 numaralı",
  "sektörün lideri",
  "rakipsiz",
  "eşsiz",
  "benzersiz",
  "garanti",
  "garantili",
  "ücretsiz danışmanlık",
  "ücretsiz ilk görüşme",
  "bedava",
  "fiyat teklifi",
  "kampanyalı",
  "indirimli fiyat",
  "müşterilerimiz diyor ki",
  "müşteri yorumları",
  "referanslarımız",
  "memnun müşteri",
];

/** The most words the list holds, and the longest word or phrase. */
export const ADVERTISING_WORDS_LIMITS = { count: 300, length: 60 } as const;

/** The Reklam sözcükleri form's field: one word or phrase a line. */
export const ADVERTISING_WORDS_FIELD = "sozcukler";
