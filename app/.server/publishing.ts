/** What the public pages show: reads of the content lists. */
import { getDb } from "#app/.server/db/index.ts";
import type { Post, Question, Tool } from "#app/.server/db/schema.ts";
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
