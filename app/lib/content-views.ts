/**
 * The public content pages' view shapes: made on the server (the public reads,
 * .server/content/archive.ts, the admin's preview in .server/content/preview.ts)
 * and drawn by the components (PostsView, PostArchive, Accordion). Types only.
 */
import type { PictureData } from "#app/lib/media.ts";
import type { SafeHtml } from "#app/lib/safe-html.ts";

/** The side list of the announcements and news pages: one year's posts, a page at a time, then every year. */
export interface ArchiveView {
  year: number;
  page: number;
  pageCount: number;
  /** "12 duyuru" */
  countText: string;
  /** This page of the list's own URL. */
  currentHref: string;
  items: { id: string; title: string; href: string }[];
  newerHref: string | undefined;
  olderHref: string | undefined;
  years: { year: number; countText: string; href: string }[];
}

/** The announcement or news item shown beside the side list. */
export interface PostDetail {
  id: string;
  title: string;
  body: SafeHtml;
  published_at: string;
  /** The cover image, shown above the body. */
  cover?: PictureData | undefined;
}

/** A question and its answer on /sss. */
export interface AccordionItem {
  id: string;
  title: string;
  answer: SafeHtml;
}
