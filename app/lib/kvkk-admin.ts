/**
 * KVKK başvuruları in the admin (issue 42, ADR 055): how an application's days are counted
 * and shown, the answer's attachments, and the view types the server shapes for the screens.
 * Browser-safe; the words of statuses and rights are lib/kvkk.ts's.
 *
 * Days are calendar days in Istanbul: the day of receipt is day 0, `due_on` (the receipt
 * day plus KVKK_ANSWER_DAYS) is day 30, and an open application is overdue from the day
 * after `due_on`. From KVKK_WARNING_DAY it is shown in amber ("süre yaklaşıyor").
 */
import { istanbulDayNumber } from "#app/lib/istanbul-time.ts";
import { KVKK_OPEN_STATUSES, KVKK_WARNING_DAY, type KvkkApplicationStatus } from "#app/lib/kvkk.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Istanbul day number of a "YYYY-MM-DD" day (as istanbulDayNumber numbers instants). */
const dayNumberOfDate = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Calendar days since the application was received, by Istanbul dates (the day of receipt is 0). */
export const kvkkDayCount = (receivedAt: string, now: Date) => istanbulDayNumber(now.getTime()) - istanbulDayNumber(Date.parse(receivedAt));

/** Days left until `due_on` (0: today is the last day; negative: overdue by that many days). */
export const kvkkDaysLeft = (dueOn: string, now: Date) => dayNumberOfDate(dueOn) - istanbulDayNumber(now.getTime());

export const isKvkkOpen = (status: KvkkApplicationStatus) => KVKK_OPEN_STATUSES.includes(status);

/** How urgent an application is: "overdue" (red), "warning" (amber, from day 20), "open", or "done" (answered, refused, closed). */
export type KvkkUrgency = "overdue" | "warning" | "open" | "done";

export function kvkkUrgency(status: KvkkApplicationStatus, dayCount: number, daysLeft: number): KvkkUrgency {
  if (!isKvkkOpen(status)) return "done";
  if (daysLeft < 0) return "overdue";
  return dayCount >= KVKK_WARNING_DAY ? "warning" : "open";
}

/** The words beside the colour (never the colour alone). */
export function kvkkDaysLeftText(urgency: KvkkUrgency, daysLeft: number): string {
  if (urgency === "done") return "—";
  if (urgency === "overdue") return `Süre doldu: ${-daysLeft} gün gecikti`;
  if (daysLeft === 0) return "Bugün son gün";
  return urgency === "warning" ? `Süre yaklaşıyor: ${daysLeft} gün kaldı` : `${daysLeft} gün kaldı`;
}

/** The answer's attachments: the formats the office may attach, and how much an e-mail may carry. */
export const KVKK_ANSWER_FORMATS = ["pdf", "docx", "xlsx", "jpeg", "png"] as const;
export type KvkkAnswerFormat = (typeof KVKK_ANSWER_FORMATS)[number];
/** All of an answer's files together: most mail servers take an e-mail of 10 MB (base64 makes it about 13.5). */
export const KVKK_ANSWER_FILES_MAX_BYTES = 10 * 1024 * 1024;
/** A file (or the answer's files together) over KVKK_ANSWER_FILES_MAX_BYTES. */
export const KVKK_ANSWER_FILE_TOO_LARGE =
  "Yanıtın dosyaları birlikte en çok 10 MB olabilir (e-postayla gönderilir); dosyayı küçültün ya da bölün. Dosya eklenmedi.";
/** The upload form's file field. */
export const KVKK_ANSWER_FILE_FIELD = "dosya";

/** The list's filter (?durum=): a status, "acik" (open ones, the default) or "tumu". */
export const KVKK_LIST_FILTER_PARAM = "durum";

/** One row of the list, shaped by the server. */
export interface KvkkListItem {
  id: string;
  reference: string;
  fullName: string;
  receivedAt: string;
  dueOn: string;
  status: KvkkApplicationStatus;
  emailConfirmed: boolean;
  dayCount: number;
  daysLeft: number;
  urgency: KvkkUrgency;
}

/** The list's filters, as the URL names them (?durum=), with their labels. */
export const KVKK_LIST_FILTERS = [
  { id: "acik", label: "Açık olanlar", statuses: ["awaiting-confirmation", "received"] },
  { id: "dogrulama-bekliyor", label: "Doğrulama bekliyor", statuses: ["awaiting-confirmation"] },
  { id: "alindi", label: "Alındı", statuses: ["received"] },
  { id: "yanitlandi", label: "Yanıtlandı", statuses: ["answered"] },
  { id: "reddedildi", label: "Reddedildi", statuses: ["refused"] },
  { id: "kapatildi", label: "Kapatıldı", statuses: ["closed"] },
  { id: "tumu", label: "Tümü", statuses: undefined },
] as const satisfies readonly { id: string; label: string; statuses: readonly KvkkApplicationStatus[] | undefined }[];
export type KvkkListFilter = (typeof KVKK_LIST_FILTERS)[number]["id"];

/** The filter a query value names; anything else is the default (open ones). */
export const kvkkListFilter = (value: string | null | undefined) =>
  KVKK_LIST_FILTERS.find((filter) => filter.id === value) ?? KVKK_LIST_FILTERS[0];

/** The retention period the office may set (days): at least the complaint windows of md. 14, at most ten years. */
export const KVKK_RETENTION_MIN_DAYS = 90;
export const KVKK_RETENTION_MAX_DAYS = 3650;
