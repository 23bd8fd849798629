/**
 * HTTP-level protections for every page: security headers with a per-request
 * CSP nonce, and the same-origin rule for every request that can change data.
 */
import { createHash, randomBytes } from "node:crypto";
import { ATTACHMENT_BODY_LIMIT, ATTACHMENT_TOO_LARGE } from "#app/.server/attachments/limits.ts";
import { REDIRECT_CSV_MAX_BYTES, REDIRECT_CSV_TOO_LARGE } from "#app/.server/firm/redirect-csv.ts";
import { UPLOAD_BODY_LIMIT } from "#app/.server/media/upload.ts";
import { enhanceLoaderHash } from "#app/.server/web/enhance-script.ts";
import { adminPaths, isAdminPath } from "#app/lib/admin-paths.ts";
import { CONTENT_LIMITS, CONTENT_LISTS } from "#app/lib/content-lists.ts";
import { PAGE_LIMITS } from "#app/lib/firm-forms.ts";
import { ADMIN_FORM_TOO_LARGE } from "#app/lib/form-limits.ts";
import { NO_SCRIPT_CSS, SITE_CSS } from "#app/lib/inline-css.ts";
import { KVKK_ANSWER_FILE_TOO_LARGE, KVKK_ANSWER_FILES_MAX_BYTES } from "#app/lib/kvkk-admin.ts";
import { KVKK_DOCUMENT_MAX_BYTES, KVKK_DOCUMENT_MAX_COUNT, kvkkApplicationLimits } from "#app/lib/kvkk-application.ts";
import { UPLOAD_TOO_LARGE } from "#app/lib/media.ts";
import { paths } from "#app/lib/paths.ts";
import { SERVICE_LIMITS } from "#app/lib/service-form.ts";

export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The methods a page answers. Anything else (PUT, PATCH, DELETE, ...) would
 * otherwise reach a page's form handler as if it were a POST.
 */
export const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS"]);
/** The Allow header of a 405: what a page can be asked for. */
export const ALLOW_HEADER = "GET, HEAD, POST";

/**
 * The e-bülten's token links, whose POST is authorised by the token in the URL
 * alone: no cookie, no session, so a forged cross-site POST gains nothing
 * without the token, and one can only confirm or unsubscribe the token's own
 * address. Mail clients POST the one-click unsubscribe (RFC 8058) without an
 * Origin, and the pages' own buttons send `Origin: null` and no Referer: the
 * pages are served with `Referrer-Policy: no-referrer` to keep the token in.
 * server/app.ts skips the same-origin check for them and drops their Origin
 * header, which React Router's own check would refuse. The KVKK application's
 * confirmation link is the same kind: its button confirms only the token's own
 * application's address. The preference page (ADR 064) too: its button changes
 * only the token's own address's topics.
 */
export const ORIGIN_CHECK_EXEMPT = new Set<string>([
  paths.newsletter.confirm,
  paths.newsletter.unsubscribe,
  paths.newsletter.preferences,
  paths.kvkkApplication.confirm,
]);

/** The image upload (and React Router's data request for the same action). */
const UPLOAD_PATHS = new Set([adminPaths.media, `${adminPaths.media}.data`]);
/** The attachments' upload (sirküler), whose files may be 20 MB. */
const ATTACHMENT_UPLOAD_PATHS = new Set([adminPaths.attachments, `${adminPaths.attachments}.data`]);
/** The attachments' upload, whose refusals are `{ ok: false, error }` (its contract, .server/attachments/upload.ts). */
export const isAttachmentUpload = (path: string) => ATTACHMENT_UPLOAD_PATHS.has(path);
/** A KVKK application's answer file (/adminpanel/kvkk-basvurulari/<id>/ek): up to the answer's 10 MB (ADR 055). */
const KVKK_ANSWER_FILE_PATH = new RegExp(`^${adminPaths.kvkkApplications}/[^/]+/ek(\\.data)?$`);
export const KVKK_ANSWER_FILE_BODY_LIMIT = KVKK_ANSWER_FILES_MAX_BYTES + 64 * 1024;
/** Yönlendirmeler, whose CSV import takes a file of up to 512 KB (.server/firm/redirect-csv.ts). */
const REDIRECT_IMPORT_PATHS = new Set([adminPaths.redirects, `${adminPaths.redirects}.data`]);

