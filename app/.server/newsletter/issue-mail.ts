/**
 * An e-bülten issue as an e-mail: an HTML part that mail programs render
 * (inline styles, absolute links and image addresses, the preheader as the
 * hidden first line) and a plain-text part made from the same HTML
 * (html-to-text). Every copy carries the firm's identity and address in its
 * footer, the recipient's own one-click unsubscribe link, the link to their
 * preference page (topics or leaving: ADR 064) and the
 * List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058). No tracking
 * pixel and no redirected links: a link to the site only gains
 * ?kaynak=bulten-<number> (the same for every recipient), so İstatistikler
 * can show the visits an issue brought (issue 26, ADR 029).
 */
import { convert } from "html-to-text";
import type { NewsletterIssue } from "#app/.server/db/schema.ts";
import type { MailMessage } from "#app/.server/mail/outbox.ts";
import { escapeHtml } from "#app/.server/mail/templates.ts";
import { sanitizeRichText, toStoredRichText } from "#app/.server/text/rich-text.ts";
import { absoluteUrl, siteUrl } from "#app/.server/web/seo.ts";
import { bulletinSource, SOURCE_PARAM } from "#app/lib/analytics.ts";
import { colourTokens } from "#app/lib/colour-tokens.ts";
import { type IdentitySettings, senderIdentityLine } from "#app/lib/firm-identity.ts";
import { issuePath, paths } from "#app/lib/paths.ts";

export type IssueContent = Pick<NewsletterIssue, "id" | "subject" | "preheader" | "body"> & {
  /** Its number among sent issues; null for a draft (its preview's links carry no source). */
  number?: number | null;
};

/**
 * Who sends the issue: the firm as Firma bilgileri has it when the e-mail is
 * made. A commercial e-mail names its sender (6563 sayılı Kanun): the footer
 * carries the trade name, the MERSİS or tax number and the contact details
 * (lib/firm-identity.ts), besides the withdrawal link.
 */
export type IssueSender = IdentitySettings;

export interface IssueRecipient {
  email: string;
  /** The recipient's own one-click unsubscribe link (absolute). */
  unsubscribeUrl: string;
  /** The recipient's preference page: topics or leaving, by the same token (absolute; ADR 064). */
  preferencesUrl: string;
}

const INK = colourTokens.ink;
const MUTED = colourTokens.inkMuted;
const LINE = colourTokens.line;
const LINK = colourTokens.navy600;

/** Styles mail programs keep only when inline: one per tag the sanitizer lets through. */
const INLINE: Record<string, string> = {
  p: "margin:0 0 16px",
  h2: "margin:24px 0 12px;font-size:20px;line-height:1.3",
  h3: "margin:20px 0 8px;font-size:17px;line-height:1.3",
  ul: "margin:0 0 16px;padding-left:24px",
  ol: "margin:0 0 16px;padding-left:24px",
  li: "margin:0 0 4px",
  blockquote: `margin:0 0 16px;padding-left:16px;border-left:4px solid ${LINE};color:${MUTED}`,
  table: "border-collapse:collapse;width:100%;margin:0 0 16px",
  th: `border:1px solid ${LINE};padding:6px 8px;text-align:left;background:${colourTokens.navy100}`,
  td: `border:1px solid ${LINE};padding:6px 8px;text-align:left`,
  a: `color:${LINK}`,
  img: "display:block;max-width:100%;height:auto;border:0",
};

/**
 * The body as an e-mail shows it: sanitized again, addresses made absolute
 * (images and links to the site), styles inline. It works on the
 * sanitizer's output, whose tags are always `<name attr="value">`.
 */
export function emailBody(stored: string, issueNumber?: number | null): string {
  const number = issueNumber ?? null;
  if (lastBody?.stored === stored && lastBody.origin === siteUrl() && lastBody.number === number) return lastBody.html;
  const html = renderEmailBody(stored, number);
  lastBody = { stored, origin: siteUrl(), number, html, text: undefined };
  return html;
}

/**
 * A link to this site with the issue's source (?kaynak=bulten-<number>, before
 * any #fragment); any other link, or a draft's (no number), unchanged. `amp` is
 * the separator inside an HTML attribute ("&amp;").
 */
export function withIssueSource(url: string, issueNumber: number | null | undefined, amp = "&"): string {
  const origin = siteUrl();
  if (!issueNumber || (url !== origin && !url.startsWith(`${origin}/`) && !url.startsWith(`${origin}?`) && !url.startsWith(`${origin}#`)))
    return url;
  const hashAt = url.indexOf("#");
  const [base, hash] = hashAt === -1 ? [url, ""] : [url.slice(0, hashAt), url.slice(hashAt)];
  const separator = base.includes("?") ? amp : "?";
  return `${base}${separator}${SOURCE_PARAM}=${bulletinSource(issueNumber)}${hash}`;
}

/**
 * The last body rendered, and its plain text: a send renders the same issue
 * for every recipient, and sanitizing and converting it is most of the cost
 * (only the footer differs per recipient).
 */
