/**
 * The e-mails the site sends, in plain text and HTML. Everything a visitor
 * typed is HTML-escaped; header-bound fields never contain line breaks
 * (the forms refuse them). The firm's name is the caller's: read from the
 * firm's snapshot when the e-mail is queued (Firma bilgileri), never fixed here.
 */

import type { Message } from "#app/.server/db/schema.ts";
import type { MailMessage } from "#app/.server/mail/outbox.ts";
import { colourTokens } from "#app/lib/colour-tokens.ts";

import { escapeHtml } from "#app/lib/text.ts";

export { escapeHtml };

export const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Istanbul" });

/** The HTML frame of every e-mail: the body with the firm's name under it. */
export function html(title: string, body: string, firmName: string): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:${colourTokens.ink};line-height:1.5">${body}<p style="color:${colourTokens.inkMuted};font-size:13px">${escapeHtml(firmName)}</p></body></html>`;
}

export type ContactFields = Pick<Message, "name" | "phone" | "email" | "subject" | "body" | "created_at"> &
  Partial<Pick<Message, "language">>;

export function contactMail(message: ContactFields, to: string, firmName: string): MailMessage {
  const lines: [string, string][] = [
    ["İsim", message.name],
    ["Telefon", message.phone],
    ["E-posta", message.email],
    ["Konu", message.subject],
    ["Mesaj", message.body],
  ];
  // A message from the English contact page (issue 43) says so: the office answers it in English.
  const form = message.language === "en" ? "İngilizce iletişim formu" : "İletişim formu";
  const fromForm = message.language === "en" ? "İngilizce iletişim formundan" : "iletişim formundan";
  return {
    to,
    subject: `${form}: ${message.subject}`,
    headers: { "Reply-To": message.email },
    text: [
      `Sitenin ${fromForm} ${dateTime.format(new Date(message.created_at))} tarihinde yeni bir mesaj geldi.`,
      "",
      ...lines.map(([label, value]) => `${label}: ${value}`),
      "",
      "Bu e-postayı yanıtladığınızda yanıtınız gönderene gider.",
    ].join("\n"),
    html: html(
      form,
      `<p>Sitenin ${fromForm} ${escapeHtml(dateTime.format(new Date(message.created_at)))} tarihinde yeni bir mesaj geldi.</p>` +
        `<table cellpadding="6" style="border-collapse:collapse">${lines
          .map(
            ([label, value]) =>
              `<tr><th align="left" valign="top" style="border-bottom:1px solid ${colourTokens.line}">${label}</th><td style="border-bottom:1px solid ${colourTokens.line};white-space:pre-line">${escapeHtml(value)}</td></tr>`,
          )
          .join("")}</table><p>Bu e-postayı yanıtladığınızda yanıtınız gönderene gider.</p>`,
      firmName,
    ),
  };
}

/** Headers of every newsletter e-mail: one-click unsubscribe (RFC 8058). */
function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/**
 * The e-bülten sign-up's confirmation. Not a commercial e-mail (it concerns
 * the subscription itself), but it goes to an address someone typed, so it
 * names its sender as an issue does: `sender` is the identity line
 * (lib/firm-identity.ts senderIdentityLine: trade name, MERSİS or tax number,
 * contact).
 */
export function confirmationMail(
  email: string,
  confirmUrl: string,
  unsubscribeUrl: string,
  validDays: number,
  firmName: string,
  sender: string,
): MailMessage {
  return {
    to: email,
    subject: `${firmName} e-bülten aboneliğinizi onaylayın`,
    headers: unsubscribeHeaders(unsubscribeUrl),
    text: [
      "Merhaba,",
      "",
      `${firmName} e-bültenine abone olmak için bu adres kullanıldı. Aboneliğinizi onaylamak için aşağıdaki bağlantıyı açıp sayfadaki düğmeye basın:`,
      "",
      confirmUrl,
      "",
      `Bağlantı ${validDays} gün geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; onaylanmayan kayıtlar silinir.`,
      "",
      `Abonelikten çıkmak için: ${unsubscribeUrl}`,
      "",
      "--",
      sender,
    ].join("\n"),
    html: html(
      "E-bülten aboneliği",
      `<p>Merhaba,</p><p>${escapeHtml(firmName)} e-bültenine abone olmak için bu adres kullanıldı. Aboneliğinizi onaylamak için aşağıdaki bağlantıyı açıp sayfadaki düğmeye basın:</p>` +
        `<p><a href="${escapeHtml(confirmUrl)}">Aboneliğimi onaylıyorum</a></p>` +
        `<p>Bağlantı ${validDays} gün geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; onaylanmayan kayıtlar silinir.</p>` +
        `<p style="font-size:13px"><a href="${escapeHtml(unsubscribeUrl)}">Abonelikten çık</a></p>`,
      sender,
    ),
  };
}

export function subscriptionNotice(
  subscriber: { email: string; consent_at: string; source: string | null },
  to: string,
  unsubscribeUrl: string,
  firmName: string,
): MailMessage {
  const when = dateTime.format(new Date(subscriber.consent_at));
  return {
    to,
    subject: `E-bülten: yeni abone ${subscriber.email}`,
    headers: unsubscribeHeaders(unsubscribeUrl),
    text: [
      `${subscriber.email} e-bülten aboneliğini ${when} tarihinde e-posta ile onayladı.`,
      `Abone olunan sayfa: ${subscriber.source ?? "–"}`,
      "",
      `Aboneliği sonlandırma bağlantısı: ${unsubscribeUrl}`,
    ].join("\n"),
    html: html(
      "Yeni abone",
      `<p><strong>${escapeHtml(subscriber.email)}</strong> e-bülten aboneliğini ${escapeHtml(when)} tarihinde e-posta ile onayladı.</p>` +
        `<p>Abone olunan sayfa: ${escapeHtml(subscriber.source ?? "–")}</p>` +
        `<p style="font-size:13px"><a href="${escapeHtml(unsubscribeUrl)}">Aboneliği sonlandır</a></p>`,
      firmName,
    ),
  };
}

/** To an admin whose account is being guessed at: the attempts are slowed, never their own sign-in refused. */
export function failedSignInsMail(
  email: string,
  failures: number,
  windowMinutes: number,
  signInUrl: string,
  firmName: string,
): MailMessage {
  const text = `${firmName} yönetim panelinde hesabınız (${email}) için son ${windowMinutes} dakikada ${failures} başarısız giriş denemesi oldu.`;
  const advice =
    "Bu denemeleri siz yapmadıysanız biri şifrenizi tahmin etmeye çalışıyor olabilir: uzun ve başka yerde kullanmadığınız bir şifre seçin. Denemeler yavaşlatılıyor; siz kendi şifrenizle girmeye devam edebilirsiniz.";
  return {
    to: email,
    subject: `${firmName}: hesabınızda çok sayıda başarısız giriş denemesi`,
    text: [text, "", advice, "", `Giriş: ${signInUrl}`].join("\n"),
    html: html("Başarısız giriş denemeleri", `<p>${escapeHtml(text)}</p><p>${escapeHtml(advice)}</p>`, firmName),
  };
}
