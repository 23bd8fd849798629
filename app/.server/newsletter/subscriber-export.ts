/**
 * The subscribers as a CSV file: every consent record, with the columns an
 * upload to İYS (İleti Yönetim Sistemi) asks for, in its own terms (the
 * field values of İYS's consent API: type EPOSTA, source HS_WEB, status
 * ONAY or RET, recipient type BIREYSEL, consent date "YYYY-MM-DD HH:mm:ss").
 * What the firm does with it: README, "E-bülten ve İYS".
 */
import type { Subscriber } from "#app/.server/db/schema.ts";
import { subscribers } from "#app/.server/newsletter/subscriptions.ts";
import { csvCell } from "#app/.server/text/csv.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { utcIsoToIstanbulDateTime } from "#app/lib/istanbul-time.ts";
import { ALL_TOPICS_TEXT } from "#app/lib/newsletter-topics.ts";

/** İYS's consent date: Istanbul time, "2026-11-01 13:05:00". */
const iysDate = utcIsoToIstanbulDateTime;

/**
 * What İYS is told: ONAY from the confirmation; RET from the withdrawal, for
 * an address that had consented (its own unsubscribe link, or the office's
 * "Onayı geri al": the same write); nothing for a sign-up never confirmed
 * (no consent to record). A bounce, also one the office marked by hand,
 * stays ONAY: İYS records the recipient's will, and an unreachable address
 * withdrew nothing (a RET would record a refusal nobody made). A withdrawal
 * the office hears of is recorded with "Onayı geri al", which a bounced
 * subscriber has too.
 */
function iysState(s: Subscriber): { status: string; date: string } {
  if (!s.consent_at) return { status: "", date: "" };
  // A withdrawn address that signed up again is withdrawn until it confirms (then unsubscribed_at is cleared).
  if (s.status === "unsubscribed" || (s.status === "pending" && s.unsubscribed_at)) {
    return { status: "RET", date: iysDate(s.unsubscribed_at) };
  }
  return { status: "ONAY", date: iysDate(s.consent_at) };
}

const COLUMNS: [string, (s: Subscriber) => string | number | null][] = [
  ["email", (s) => s.email],
  ["status", (s) => s.status],
  ["consent_at", (s) => s.consent_at],
  ["created_at", (s) => s.created_at],
  ["source", (s) => s.source],
  ["client_ip", (s) => s.client_ip],
  ["unsubscribed_at", (s) => s.unsubscribed_at],
  ["consent_at_tr", (s) => (s.consent_at ? formatTurkishDateTime(s.consent_at) : null)],
  ["consent_text_version", (s) => s.consent_text_version],
  // The topics as last chosen and when (ADR 064): not İYS's (its consent is for the channel, EPOSTA, whatever the topics).
  ["topics", (s) => s.topics_text ?? ALL_TOPICS_TEXT],
  ["topics_at", (s) => s.topics_at],
  ["bounced_at", (s) => s.bounced_at],
  ["bounce_reason", (s) => s.bounce_reason],
  // İYS.
  ["iys_alici", (s) => (s.consent_at ? s.email : null)],
  ["iys_tip", (s) => (s.consent_at ? "EPOSTA" : null)],
  ["iys_kaynak", (s) => (s.consent_at ? "HS_WEB" : null)],
  ["iys_durum", (s) => iysState(s).status],
  ["iys_izin_tarihi", (s) => iysState(s).date],
  ["iys_alici_turu", (s) => (s.consent_at ? "BIREYSEL" : null)],
];

export const SUBSCRIBER_CSV_HEADER = COLUMNS.map(([name]) => name).join(",");

export async function subscribersCsv(): Promise<string> {
  const rows = (await subscribers()).map((s) => COLUMNS.map(([, value]) => csvCell(value(s))).join(","));
  // A BOM so that spreadsheet programs read the UTF-8 (Turkish letters) correctly.
  return `\uFEFF${[SUBSCRIBER_CSV_HEADER, ...rows].join("\r\n")}\r\n`;
}
