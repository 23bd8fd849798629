/**
 * E-mails about admin accounts: an invitation, a password reset link, and
 * notices of changes the admin should know about (their password was reset,
 * two-factor was turned off). Links carry single-use tokens (tokens.ts).
 */
import type { MailMessage } from "#app/.server/mail/outbox.ts";
import { dateTime, escapeHtml, html } from "#app/.server/mail/templates.ts";

/** `firmName`: the firm's name when the e-mail is queued (Firma bilgileri). */
function mail(
  firmName: string,
  to: string,
  subject: string,
  paragraphs: readonly string[],
  link?: { label: string; url: string },
): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : [])].join("\n\n");
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const button = link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : "";
  return {
    to,
    subject: `${firmName}: ${subject}`,
    text,
    html: html(subject, `${body}${button}`, firmName),
  };
}

/** To an invited admin: the link to set their password (valid `validHours`). */
export function inviteMail(
  firmName: string,
  email: string,
  invitedBy: string,
  url: string,
  validHours: number,
  role: { label: string; summary: string },
): MailMessage {
  return mail(
    firmName,
    email,
    "yönetim paneline davet",
    [
      `${invitedBy} sizi ${firmName} web sitesinin yönetim paneline “${role.label}” rolüyle davet etti. ${role.label}: ${role.summary}`,
      `Aşağıdaki bağlantıyla adınızı ve şifrenizi belirleyip hesabınızı açabilirsiniz. Bağlantı ${validHours} saat geçerlidir ve yalnızca bir kez kullanılabilir.`,
      "Bu daveti beklemiyorsanız bu e-postayı yok sayabilirsiniz.",
    ],
    { label: "Hesabımı aç", url },
  );
}

/** To an admin who asked for a reset: the link to set a new password (valid `validMinutes`). */
export function passwordResetMail(firmName: string, email: string, url: string, validMinutes: number): MailMessage {
  return mail(
    firmName,
    email,
    "şifre yenileme",
    [
      `${firmName} yönetim panelinde bu adres için şifre yenileme istendi.`,
      `Yeni şifrenizi aşağıdaki bağlantıdan belirleyebilirsiniz. Bağlantı ${validMinutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir. İki adımlı doğrulama açıksa girişte kodunuz yine sorulur.`,
      "Bu isteği siz yapmadıysanız bu e-postayı yok sayın: şifreniz değişmez.",
    ],
    { label: "Yeni şifre belirle", url },
  );
}

/** To an admin whose password was just set through a reset link: every session was ended. */
export function passwordResetDoneMail(firmName: string, email: string, at: Date, signInUrl: string): MailMessage {
  return mail(
    firmName,
    email,
    "şifreniz değiştirildi",
    [
      `${firmName} yönetim panelindeki şifreniz ${dateTime.format(at)} tarihinde e-postayla gönderilen bağlantı kullanılarak değiştirildi. Açık olan bütün oturumlarınız kapatıldı.`,
      "Bunu siz yapmadıysanız hemen şifre yenileme isteyin ve diğer yöneticilere haber verin.",
    ],
    { label: "Giriş", url: signInUrl },
  );
}

/** To an admin whose two-factor sign-in was turned off. */
export function twoFactorOffMail(firmName: string, email: string, at: Date, signInUrl: string): MailMessage {
  return mail(
    firmName,
    email,
    "iki adımlı doğrulama kapatıldı",
    [
      `${firmName} yönetim panelindeki hesabınızda iki adımlı doğrulama ${dateTime.format(at)} tarihinde kapatıldı. Girişte artık yalnızca şifreniz soruluyor.`,
      "Bunu siz yapmadıysanız hemen şifrenizi değiştirin ve iki adımlı doğrulamayı yeniden açın.",
    ],
    { label: "Giriş", url: signInUrl },
  );
}