/**
 * The most bytes one unit of a text field's length can take on the wire. The
 * admin's forms with long text (an entry's, the e-bülten issue's, a firm
 * page's, a service's, Firma bilgileri) are sent as multipart/form-data (their
 * encType), which carries a field's text as its UTF-8 bytes: up to 3 for a
 * character of the Basic Multilingual Plane (€, …; Turkish letters are 2), 4
 * for one outside it but in two units of length, and a line break goes as CRLF
 * (2 bytes). A form post (x-www-form-urlencoded) sends each of those bytes as
 * "%XX", up to 9 a unit: a body of 100 000 Turkish letters was 600 KB, as
 * large as 600 KB of a field far over its limit, so no limit on the body could
 * tell them apart (ADR 035).
 */
export const WORST_BYTES_PER_CHARACTER = 3;

/** Room for what a form carries besides its text fields: names, status, dates, ids, checkboxes, trimmed white space. */
export const FORM_HEADROOM_BYTES = 64 * 1024;

/** The largest body a form can send when each of its text fields is full of the widest characters. */
export function formBodyLimit(fieldLimits: readonly number[]): number {
  return fieldLimits.reduce((bytes, limit) => bytes + limit * WORST_BYTES_PER_CHARACTER, 0) + FORM_HEADROOM_BYTES;
}

/**
 * The text fields of the admin's largest forms: an entry's (title or
 * question, and a rich-text body or answer of CONTENT_LIMITS.body
 * characters; on the workflow lists also the meta description and the
 * cover's alt text), a firm page's and a service's. The e-bülten issue's form
 * (a body of the same limit and two 150-character lines) and Firma bilgileri
 * are smaller; tests/unit/body-limits.test.ts checks them.
 */
const largestAdminForm = Math.max(
  ...Object.values(CONTENT_LISTS).map((list) =>
    formBodyLimit([
      ...list.fields.map((field) => field.maxLength),
      ...(list.workflow ? [CONTENT_LIMITS.metaDescription, CONTENT_LIMITS.alt] : []),
    ]),
  ),
  formBodyLimit(Object.values(PAGE_LIMITS)),
  formBodyLimit(Object.values(SERVICE_LIMITS)),
);

/**
 * The admin's request body limit (about 360 KB): its largest form, sent as
 * it is sent, full of the widest characters, still arrives, so an over-long
 * field gets its own message next to it; a body larger than that is no form
 * of ours within its limits and is answered 413 before it is read.
 */
export const ADMIN_BODY_LIMIT = largestAdminForm;

/** Yönlendirmeler: its CSV file and the multipart around it. */
export const REDIRECT_IMPORT_BODY_LIMIT = REDIRECT_CSV_MAX_BYTES + FORM_HEADROOM_BYTES;

/** The public forms (contact, sign-up) need little. */
export const PUBLIC_BODY_LIMIT = 32 * 1024;

/**
 * The KVKK application (multipart, ADR 058): its documents at their limit and its text fields
 * full of the widest characters; a larger body is no form of ours and is refused unread.
 */
export const KVKK_APPLICATION_BODY_LIMIT =
  KVKK_DOCUMENT_MAX_COUNT * KVKK_DOCUMENT_MAX_BYTES + formBodyLimit(Object.values(kvkkApplicationLimits));
const KVKK_APPLICATION_TOO_LARGE = `Gönderilen belgeler çok büyük; başvurunuz kaydedilmedi. En fazla ${KVKK_DOCUMENT_MAX_COUNT} belge ekleyebilirsiniz, her biri en fazla ${KVKK_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB olabilir.`;

/**
 * Request body limits: a public form's, the admin's (its largest form), an
 * image's and an attachment's upload and the redirects' CSV import (their own).
 */
