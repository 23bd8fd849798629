/**
 * Length limits of the public forms. The server's schemas (.server/web/forms.ts)
 * and the inputs' maxLength attributes both read them, so they never disagree.
 * And the admin's answer to a form too large to read.
 */
import { CONTENT_LIMITS } from "#app/lib/content-lists.ts";

export const contactLimits = {
  isim: 100,
  telefon: 30,
  eposta: 254,
  konu: 200,
  mesaj: 5000,
} as const;

export const newsletterLimits = { eposta: 254 } as const;

export type ContactField = keyof typeof contactLimits;

/**
 * The shortest admin password: the password forms' minLength, the server's
 * password rule (.server/accounts/password-policy.ts) and ADMIN_PASSWORD's
 * check in .server/config.ts all read it (browser-safe, so the kernel's
 * config need not import a feature).
 */
export const MIN_PASSWORD_LENGTH = 12;

/** The hidden field that people never fill in and simple bots do. */
export const HONEYPOT_FIELD = "web_sitesi";

/**
 * The admin's refusal of a form whose body is over the admin's limit
 * (.server/web/security/http.ts), answered before it is read; its error
 * boundary shows the same words. A form of ours gets there only with a field
 * far over its own limit.
 */
export const ADMIN_FORM_TOO_LARGE = `Gönderilen form çok büyük; hiçbir şey kaydedilmedi. Bir metin en fazla ${CONTENT_LIMITS.body.toLocaleString("tr-TR")} karakter olabilir: metni kısaltıp yeniden deneyin.`;

/**
 * How the admin's forms with long text are sent (an entry's, the e-bülten
 * issue's, a firm page's, a service's, Firma bilgileri): multipart, each
 * character as its UTF-8 bytes (at most 3 a unit of length), not a form post's
 * "%XX" for each byte (up to 9), so that the admin's body limit
 * (.server/web/security/http.ts, ADR 035) lets the fullest form through and
 * refuses one far over its fields' limits.
 */
export const LONG_TEXT_FORM_ENCODING = "multipart/form-data";
