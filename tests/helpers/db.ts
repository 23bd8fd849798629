import type { Kysely } from "kysely";
import { open } from "#app/.server/db/connection.ts";
import type { Database, PostStatus } from "#app/.server/db/schema.ts";
import { parseDatabaseUrl } from "#app/.server/db/url.ts";
import { newId } from "#app/.server/ids.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import type { Cleanup } from "#tests/helpers/cleanup.ts";

/** A second connection to a test server's database, to arrange and inspect rows. */
export function openTestDb(databaseUrl: string): Kysely<Database> {
  return open(parseDatabaseUrl(databaseUrl), { blockOnLockMs: 5_000 }).db;
}

type ContentTable = "announcements" | "news" | "questions" | "tools";

/**
 * A row written behind the application's back, as the application writes it:
 * with the content version raised, so the page caches show it. With a cleanup
 * (see cleanup.ts), the row is deleted again after the test, also a failed one.
 */
async function insert<T extends { id: string }>(db: Kysely<Database>, table: ContentTable, row: T, cleanup?: Cleanup): Promise<T> {
  await db
    .insertInto(table)
    .values(row as never)
    .execute();
  await bumpContentVersion(db);
  cleanup?.(async () => {
    await db.deleteFrom(table).where("id", "=", row.id).execute();
    await bumpContentVersion(db);
  });
  return row;
}

/** A published post dated in the future, so it is the newest of its list (or a draft or scheduled one; `id`: as an import may bring it). */
export function addPost(
  db: Kysely<Database>,
  kind: "announcements" | "news",
  fields: { title: string; body?: string; created_at?: string; status?: PostStatus; published_at?: string | null; id?: string },
  cleanup?: Cleanup,
) {
  const created = fields.created_at ?? "2099-01-01T09:00:00.000Z";
  const status = fields.status ?? "published";
  const row = {
    id: fields.id ?? newId(),
    title: fields.title,
    body: fields.body ?? `<p>${fields.title} metni.</p><p>İkinci paragraf.</p>`,
    created_at: created,
    updated_at: created,
    status,
    published_at: fields.published_at !== undefined ? fields.published_at : status === "draft" ? null : created,
  };
  return insert(db, kind, row, cleanup);
}

/** A question of the FAQ page. */
export function addQuestion(db: Kysely<Database>, fields: { title: string; answer?: string }, cleanup?: Cleanup) {
  const row = {
    id: newId(),
    title: fields.title,
    answer: fields.answer ?? `${fields.title} cevabı.`,
    created_at: "2099-01-01T09:00:00.000Z",
  };
  return insert(db, "questions", row, cleanup);
}

/** A tool link of the navigation. */
export function addTool(db: Kysely<Database>, fields: { title: string; url: string }, cleanup?: Cleanup) {
  const row = { id: newId(), title: fields.title, url: fields.url, created_at: "2099-01-01T09:00:00.000Z" };
  return insert(db, "tools", row, cleanup);
}
