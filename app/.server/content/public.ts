/** What the public pages show: reads of the content lists. */

import { type ArchivePage, archivePage, positionOf, requestedPosition } from "#app/.server/content/archive.ts";
import { unpublishIfDue } from "#app/.server/content/scheduled.ts";
import { getDb } from "#app/.server/db/index.ts";
import type { Post, Question, Tool } from "#app/.server/db/schema.ts";
import { pagesVersionOf } from "#app/.server/publishing/page-files.ts";
import { readContentVersion } from "#app/.server/repositories/content-version.ts";
import {
  findPublishedPost,
  listPostHeadlines,
  listPosts,
  listQuestions,
  listTools,
  type PostHeadline,
  type PostKey,
  type PostKind,
} from "#app/.server/repositories/posts.ts";
import { freshRead } from "#app/.server/web/fresh-read.ts";
import { announcementIdCandidates } from "#app/content/navigation.ts";

export type { ArchivePage, PostKind };

/** A published announcement or news item as the public pages show it. */
export interface PublicPost {
  id: string;
  title: string;
  /** Sanitized rich text. */
  body: string;
  /** When it was published (its public date). */
  published_at: string;
  /** When it last changed (sitemap lastmod, dateModified). */
  updated_at: string;
  meta_description: string | null;
  cover_media_id: string | null;
  cover_alt: string | null;
}

const toPublicPost = (post: Post): PublicPost => ({
  id: post.id,
  title: post.title,
  body: post.body,
  published_at: post.published_at ?? post.created_at,
  updated_at: post.updated_at ?? post.published_at ?? post.created_at,
  meta_description: post.meta_description,
  cover_media_id: post.cover_media_id,
  cover_alt: post.cover_alt,
});

/** The published ones, newest first. */
export async function publicPosts(kind: PostKind, limit?: number, now = new Date()): Promise<PublicPost[]> {
  return (await listPosts(await getDb(), kind, now.toISOString(), limit)).map(toPublicPost);
}

/**
 * How a post's public URL names it: an announcement by its id (the segment is
 * the id, alone or followed by "-" and a slug of the title: the longest
 * candidate that is a published announcement's id), a news item by its title.
 * Only published ids are candidates, so an unpublished one answers as unknown.
 */
function keyOf(kind: PostKind, key: string, headlines: PostHeadline[]): PostKey | undefined {
  if (kind === "news") return { title: key };
  const published = new Set(headlines.map((h) => h.id));
  const id = announcementIdCandidates(key).find((candidate) => published.has(candidate));
  return id === undefined ? undefined : { id };
}

/** What an announcements or news URL shows. */
export type PostsPage =
  /** A post with the page of the side list around it. */
  | { status: "ok"; selected: PublicPost; archive: ArchivePage }
  /** No post is published yet. */
  | { status: "empty" }
  /** Another spelling of a list page, or no such list page. */
  | { status: "redirect"; to: string }
  /**
   * No published post at this key: none ever, a deleted one (in the bin), a
   * draft or one scheduled for later. All answer alike, so a visitor cannot
   * tell an unpublished post's URL from a wrong one (`newest`: the newest
   * published post, if any).
   */
  | { status: "missing"; newest: PostHeadline | undefined };

/**
 * A post's own page (`key`: its id or title), or a page of the list (no key:
 * the first post of the page that `query` asks for, see archive.ts,
 * whose URLs start at `base`).
 */
export async function postsPage(kind: PostKind, key: string | undefined, base: string, query: URLSearchParams): Promise<PostsPage> {
  const db = await getDb();
  const now = new Date().toISOString();
  const headlines = await listPostHeadlines(db, kind, now);
  if (key !== undefined) {
    const postKey = keyOf(kind, key, headlines);
    const post = postKey && (await findPublishedPost(db, kind, postKey, now));
    const position = post && positionOf(headlines, post.id);
    const archive = position && archivePage(headlines, position);
    if (post && archive) return { status: "ok", selected: toPublicPost(post), archive };
    return { status: "missing", newest: headlines[0] };
  }
  const asked = requestedPosition(headlines, base, query);
  if (!asked) return { status: "empty" };
  if ("redirect" in asked) return { status: "redirect", to: asked.redirect };
  const archive = archivePage(headlines, asked.position);
  const first = archive?.items[0];
  const post = first && (await findPublishedPost(db, kind, { id: first.id }, now));
  // Unpublished between the two reads: the list's start shows the state that follows.
  if (!archive || !post) return { status: "redirect", to: base };
  return { status: "ok", selected: toPublicPost(post), archive };
}

/** In reading order (oldest first). */
export async function publicQuestions(): Promise<Question[]> {
  return listQuestions(await getDb());
}

/** Newest first. */
export async function publicTools(limit?: number): Promise<Tool[]> {
  return listTools(await getDb(), limit);
}

/**
 * What a cached public page depends on besides its URL: the content version
 * (raised by every content write, on any instance) and the day in Istanbul
 * (the footer's copyright year, the tax calendar's current month and next
 * deadlines, on the home page too). A cached page of another version is rendered again.
 *
 * Requests share reads, and each still sees every write committed before it
 * came in (web/fresh-read.ts).
 */
export const publicPagesVersion: () => Promise<string> = freshRead(readPublicPagesVersion);

async function readPublicPagesVersion(): Promise<string> {
  const db = await getDb();
  const now = new Date();
  const version = await readContentVersion(db);
  // An entry's time to leave the site has passed (ADR 067): taken down first, at the version that follows.
  if (await unpublishIfDue(db, version, now)) return pagesVersionOf(await readContentVersion(db), now);
  return pagesVersionOf(version, now);
}