export function bodyLimitFor(path: string): number {
  if (UPLOAD_PATHS.has(path)) return UPLOAD_BODY_LIMIT;
  if (ATTACHMENT_UPLOAD_PATHS.has(path)) return ATTACHMENT_BODY_LIMIT;
  if (path === paths.kvkkApplication.form) return KVKK_APPLICATION_BODY_LIMIT;
  if (REDIRECT_IMPORT_PATHS.has(path)) return REDIRECT_IMPORT_BODY_LIMIT;
  if (KVKK_ANSWER_FILE_PATH.test(path)) return KVKK_ANSWER_FILE_BODY_LIMIT;
  return isAdminPath(path) ? ADMIN_BODY_LIMIT : PUBLIC_BODY_LIMIT;
}

/**
 * The refusal of a body over the limit, in the words of the form it came
 * from; the admin's error boundary shows ADMIN_FORM_TOO_LARGE for any 413.
 */
export function bodyTooLargeMessage(path: string): string {
  if (ATTACHMENT_UPLOAD_PATHS.has(path)) return ATTACHMENT_TOO_LARGE;
  if (UPLOAD_PATHS.has(path)) return UPLOAD_TOO_LARGE;
  if (path === paths.kvkkApplication.form) return KVKK_APPLICATION_TOO_LARGE;
  if (REDIRECT_IMPORT_PATHS.has(path)) return REDIRECT_CSV_TOO_LARGE;
  if (KVKK_ANSWER_FILE_PATH.test(path)) return KVKK_ANSWER_FILE_TOO_LARGE;
  return isAdminPath(path) ? ADMIN_FORM_TOO_LARGE : "İstek reddedildi: gönderilen veri çok büyük.";
}

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const NO_SCRIPT_HASH = hashOf(NO_SCRIPT_CSS);
/** The hashes of the whole stylesheet and the no-script rules, for a page that carries both. */
const INLINE_STYLE_HASHES = `${hashOf(SITE_CSS)} ${NO_SCRIPT_HASH}`;

/**
 * The Content-Security-Policy of an HTML page. With a nonce (the admin area,
 * whose React Router scripts are inline), inline scripts and styles carry it.
 * Without one (public pages), scripts come only from this site, the one inline
 * script (the enhancement's loader) and the inline styles are allowed by their
 * hashes, so the page is the same bytes for every visitor and can be cached.
 */
export function contentSecurityPolicy(
  nonce: string | undefined,
  options: { https: boolean; dev: boolean },
  /** A public page's own stylesheet (.server/web/page-css.ts), when it carries that instead of the whole one. */
  pageCss?: string,
): string {
  const eval_ = options.dev ? " 'unsafe-eval'" : "";
  const loader = nonce ? undefined : enhanceLoaderHash();
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'${eval_}` : `script-src 'self'${loader ? ` ${loader}` : ""}${eval_}`,
    nonce
      ? `style-src 'self' 'nonce-${nonce}'`
      : `style-src 'self' ${pageCss === undefined ? INLINE_STYLE_HASHES : `${hashOf(pageCss)} ${NO_SCRIPT_HASH}`}`,
    // 'self' covers the uploaded images (/medya/…); data: the small inlined ones.
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${options.dev ? " ws: wss:" : ""}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Headers for every response. (The CSP is set on HTML pages, see entry.server.tsx.) */
export function securityHeaders(options: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  };
  if (options.https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/**
 * A state-changing request must come from one of our own pages: its Origin
 * (or, lacking one, its Referer) must be the site's public origin or the
 * origin the request was addressed to. A request with neither is refused.
 */
export function isSameOrigin(headers: { origin?: string; referer?: string }, ownOrigins: string[]): boolean {
  let source = headers.origin;
  if (!source || source === "null") {
    if (!headers.referer) return false;
    try {
      source = new URL(headers.referer).origin;
    } catch {
      return false;
    }
  }
  return ownOrigins.includes(source);
}
