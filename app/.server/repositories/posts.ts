/** Public reads of the four lists, in the order the pages show them. */
import type { Executor } from "#app/.server/db/index.ts";
import type { Post, Question, Tool } from "#app/.server/db/schema.ts";

/** The two dated lists: duyurular (announcements) and haberler (news). */
export type PostKind = "announcements" | "news";

/** The published ones, newest publication first; ties (same timestamp) by id so the order is stable. */
export async function listPosts(db: Executor, kind: PostKind, limit?: number): Promise<Post[]> {
  let query = db.selectFrom(kind).selectAll().where("status", "=", "published").orderBy("published_at", "desc").orderBy("id", "asc");
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
export async function listPostHeadlines(db: Executor, kind: PostKind): Promise<PostHeadline[]> {
  const rows = await db
    .selectFrom(kind)
    .select(["id", "title", "published_at", "created_at"])
    .where("status", "=", "published")
    .orderBy("published_at", "desc")
    .orderBy("id", "asc")
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, published_at: row.published_at ?? row.created_at }));
}

/** How a post is found from its public URL: announcements by id, news by title. */
export type PostKey = { id: string } | { title: string };

const byKey = (key: PostKey) => ("id" in key ? (["id", key.id] as const) : (["title", key.title] as const));

/** The post at `key` if it is published. */
export async function findPublishedPost(db: Executor, kind: PostKind, key: PostKey): Promise<Post | undefined> {
  const [column, value] = byKey(key);
  return db.selectFrom(kind).selectAll().where(column, "=", value).where("status", "=", "published").executeTakeFirst();
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
