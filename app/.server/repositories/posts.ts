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

/** FAQ entries, oldest first: the office adds questions in reading order. */
export async function listQuestions(db: Executor): Promise<Question[]> {
  return db.selectFrom("questions").selectAll().orderBy("created_at", "asc").orderBy("id", "asc").execute();
}

export async function listTools(db: Executor, limit?: number): Promise<Tool[]> {
  let query = db.selectFrom("tools").selectAll().orderBy("created_at", "desc").orderBy("id", "asc");
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}
