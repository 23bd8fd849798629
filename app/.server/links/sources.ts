/**
 * Which outbound links the published content holds, and where (ADR 066): every `href` of
 * the stored rich text (and a tool's address, an English text's fields) that is an http or
 * https address on another host than the site's. Read afresh for each round and for the
 * screen, so a link's places are always the content's of now.
 */
import type { LinkSourceKind, LinkSourceRow } from "#app/.server/repositories/link-checks.ts";
import { decodeEntities } from "#app/.server/text/rich-text.ts";
import { englishEditPath, entryEditPath, pageEditPath, serviceEditPath } from "#app/lib/admin-paths.ts";
import { CONTENT_LISTS } from "#app/lib/content-lists.ts";
import { ENGLISH_KIND_LABELS, type EnglishKind } from "#app/lib/english.ts";
import type { PageKey } from "#app/lib/firm.ts";

/** Links the checker asks: "on" every other host, "loopback" only 127.0.0.1 and localhost (tests). */
export type LinkScope = "on" | "loopback";

const HREF = /\bhref="([^"]{1,2000})"/g;
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** The link as the checker asks it, or null for one it leaves alone. */
export function outboundLink(href: string, siteHost: string, scope: LinkScope): string | null {
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.host.toLowerCase() === siteHost.toLowerCase()) return null;
  if (scope === "loopback" && !LOOPBACK.has(url.hostname.toLowerCase())) return null;
  url.hash = "";
  return url.href;
}

/** The texts of an English item's JSON (its fields are strings). */
function englishTexts(json: string): { title: string; text: string } {
  try {
    const data = JSON.parse(json) as Record<string, unknown>;
    const strings = Object.values(data).filter((value): value is string => typeof value === "string");
    return { title: typeof data.title === "string" ? data.title : "", text: strings.join("\n") };
  } catch {
    return { title: "", text: "" };
  }
}

/** The links of one source's text, each once. */
export function linksOf(source: LinkSourceRow, siteHost: string, scope: LinkScope): string[] {
  const text = source.kind.startsWith("en:") ? englishTexts(source.text).text : source.text;
  const hrefs = source.kind === "araclar" ? [text] : [...text.matchAll(HREF)].map((match) => decodeEntities(match[1] ?? ""));
  const links = new Set<string>();
  for (const href of hrefs) {
    const link = outboundLink(href, siteHost, scope);
    if (link) links.add(link);
  }
  return [...links];
}

/** A place a link is written, as the screen shows it. */
export interface LinkPlace {
  /** "Duyurular", "Sayfa", "İngilizce: Hizmet"… */
  where: string;
  title: string;
  editPath: string;
}

export function placeOf(source: LinkSourceRow): LinkPlace {
  const kind: LinkSourceKind = source.kind;
  if (kind === "page") return { where: "Sayfa", title: source.title, editPath: pageEditPath(source.key as PageKey) };
  if (kind === "service") return { where: "Hizmet", title: source.title, editPath: serviceEditPath(source.key) };
  if (kind.startsWith("en:")) {
    const english = kind.slice(3) as EnglishKind;
    const title = englishTexts(source.text).title || source.key;
    return { where: `İngilizce: ${ENGLISH_KIND_LABELS[english]}`, title, editPath: englishEditPath(english, source.key) };
  }
  const list = kind as keyof typeof CONTENT_LISTS;
  return { where: CONTENT_LISTS[list].label, title: source.title, editPath: entryEditPath(list, source.key) };
}

/** Every outbound link of the content with the places that hold it. */
export function linkPlaces(sources: readonly LinkSourceRow[], siteHost: string, scope: LinkScope): Map<string, LinkPlace[]> {
  const places = new Map<string, LinkPlace[]>();
  for (const source of sources) {
    const links = linksOf(source, siteHost, scope);
    if (links.length === 0) continue;
    const place = placeOf(source);
    for (const link of links) places.set(link, [...(places.get(link) ?? []), place]);
  }
  return places;
}
