/** Public reads of the four lists, in the order the pages show them. */
import type { ExpressionBuilder } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import type { Database, Post, Question, Tool } from "#app/.server/db/schema.ts";

/** The two dated lists: duyurular (announcements) and haberler (news). */
export type PostKind = "announcements" | "news";

/**
 * The public pages' one notion of a post published at `now` (ISO): status published and its
 * time to leave the site (ADR 067) not reached. The scheduler turns such a post into a draft
 * soon after; until then every read leaves it out already.
 */
export const postPublishedAt = (now: string) => (eb: ExpressionBuilder<Database, PostKind>) =>
  eb.and([eb("status", "=", "published"), eb.or([eb("unpublish_at", "is", null), eb("unpublish_at", ">", now)])]);

/** The published ones, newest publication first; ties (same timestamp) by id so the order is stable. */
export async function listPosts(db: Executor, kind: PostKind, now: string, limit?: number): Promise<Post[]> {
  let query = db.selectFrom(kind).selectAll().where(postPublishedAt(now)).orderBy("published_at", "desc").orderBy("id", "asc");
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** What a side list shows of a published post: no body. */
export interface PostHeadline {
  id: string;
  title: string;
  published_at: string;
}

/** Every published post's headline, newest publication first (same order as listPosts). */
export async function listPostHeadlines(db: Executor, kind: PostKind, now: string): Promise<PostHeadline[]> {
  const rows = await db
    .selectFrom(kind)
    .select(["id", "title", "published_at", "created_at"])
    .where(postPublishedAt(now))
    .orderBy("published_at", "desc")
    .orderBy("id", "asc")
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, published_at: row.published_at ?? row.created_at }));
}

/** How a post is found from its public URL: announcements by id, news by title. */
export type PostKey = { id: string } | { title: string };

const byKey = (key: PostKey) => ("id" in key ? (["id", key.id] as const) : (["title", key.title] as const));

/** The post at `key` if it is published. */
export async function findPublishedPost(db: Executor, kind: PostKind, key: PostKey, now: string): Promise<Post | undefined> {
  const [column, value] = byKey(key);
  return db.selectFrom(kind).selectAll().where(column, "=", value).where(postPublishedAt(now)).executeTakeFirst();
}

/** FAQ entries, oldest first: the office adds questions in reading order. */
export async function listQuestions(db: Executor): Promise<Question[]> {
  return db.selectFrom("questions").selectAll().orderBy("created_at", "asc").orderBy("id", "asc").execute();
}

export async function listTools(db: Executor, limit?: number): Promise<Tool[]> {
  let query = db.selectFrom("tools").selectAll().orderBy("created_at", "desc").orderBy("id", "asc");
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}
