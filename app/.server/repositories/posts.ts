import { getDb } from "#app/.server/db/index.ts";
import type { Post } from "#app/.server/db/schema.ts";

/** The two dated lists: duyurular (announcements) and haberler (news). */
export type PostKind = "announcements" | "news";

/** Newest first; ties (same timestamp) by id so the order is stable. */
export async function listPosts(kind: PostKind, limit?: number): Promise<Post[]> {
  const db = await getDb();
  let query = db.selectFrom(kind).selectAll().orderBy("created_at", "desc").orderBy("id", "asc");
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export async function findPost(kind: PostKind, id: string): Promise<Post | undefined> {
  const db = await getDb();
  return db.selectFrom(kind).selectAll().where("id", "=", id).executeTakeFirst();
}
