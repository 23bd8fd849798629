/**
 * How an entry may look as a search result, in the admin form: its page
 * title, address and description, made the way the public pages make them
 * (routes/announcements.tsx, news.tsx: "<title> – Duyurular | <firm>", and
 * the description from the body when none is written, as the server's
 * metaDescription does). Browser-safe: the text is shown by React, never
 * parsed as HTML.
 */
import type { ListName } from "#app/lib/content-lists.ts";
import { announcementPath, newsPath } from "#app/lib/paths.ts";
import { excerpt } from "#app/lib/text.ts";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The words of a body (stored HTML, or the plain text of a browser without JavaScript). */
export function plainTextOf(body: string): string {
  if (!/^\s*<([a-z][a-z0-9]*)\b[^>]*>/i.test(body)) return body.replace(/\s+/g, " ").trim();
  return body
    .replace(/<\/(p|h2|h3|li|blockquote|tr|th|td)>|<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, name: string) => {
      const known = ENTITIES[name.toLowerCase()];
      if (known !== undefined) return known;
      if (/^#x/i.test(name)) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

export interface SearchPreview {
  title: string;
  url: string;
  description: string;
}

const SECTION: Partial<Record<ListName, string>> = { duyurular: "Duyurular", haberler: "Haberler" };

export function searchPreview(
  list: ListName,
  entry: { id: string | undefined; title: string; body: string; metaDescription: string },
  origin: string,
  siteName: string,
): SearchPreview {
  const title = entry.title.trim() || "Başlıksız";
  let path: string;
  try {
    path = list === "haberler" ? newsPath(title) : announcementPath(entry.id ?? "…", title);
  } catch {
    path = list === "haberler" ? "/haberler/…" : "/duyurular/…";
  }
  const url = decodeURI(`${origin}${path}`);
  return {
    title: `${title} – ${SECTION[list] ?? ""} | ${siteName}`,
    url,
    description: entry.metaDescription.trim() || excerpt(plainTextOf(entry.body)),
  };
}
