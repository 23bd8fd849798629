/**
 * The KVKK application form (/kvkk/basvuru, issue 42): its field names, length limits and
 * document limits, read by the form's component and the server's schema alike
 * (.server/kvkk/application-form.ts), so they never disagree. The Tebliğ's fields
 * (RG 10.03.2018/30356, md. 5): see ../shared/kvkk-reference.md.
 */

/** The text fields' length limits (characters). */
export const kvkkApplicationLimits = {
  ad_soyad: 100,
  tc_kimlik_no: 11,
  uyrugu: 60,
  kimlik_belgesi_no: 30,
  adres: 500,
  eposta: 254,
  telefon: 30,
  talep: 5000,
  iliski_aciklama: 200,
} as const;

/** The shortest request the form takes: a few words that say what is asked. */
export const KVKK_REQUEST_MIN = 10;

/** Whether the person is a Turkish citizen (T.C. kimlik no) or a foreigner (nationality and passport or identity number). */
export const KVKK_CITIZENSHIP = [
  { id: "tc", label: "T.C. vatandaşıyım" },
  { id: "yabanci", label: "Yabancı uyrukluyum" },
] as const;

/** The form's field of the supporting documents (multipart; up to KVKK_DOCUMENT_MAX_COUNT files). */
export const KVKK_DOCUMENT_FIELD = "belgeler";
export const KVKK_DOCUMENT_MAX_COUNT = 3;
export const KVKK_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** What the file input offers; the server decides by the file's content, never by this. */
export const KVKK_DOCUMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

/** The form's status box (FormStatus): the page lands on it after a refusal. */
export const KVKK_FORM_STATUS_ID = "kvkk-basvuru-durum";

/** KVKK-2026-0001: the year (Istanbul) and the number within it. */
export const kvkkReference = (year: number, number: number) => `KVKK-${year}-${String(number).padStart(4, "0")}`;
export const KVKK_REFERENCE_PATTERN = /^KVKK-\d{4}-\d{4,6}$/;
