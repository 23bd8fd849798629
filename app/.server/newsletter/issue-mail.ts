/**
 * An e-bülten issue as an e-mail: an HTML part that mail programs render
 * (inline styles, absolute links and image addresses, the preheader as the
 * hidden first line) and a plain-text part made from the same HTML
 * (html-to-text). Every copy carries the firm's identity and address in its
 * footer, the recipient's own one-click unsubscribe link and the
 * List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058). No tracking
 * pixel and no rewritten links: what the office wrote is what is sent.
 */
import { convert } from "html-to-text";
import { sanitizeRichText, toStoredRichText } from "#app/.server/content/rich-text.ts";
import type { NewsletterIssue } from "#app/.server/db/schema.ts";
import type { MailMessage } from "#app/.server/mail/outbox.ts";
import { escapeHtml } from "#app/.server/mail/templates.ts";
import { absoluteUrl, siteUrl } from "#app/.server/web/seo.ts";
import { colourTokens } from "#app/lib/colour-tokens.ts";
import { type FirmSettings, fullAddress, phoneDisplay } from "#app/lib/firm.ts";
import { issuePath, paths } from "#app/lib/paths.ts";

export type IssueContent = Pick<NewsletterIssue, "id" | "subject" | "preheader" | "body">;

/** Who sends the issue: the firm as Firma bilgileri has it when the e-mail is made. */
export type IssueSender = Pick<FirmSettings, "name" | "street" | "district" | "city" | "postalCode" | "phone" | "email">;

export interface IssueRecipient {
  email: string;
  /** The recipient's own one-click unsubscribe link (absolute). */
  unsubscribeUrl: string;
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
export function emailBody(stored: string): string {
  if (lastBody?.stored === stored && lastBody.origin === siteUrl()) return lastBody.html;
  const html = renderEmailBody(stored);
  lastBody = { stored, origin: siteUrl(), html, text: undefined };
  return html;
}

/**
 * The last body rendered, and its plain text: a send renders the same issue
 * for every recipient, and sanitizing and converting it is most of the cost
 * (only the footer differs per recipient).
 */
let lastBody: { stored: string; origin: string; html: string; text: string | undefined } | undefined;

function renderEmailBody(stored: string): string {
  const clean = sanitizeRichText(toStoredRichText(stored));
  return (
    clean
      // The value is escaped already; the site's origin needs no escaping.
      .replace(/ (src|href)="(\/[^/"][^"]*|\/)"/g, (_, attr: string, path: string) => ` ${attr}="${siteUrl()}${path}"`)
      .replace(/<([a-z][a-z0-9]*)\b([^>]*)>/g, (tag, name: string, attrs: string) =>
        INLINE[name] ? `<${name}${attrs} style="${INLINE[name]}">` : tag,
      )
  );
}

function footerLines(firm: IssueSender, recipient: IssueRecipient) {
  return {
    identity: [firm.name, fullAddress(firm), phoneDisplay(firm.phone), firm.email].filter(Boolean).join(" · "),
    why: `Bu e-postayı ${recipient.email} adresiyle ${firm.name} e-bültenine abone olduğunuz için aldınız.`,
  };
}

/** The HTML part (also the admin's preview of the e-mail). */
export function issueHtml(issue: IssueContent, recipient: IssueRecipient, firm: IssueSender): string {
  const web = absoluteUrl(issuePath(issue.id));
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
    emailBody(issue.body),
    `<hr style="border:0;border-top:1px solid ${LINE};margin:24px 0">`,
    `<p style="margin:0 0 8px;font-size:13px;color:${MUTED}">${escapeHtml(footer.identity)}</p>`,
    `<p style="margin:0 0 8px;font-size:13px;color:${MUTED}">${escapeHtml(footer.why)} `,
    `<a href="${escapeHtml(recipient.unsubscribeUrl)}" style="color:${LINK}">Abonelikten çık</a> (tek tıkla).</p>`,
    `<p style="margin:0;font-size:13px;color:${MUTED}">Bu e-postada izleme pikseli ya da yönlendirilen bağlantı yoktur.</p>`,
    `</div></body></html>`,
  ].join("");
}

/** The plain-text part: the same e-mail, readable without HTML. */
export function issueText(issue: IssueContent, recipient: IssueRecipient, firm: IssueSender): string {
  const web = absoluteUrl(issuePath(issue.id));
  const footer = footerLines(firm, recipient);
  const body = bodyText(issue.body);
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
    `Abonelikten çıkmak için (tek tıkla): ${recipient.unsubscribeUrl}`,
  ].join("\n");
}

function bodyText(stored: string): string {
  const html = emailBody(stored);
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
