/**
 * The e-mails of KVKK başvuruları (issue 42): the answer to the person (with the office's
 * files), a refusal with its reason, and the reminders to the Sahip and Yöneticiler at day
 * 20 and day 27. What the person or the office typed is escaped; the answer's rich text is
 * the stored, sanitized form (text/rich-text.ts).
 */
import type { KvkkApplication } from "#app/.server/db/schema.ts";
import type { MailAttachment, MailMessage } from "#app/.server/mail/outbox.ts";
import { escapeHtml, html } from "#app/.server/mail/templates.ts";
import { richTextToPlain, sanitizeRichText, toStoredRichText } from "#app/.server/text/rich-text.ts";
import { siteUrl } from "#app/.server/web/seo.ts";
import { formatTurkishDate } from "#app/lib/dates.ts";

/** The plain-text part: one line per block of the stored rich text. */
function plainOf(stored: string): string {
  return stored
    .split(/<\/(?:p|h2|h3|li|blockquote|tr)>/i)
    .map((block) => richTextToPlain(block))
    .filter(Boolean)
    .join("\n\n");
}

/** The answer's body for an e-mail: sanitized again, and the site's own addresses (an image from Görseller, a page) made absolute. */
function emailHtml(stored: string): string {
  // The sanitizer writes every attribute as name="value", already escaped; the site's origin needs no escaping.
  return sanitizeRichText(toStoredRichText(stored)).replace(
    / (src|href)="(\/[^/"][^"]*|\/)"/g,
    (_, attr: string, path: string) => ` ${attr}="${siteUrl()}${path}"`,
  );
}

export function answerMail(application: KvkkApplication, stored: string, files: MailAttachment[], firmName: string): MailMessage {
  const subject = `${application.reference} numaralı KVKK başvurunuzun yanıtı`;
  const intro = `Sayın ${application.full_name}, ${formatTurkishDate(application.received_at)} tarihli ve ${application.reference} numaralı başvurunuza yanıtımız aşağıdadır.`;
  const filesLine = files.length > 0 ? `Ekte ${files.length} dosya var: ${files.map((f) => f.fileName).join(", ")}.` : "";
  return {
    to: application.email,
    subject,
    text: [intro, "", plainOf(stored), ...(filesLine ? ["", filesLine] : [])].join("\n"),
    html: html(subject, `<p>${escapeHtml(intro)}</p>${emailHtml(stored)}${filesLine ? `<p>${escapeHtml(filesLine)}</p>` : ""}`, firmName),
    attachments: files,
  };
}

export function refusalMail(application: KvkkApplication, reason: string, firmName: string): MailMessage {
  const subject = `${application.reference} numaralı KVKK başvurunuz hakkında`;
  const intro = `Sayın ${application.full_name}, ${formatTurkishDate(application.received_at)} tarihli ve ${application.reference} numaralı başvurunuz aşağıdaki gerekçeyle reddedilmiştir (6698 sayılı KVKK md. 13).`;
  const complaint =
    "Bu yanıtı yetersiz bulursanız, yanıtı öğrendiğiniz tarihten başlayarak 30 gün ve her hâlde başvuru tarihinden başlayarak 60 gün içinde Kişisel Verileri Koruma Kurulu'na şikâyette bulunabilirsiniz (KVKK md. 14).";
  return {
    to: application.email,
    subject,
    text: [intro, "", `Gerekçe: ${reason}`, "", complaint].join("\n"),
    html: html(
      subject,
      `<p>${escapeHtml(intro)}</p><p><strong>Gerekçe:</strong></p><p style="white-space:pre-line">${escapeHtml(reason)}</p><p>${escapeHtml(complaint)}</p>`,
      firmName,
    ),
  };
}

export type ReminderKind = "warning" | "last";

export function reminderMail(
  application: Pick<KvkkApplication, "reference" | "due_on" | "received_at">,
  kind: ReminderKind,
  dayCount: number,
  to: string,
  url: string,
  firmName: string,
): MailMessage {
  const due = formatTurkishDate(application.due_on);
  const subject =
    kind === "last"
      ? `Son hatırlatma: ${application.reference} numaralı KVKK başvurusunun süresi ${due} tarihinde doluyor`
      : `Hatırlatma: ${application.reference} numaralı KVKK başvurusu ${dayCount}. gününde`;
  const lines = [
    `${application.reference} numaralı KVKK başvurusu ${formatTurkishDate(application.received_at)} tarihinde alındı ve bugün ${dayCount}. gününde; henüz yanıtlanmadı.`,
    `Kanun yanıtı en geç 30 gün içinde istiyor (KVKK md. 13): son gün ${due}.`,
    `Başvuruyu açmak için: ${url}`,
  ];
  return {
    to,
    subject,
    text: lines.join("\n\n"),
    html: html(
      subject,
      `<p>${escapeHtml(lines[0]!)}</p><p>${escapeHtml(lines[1]!)}</p><p><a href="${escapeHtml(url)}">Başvuruyu aç</a></p>`,
      firmName,
    ),
  };
}
