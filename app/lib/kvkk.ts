/**
 * KVKK applications (issue 42): the words of the application form and of the admin's
 * list, shared by the server and the browser. Sources: ../shared/kvkk-reference.md.
 *
 * - The rights are KVKK (6698) md. 11's list, lettered as the law letters them.
 * - The 30 days are md. 13(2): "en kısa sürede ve en geç otuz gün içinde ücretsiz olarak".
 *   They are calendar days, counted from the day the application was received (the safer
 *   reading: also when the person has not yet confirmed their e-mail address).
 */

/** KVKK md. 13(2): the controller answers within 30 days at the latest. */
export const KVKK_ANSWER_DAYS = 30;
/** Genel bakış shows an application in amber from this day on, and the office gets an e-mail. */
export const KVKK_WARNING_DAY = 20;
/** The last reminder before the deadline. */
export const KVKK_LAST_REMINDER_DAY = 27;

/** KVKK md. 11(1), (a) to (ğ). */
export const KVKK_RIGHTS = [
  { id: "a", label: "Kişisel verilerimin işlenip işlenmediğini öğrenmek" },
  { id: "b", label: "Kişisel verilerim işlenmişse buna ilişkin bilgi talep etmek" },
  { id: "c", label: "Kişisel verilerimin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenmek" },
  { id: "ç", label: "Yurt içinde veya yurt dışında kişisel verilerimin aktarıldığı üçüncü kişileri bilmek" },
  { id: "d", label: "Kişisel verilerim eksik veya yanlış işlenmişse bunların düzeltilmesini istemek" },
  { id: "e", label: "KVKK md. 7'de öngörülen şartlar çerçevesinde kişisel verilerimin silinmesini veya yok edilmesini istemek" },
  { id: "f", label: "(d) ve (e) bentlerindeki işlemlerin, kişisel verilerimin aktarıldığı üçüncü kişilere bildirilmesini istemek" },
  {
    id: "g",
    label:
      "İşlenen verilerimin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhime bir sonucun ortaya çıkmasına itiraz etmek",
  },
  {
    id: "ğ",
    label: "Kişisel verilerimin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramam hâlinde zararın giderilmesini talep etmek",
  },
] as const;
export type KvkkRight = (typeof KVKK_RIGHTS)[number]["id"];

/** The person's relation to the firm, as the form asks it. */
export const KVKK_RELATIONS = [
  { id: "client", label: "Müşteri" },
  { id: "former-client", label: "Eski müşteri" },
  { id: "visitor", label: "Site ziyaretçisi" },
  { id: "subscriber", label: "E-bülten abonesi" },
  { id: "applicant", label: "İş başvurusu yapan" },
  { id: "other", label: "Diğer" },
] as const;
export type KvkkRelation = (typeof KVKK_RELATIONS)[number]["id"];

/** How the person wants the answer; also how the office sent it. */
export const KVKK_ANSWER_CHANNELS = [
  { id: "email", label: "E-posta ile" },
  { id: "post", label: "Posta ile" },
] as const;
export type KvkkAnswerChannel = (typeof KVKK_ANSWER_CHANNELS)[number]["id"];

/**
 * An application's status. `awaiting-confirmation`: the e-mail address is not confirmed yet
 * (the 30 days run all the same); `received`: confirmed, to be answered; `answered` and
 * `refused` (md. 13(3): accepted or refused with reasons); `closed`: closed with a recorded
 * reason (an address never confirmed and no postal answer possible).
 */
export const KVKK_APPLICATION_STATUSES = [
  { id: "awaiting-confirmation", label: "Doğrulama bekliyor" },
  { id: "received", label: "Alındı" },
  { id: "answered", label: "Yanıtlandı" },
  { id: "refused", label: "Reddedildi" },
  { id: "closed", label: "Kapatıldı" },
] as const;
export type KvkkApplicationStatus = (typeof KVKK_APPLICATION_STATUSES)[number]["id"];

/** Statuses in which the deadline still runs. */
export const KVKK_OPEN_STATUSES: readonly KvkkApplicationStatus[] = ["awaiting-confirmation", "received"];

export function kvkkLabel<T extends { id: string; label: string }>(list: readonly T[], id: string): string {
  return list.find((item) => item.id === id)?.label ?? id;
}

/**
 * How long an answered, refused or closed application (with its answer, notes and files) is
 * kept before maintenance deletes it, counted from when it was answered or closed; the office
 * may set another period (KVKK başvuruları). The default's reason is in ADR 055: long enough
 * to show the Kurul how an application was handled after the person's complaint windows
 * (KVKK md. 14: 30 days from the answer, 60 from the application) and beyond them.
 */
export const KVKK_APPLICATION_RETENTION_DEFAULT_DAYS = 3 * 365;
