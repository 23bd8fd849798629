/**
 * The review e-mails of issue 25: to the editors when a Yazar marks a draft
 * "Yayına hazır", and to the Yazar when an editor sends it back with a note.
 * Both link to the entry's edit screen; the firm's name frames them.
 */
import type { MailMessage } from "#app/.server/mail/outbox.ts";
import { escapeHtml, html } from "#app/.server/mail/templates.ts";

function mail(
  firmName: string,
  to: string,
  subject: string,
  paragraphs: readonly string[],
  link: { label: string; url: string },
): MailMessage {
  const text = [...paragraphs, `${link.label}: ${link.url}`].join("\n\n");
  const body = paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll("\n", "<br>")}</p>`).join("");
  const button = `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`;
  return { to, subject: `${firmName}: ${subject}`, text, html: html(subject, `${body}${button}`, firmName) };
}

export interface ReviewEntry {
  /** "duyuru", "haber", "sirküler". */
  singular: string;
  title: string;
  /** The entry's edit screen (absolute). */
  url: string;
}

/** To an editor: a Yazar's draft waits for review. */
export function readyMail(firmName: string, to: string, entry: ReviewEntry, author: string): MailMessage {
  return mail(
    firmName,
    to,
    `yayına hazır ${entry.singular}: ${entry.title}`,
    [
      `${author} “${entry.title}” başlıklı ${entry.singular} taslağını yayına hazır olarak işaretledi.`,
      "Taslağı gözden geçirip yayımlayabilir ya da bir notla yazarına geri gönderebilirsiniz.",
    ],
    { label: "Taslağı aç", url: entry.url },
  );
}

/** To the Yazar: an editor sent their draft back with a note. */
export function sentBackMail(firmName: string, to: string, entry: ReviewEntry, editor: string, note: string): MailMessage {
  return mail(
    firmName,
    to,
    `taslağınız geri gönderildi: ${entry.title}`,
    [
      `${editor} “${entry.title}” başlıklı ${entry.singular} taslağınızı bir notla geri gönderdi:`,
      note,
      "Taslağı düzelttikten sonra yeniden “Yayına hazır” olarak işaretleyebilirsiniz.",
    ],
    { label: "Taslağı aç", url: entry.url },
  );
}
