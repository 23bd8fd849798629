import type { Kysely } from "kysely";
import { open } from "#app/.server/db/connection.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { parseDatabaseUrl } from "#app/.server/db/url.ts";
import { newId } from "#app/.server/ids.ts";

/** A second connection to a test server's database, to arrange and inspect rows. */
export function openTestDb(databaseUrl: string): Kysely<Database> {
  return open(parseDatabaseUrl(databaseUrl), { blockOnLockMs: 5_000 }).db;
}

/** A post dated in the future, so it is the newest of its list. */
export async function addPost(
  db: Kysely<Database>,
  kind: "announcements" | "news",
  fields: { title: string; body?: string; created_at?: string },
) {
  const row = {
    id: newId(),
    title: fields.title,
    body: fields.body ?? `${fields.title} metni.\n\nİkinci paragraf.`,
    created_at: fields.created_at ?? "2099-01-01T09:00:00.000Z",
  };
  await db.insertInto(kind).values(row).execute();
  return row;
}
