/**
 * How an entry may look as a search result, in the admin form: its page
 * title, address and description, made the way the public pages make them
 * (routes/announcements.tsx, news.tsx: "<title> – Duyurular | <firm>";
 * routes/circular.tsx: "Sirküler 2026/14 — <title> | <firm>" at
 * /sirkuler/2026-14), and the description from the body when none is
 * written, as the server's metaDescription does. Browser-safe: the text is
 * shown by React, never parsed as HTML.
 */
import { type CircularNumber, circularLabel, parseCircularNumber } from "#app/lib/circulars.ts";
import type { ListName } from "#app/lib/content-lists.ts";
import { announcementPath, circularPath, newsPath, paths } from "#app/lib/paths.ts";
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

/** An entry as the form holds it now. */
export interface PreviewEntry {
  id: string | undefined;
  title: string;
  body: string;
  metaDescription: string;
  /** Sirküler: its number as the form's field holds it ("2026/14"); its address and title are made of it. */
  circularNumber?: string;
}

/** A path made of a title the field may hold half-typed (a lone surrogate cannot be encoded): "…" until it can. */
function pathOr(build: () => string, fallback: string): string {
  try {
    return build();
  } catch {
    return fallback;
  }
}

/** The public page's address and its title before " | <firm>", for a title that is not empty. */
function publicPage(list: ListName, entry: PreviewEntry, title: string): { path: string; pageTitle: string } {
  switch (list) {
    case "sirkuler": {
      // A number the form would refuse has no address yet: "…" stands for it.
      const number: CircularNumber | undefined = parseCircularNumber(entry.circularNumber ?? "");
      return number
        ? { path: circularPath(number), pageTitle: `${circularLabel(number)} — ${title}` }
        : { path: `${paths.circulars}/…`, pageTitle: `Sirküler — ${title}` };
    }
    case "haberler":
      return { path: pathOr(() => newsPath(title), `${paths.news}/…`), pageTitle: `${title} – Haberler` };
    default:
      return { path: pathOr(() => announcementPath(entry.id ?? "…", title), "/duyurular/…"), pageTitle: `${title} – Duyurular` };
  }
}

export function searchPreview(list: ListName, entry: PreviewEntry, origin: string, siteName: string): SearchPreview {
  const title = entry.title.trim() || "Başlıksız";
  const page = publicPage(list, entry, title);
  return {
    title: `${page.pageTitle} | ${siteName}`,
    url: decodeURI(`${origin}${page.path}`),
    description: entry.metaDescription.trim() || excerpt(plainTextOf(entry.body)),
  };
}
