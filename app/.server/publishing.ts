/** What the public pages show: reads of the content lists. */
import { getDb } from "#app/.server/db/index.ts";
import type { Post, Question, Tool } from "#app/.server/db/schema.ts";
import { readContentVersion } from "#app/.server/repositories/content-version.ts";
import { listPosts, listQuestions, listTools, type PostKind } from "#app/.server/repositories/posts.ts";

export type { PostKind };

/** Newest first. */
export async function publicPosts(kind: PostKind, limit?: number): Promise<Post[]> {
  return listPosts(await getDb(), kind, limit);
}

/** In reading order (oldest first). */
export async function publicQuestions(): Promise<Question[]> {
  return listQuestions(await getDb());
}

/** Newest first. */
export async function publicTools(limit?: number): Promise<Tool[]> {
  return listTools(await getDb(), limit);
}

const istanbulYear = new Intl.DateTimeFormat("tr-TR", { year: "numeric", timeZone: "Europe/Istanbul" });

/**
 * What a cached public page depends on besides its URL: the content version
 * (raised by every content write, on any instance) and the year the footer's
 * copyright line shows. A cached page of another version is rendered again.
 */
export async function publicPagesVersion(now = new Date()): Promise<string> {
  return `${await readContentVersion(await getDb())}:${istanbulYear.format(now)}`;
}
