/**
 * Önizle: an entry as its public page will show it, before it is public — a
 * saved draft, a scheduled entry, or the unsaved content of the admin form.
 * The page is made from the same parts as the public one: the published
 * entries of its list around it, the body through the same renderRichText.
 * Reads only; nothing is stored.
 */

import { ARCHIVE_PAGE_SIZE } from "#app/.server/content/archive.ts";
import { adminEntry } from "#app/.server/content/entries.ts";
import { publicPosts, publicQuestions } from "#app/.server/content/public.ts";
import { publicShell } from "#app/.server/firm/shell.ts";
import { coverImage, renderImages } from "#app/.server/media/render.ts";
import { metaDescription, renderRichText } from "#app/.server/text/rich-text.ts";
import type { ListName } from "#app/lib/content-lists.ts";
import type { AccordionItem, ArchiveView, PostDetail } from "#app/lib/content-views.ts";
import type { EntryStatus } from "#app/lib/entry-form.ts";
import { istanbulYear } from "#app/lib/istanbul-time.ts";
import { NARROW_PAGE_SIZES } from "#app/lib/media.ts";
import { announcementPath, newsPath, paths } from "#app/lib/paths.ts";
import type { SiteShell } from "#app/lib/site-shell.ts";

/** The lists with a public page per entry (or per answer) that can be previewed. */
export const PREVIEW_LISTS = ["duyurular", "haberler", "sorular"] as const satisfies ListName[];
export type PreviewList = (typeof PREVIEW_LISTS)[number];

export const isPreviewList = (name: string | null): name is PreviewList => PREVIEW_LISTS.includes(name as PreviewList);

/** What is previewed: a saved entry, or the form's content (id when it edits a saved one). */
export interface PreviewInput {
  id?: string;
  title: string;
  text: string;
  status: EntryStatus;
  /** Publication time (ISO, UTC): when it was or will be published; now for a draft. */
  publishedAt?: string;
  metaDescription?: string;
  /** The cover's media id and alt text (workflow lists). */
  coverMediaId?: string;
  coverAlt?: string;
}

export type PreviewPage =
  | {
      kind: "post";
      heading: string;
      listLabel: string;
      archive: ArchiveView;
      selected: PostDetail;
      status: EntryStatus;
      /** A scheduled entry's time, when it has one. */
      scheduledAt?: string;
      description: string;
    }
  | { kind: "question"; items: AccordionItem[]; openId: string; status: EntryStatus; scheduledAt?: undefined; description: string };

/** The id a preview of a new entry carries (no entry has it: ids are "id" + hex). */
const UNSAVED_ID = "onizleme";

const POSTS = {
  duyurular: {
    kind: "announcements",
    heading: "Duyurular",
    listLabel: "Tüm duyurular",
    noun: "duyuru",
    base: paths.announcements,
    href: (p: { id: string; title: string }) => announcementPath(p.id, p.title),
  },
  haberler: {
    kind: "news",
    heading: "Haberler",
    listLabel: "Tüm haberler",
    noun: "haber",
    base: paths.news,
    href: (p: { title: string }) => newsPath(p.title),
  },
} as const;

/** A saved entry's preview; undefined when there is no such entry. */
export async function savedEntryPreview(list: PreviewList, id: string): Promise<PreviewPage | undefined> {
  const entry = await adminEntry(list, id);
  if (!entry) return undefined;
  return entryPreview(list, {
    id: entry.id,
    title: entry.title,
    text: entry.text,
    status: entry.status,
    publishedAt: entry.published_at ?? undefined,
    metaDescription: entry.meta_description ?? undefined,
    coverMediaId: entry.cover_media_id ?? undefined,
    coverAlt: entry.cover_alt ?? undefined,
  });
}

/** The form's content as it would look once saved; an edit keeps the saved entry's publication date. */
export async function unsavedEntryPreview(list: PreviewList, input: PreviewInput): Promise<PreviewPage> {
  const saved = input.id ? await adminEntry(list, input.id) : undefined;
  const publishedAt = input.status === "scheduled" ? input.publishedAt : (saved?.published_at ?? undefined);
  return entryPreview(list, { ...input, id: saved?.id, publishedAt: input.status === "draft" ? undefined : publishedAt });
}

async function entryPreview(list: PreviewList, input: PreviewInput): Promise<PreviewPage> {
  const id = input.id ?? UNSAVED_ID;
  const title = input.title.trim() || "(Başlıksız)";
  const description = metaDescription(input.text, input.metaDescription);
  if (list === "sorular") {
    const questions = await publicQuestions();
    const answer = (text: string) => renderImages(renderRichText(text, { headingLevel: 3 }), NARROW_PAGE_SIZES);
    const item: AccordionItem = { id, title, answer: await answer(input.text) };
    const items = await Promise.all(
      questions.map(async (q) => (q.id === id ? item : { id: q.id, title: q.title, answer: await answer(q.answer) })),
    );
    if (!items.some((q) => q.id === id)) items.push(item);
    return { kind: "question", items, openId: id, status: input.status, description };
  }
  const shape = POSTS[list];
  const posts = (await publicPosts(shape.kind)).filter((p) => p.id !== id);
  const cover = await coverImage({ cover_media_id: input.coverMediaId || null, cover_alt: input.coverAlt ?? null });
  const selected: PostDetail = {
    id,
    title,
    body: await renderImages(renderRichText(input.text)),
    published_at: input.publishedAt ?? new Date().toISOString(),
    cover: cover?.picture,
  };
  // Where it will stand in the side list: newest publication first.
  const all = [...posts.map((p) => ({ id: p.id, title: p.title, at: p.published_at })), { id, title, at: selected.published_at }].sort(
    (a, b) => b.at.localeCompare(a.at),
  );
  return {
    kind: "post",
    heading: shape.heading,
    listLabel: shape.listLabel,
    archive: yearArchive(all, selected.published_at, shape),
    selected,
    status: input.status,
    scheduledAt: input.status === "scheduled" ? input.publishedAt : undefined,
    description,
  };
}

/** The site's navigation needs the published tools, as on every public page (routes/site.tsx). */
export async function previewShell(): Promise<SiteShell> {
  return publicShell();
}

/** The side list as the public page shows it: the entry's year, the other years as links. */
function yearArchive(
  all: { id: string; title: string; at: string }[],
  at: string,
  shape: { noun: string; base: string; href: (p: { id: string; title: string }) => string },
): ArchiveView {
  const year = istanbulYear(at);
  const inYear = all.filter((p) => istanbulYear(p.at) === year);
  const counts = new Map<number, number>();
  for (const p of all) counts.set(istanbulYear(p.at), (counts.get(istanbulYear(p.at)) ?? 0) + 1);
  return {
    year,
    page: 1,
    pageCount: 1,
    countText: `${inYear.length} ${shape.noun}`,
    currentHref: shape.base,
    items: inYear.slice(0, ARCHIVE_PAGE_SIZE).map((p) => ({ id: p.id, title: p.title, href: shape.href(p) })),
    newerHref: undefined,
    olderHref: undefined,
    years: [...counts]
      .sort((a, b) => b[0] - a[0])
      .map(([y, count]) => ({ year: y, countText: `${count} ${shape.noun}`, href: `${shape.base}?yil=${y}` })),
  };
}
