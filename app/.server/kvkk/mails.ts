/**
 * The e-mails of a KVKK application as it is filed: the acknowledgment to the person (the
 * reference, the received date, the last day of the 30, what happens next, the confirmation
 * link) and the office's notice, which names the reference and links the application in the admin and
 * carries no more of the person's data than the contact form's e-mail does (here: none).
 */
import type { MailMessage } from "#app/.server/mail/outbox.ts";
import { escapeHtml, html } from "#app/.server/mail/templates.ts";
import { formatTurkishDate, formatTurkishDateTime } from "#app/lib/dates.ts";
import { KVKK_ANSWER_CHANNELS, KVKK_ANSWER_DAYS, kvkkLabel } from "#app/lib/kvkk.ts";

export interface FiledApplication {
  reference: string;
  receivedAt: string;
  /** YYYY-MM-DD, Istanbul. */
  dueOn: string;
  email: string;
  answerChannel: string;
}

/** "2026-12-29" → "29.12.2026" (the day as Istanbul counts it). */
export const dueDate = (dueOn: string) => formatTurkishDate(`${dueOn}T12:00:00+03:00`);

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${line}</p>`).join("");

export function acknowledgmentMail(application: FiledApplication, confirmUrl: string, firmName: string): MailMessage {
  const { reference } = application;
  const received = formatTurkishDateTime(application.receivedAt);
  const due = dueDate(application.dueOn);
  const channel = kvkkLabel(KVKK_ANSWER_CHANNELS, application.answerChannel).toLocaleLowerCase("tr-TR");
  const intro = `${firmName} olarak KVKK kapsamındaki başvurunuzu ${received} tarihinde aldık. Başvuru numaranız: ${reference}.`;
  const deadline = `Kanun (6698 sayılı KVKK md. 13) başvurunuzu en geç ${KVKK_ANSWER_DAYS} gün içinde ücretsiz olarak yanıtlamamızı öngörür: yanıtımız en geç ${due} tarihine kadar ${channel} size ulaşacaktır.`;
  const confirm = "Lütfen e-posta adresinizi aşağıdaki bağlantıyı açıp sayfadaki düğmeye basarak doğrulayın:";
  const counting = `Doğrulama, yanıtımızın size güvenle ulaşması içindir; ${KVKK_ANSWER_DAYS} günlük süre doğrulamayı beklemeden başvurunuzun alındığı günden itibaren işler.`;
  const next =
    "Başvurunuzu inceleyeceğiz; kimliğinizi ya da talebinizi netleştirmek için ek bilgi gerekirse sizinle iletişime geçeriz. Yazışmalarınızda başvuru numaranızı belirtin.";
  const notYou = "Bu başvuruyu siz yapmadıysanız bu e-postayı dikkate almayın ya da bize bildirin.";
  return {
    to: application.email,
    subject: `KVKK başvurunuz alındı: ${reference}`,
    text: ["Merhaba,", "", intro, "", deadline, "", confirm, "", confirmUrl, "", counting, "", next, "", notYou].join("\n"),
    html: html(
      `KVKK başvurunuz alındı: ${reference}`,
      paragraphs(["Merhaba,", escapeHtml(intro), escapeHtml(deadline), escapeHtml(confirm)]) +
        `<p><a href="${escapeHtml(confirmUrl)}">E-posta adresimi doğrula</a></p>` +
        paragraphs([escapeHtml(counting), escapeHtml(next), escapeHtml(notYou)]),
      firmName,
    ),
  };
}

export function officeNoticeMail(application: FiledApplication, to: string, applicationUrl: string, firmName: string): MailMessage {
  const { reference } = application;
  const lines = [
    `Siteden yeni bir KVKK başvurusu geldi: ${reference} (${formatTurkishDateTime(application.receivedAt)}).`,
    `Yanıt için son gün: ${dueDate(application.dueOn)} (${KVKK_ANSWER_DAYS} takvim günü).`,
    "Başvurunun ayrıntıları yönetim panelindeki KVKK başvuruları ekranındadır:",
  ];
  return {
    to,
    subject: `Yeni KVKK başvurusu: ${reference}`,
    text: [...lines, applicationUrl].join("\n"),
    html: html(
      `Yeni KVKK başvurusu: ${reference}`,
      `${paragraphs(lines.map(escapeHtml))}<p><a href="${escapeHtml(applicationUrl)}">Başvuruyu aç</a></p>`,
      firmName,
    ),
  };
}
