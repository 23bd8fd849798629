/**
 * The addresses a link in a body may have: http(s), mailto: and tel: only
 * (the server's sanitizer keeps the same schemes, see .server/text/rich-text.ts).
 */
const ALLOWED = /^(https?:\/\/|mailto:|tel:)/i;

export function isAllowedLink(href: string): boolean {
  const value = href.trim();
  if (!ALLOWED.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "mailto:" || url.protocol === "tel:" || url.hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * What the office typed, as a link: "www.gib.gov.tr/…" becomes https://…, an
 * e-mail address mailto:…; anything else is left as typed (and then refused
 * by isAllowedLink unless it has an allowed scheme).
 */
export function normalizeLink(typed: string): string {
  const value = typed.trim();
  if (ALLOWED.test(value)) return value;
  if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(value)) return `mailto:${value}`;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value)) return `https://${value}`;
  return value;
}