let lastBody: { stored: string; origin: string; number: number | null; html: string; text: string | undefined } | undefined;

function renderEmailBody(stored: string, issueNumber: number | null): string {
  const clean = sanitizeRichText(toStoredRichText(stored));
  return (
    clean
      // The value is escaped already; the site's origin needs no escaping.
      .replace(/ (src|href)="(\/[^/"][^"]*|\/)"/g, (_, attr: string, path: string) => ` ${attr}="${siteUrl()}${path}"`)
      .replace(/ href="([^"]*)"/g, (_, url: string) => ` href="${withIssueSource(url, issueNumber, "&amp;")}"`)
      .replace(/<([a-z][a-z0-9]*)\b([^>]*)>/g, (tag, name: string, attrs: string) =>
        INLINE[name] ? `<${name}${attrs} style="${INLINE[name]}">` : tag,
      )
  );
}

function footerLines(firm: IssueSender, recipient: IssueRecipient) {
  return {
    identity: senderIdentityLine(firm),
    why: `Bu e-postayı ${recipient.email} adresiyle ${firm.name} e-bültenine abone olduğunuz için aldınız.`,
  };
}

/** The HTML part (also the admin's preview of the e-mail). */
export function issueHtml(issue: IssueContent, recipient: IssueRecipient, firm: IssueSender): string {
  const web = withIssueSource(absoluteUrl(issuePath(issue.id)), issue.number);
  const footer = footerLines(firm, recipient);
  const preheader = issue.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(issue.preheader)}</div>`
    : "";
  return [
    `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(issue.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${colourTokens.paper}">${preheader}`,
    `<div style="max-width:640px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.6;color:${INK};background:${colourTokens.white}">`,
    `<p style="margin:0 0 8px;font-size:13px;color:${MUTED}">${escapeHtml(firm.name)} e-bülteni · <a href="${escapeHtml(web)}" style="color:${LINK}">Web sayfasında görüntüle</a></p>`,
    `<h1 style="margin:0 0 20px;font-size:24px;line-height:1.25">${escapeHtml(issue.subject)}</h1>`,
    emailBody(issue.body, issue.number),
    `<hr style="border:0;border-top:1px solid ${LINE};margin:24px 0">`,
    `<p style="margin:0 0 8px;font-size:13px;color:${MUTED}">${escapeHtml(footer.identity)}</p>`,
    `<p style="margin:0 0 8px;font-size:13px;color:${MUTED}">${escapeHtml(footer.why)} `,
    `<a href="${escapeHtml(recipient.unsubscribeUrl)}" style="color:${LINK}">Abonelikten çık</a>. `,
    `Yalnızca seçtiğiniz konulardaki sayıları almak için: <a href="${escapeHtml(recipient.preferencesUrl)}" style="color:${LINK}">E‑bülten tercihleriniz</a>.</p>`,
    `<p style="margin:0;font-size:13px;color:${MUTED}">Bu e-postada izleme pikseli ya da yönlendirilen bağlantı yoktur.</p>`,
    `</div></body></html>`,
  ].join("");
}

/** The plain-text part: the same e-mail, readable without HTML. */
export function issueText(issue: IssueContent, recipient: IssueRecipient, firm: IssueSender): string {
  const web = withIssueSource(absoluteUrl(issuePath(issue.id)), issue.number);
  const footer = footerLines(firm, recipient);
  const body = bodyText(issue.body, issue.number);
  return [
    `${firm.name} e-bülteni`,
    `Web sayfasında görüntüle: ${web}`,
    "",
    issue.subject,
    "=".repeat(Math.min(issue.subject.length, 78)),
    "",
    body,
    "",
    "--",
    footer.identity,
    footer.why,
    `Abonelikten çıkmak için: ${recipient.unsubscribeUrl}`,
    `Konularınızı seçmek için: ${recipient.preferencesUrl}`,
  ].join("\n");
}

function bodyText(stored: string, issueNumber: number | null | undefined): string {
  const html = emailBody(stored, issueNumber);
  if (lastBody?.html === html && lastBody.text !== undefined) return lastBody.text;
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: "h2", options: { uppercase: false } },
      { selector: "h3", options: { uppercase: false } },
      // Its upper-casing is not Turkish ("Vergi" would become "VERGI"): header cells stay as written.
      { selector: "table", format: "dataTable", options: { uppercaseHeaderCells: false } },
      { selector: "img", format: "skip" },
    ],
  });
  if (lastBody?.html === html) lastBody.text = text;
  return text;
}

/** The e-mail of an issue to one recipient. */
export function issueMail(issue: IssueContent, recipient: IssueRecipient, firm: IssueSender): MailMessage {
  return {
    to: recipient.email,
    subject: issue.subject,
    text: issueText(issue, recipient, firm),
    html: issueHtml(issue, recipient, firm),
    headers: {
      "List-Unsubscribe": `<${recipient.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      // Where the archive of issues is, for mail programs that show it.
      "List-Archive": `<${absoluteUrl(paths.newsletter.archive)}>`,
    },
  };
}
