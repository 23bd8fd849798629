/** What the public pages show: reads of the content lists. */
import { getDb } from "#app/.server/db/index.ts";
import type { Post, Question, Tool } from "#app/.server/db/schema.ts";
import { readContentVersion } from "#app/.server/repositories/content-version.ts";
import { listPosts, listQuestions, listTools, type PostKind } from "#app/.server/repositories/posts.ts";

export type { PostKind };

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
export async function publicPosts(kind: PostKind, limit?: number): Promise<PublicPost[]> {
  return (await listPosts(await getDb(), kind, limit)).map(toPublicPost);
}

/** In reading order (oldest first). */
export async function publicQuestions(): Promise<Question[]> {
  return listQuestions(await getDb());
}

/** Newest first. */
export async function publicTools(limit?: number): Promise<Tool[]> {
  return listTools(await getDb(), limit);
}

/** Türkiye is on UTC+3 all year (since 2016): the year there, without a time-zone database per request. */
const istanbulYear = (now: Date) => new Date(now.getTime() + 3 * 60 * 60 * 1000).getUTCFullYear();

/**
 * What a cached public page depends on besides its URL: the content version
 * (raised by every content write, on any instance) and the year the footer's
 * copyright line shows. A cached page of another version is rendered again.
 *
 * Requests that arrive in the same turn of the event loop share one read,
 * made after all of them arrived (setImmediate runs after the I/O callbacks of
 * the turn), so each still sees every write committed before it came in.
 */
export function publicPagesVersion(): Promise<string> {
  pendingVersion ??= new Promise((resolve, reject) =>
    setImmediate(() => {
      pendingVersion = undefined;
      readPublicPagesVersion().then(resolve, reject);
    }),
  );
  return pendingVersion;
}

let pendingVersion: Promise<string> | undefined;

async function readPublicPagesVersion(): Promise<string> {
  return `${await readContentVersion(await getDb())}:${istanbulYear(new Date())}`;
}
