/**
 * The next version of an item's history in a table shaped like firm_revisions (the firm's items'
 * and the English texts' histories): one row per saved state, numbered per kind and key.
 */
import type { Kysely } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";

/** A state to keep as an item's next version. */
export interface VersionToAdd {
  kind: string;
  key: string;
  action: string;
  snapshot: unknown;
  adminEmail: string;
  createdAt: string;
}

/** Stores a state as the item's next version in `table`; returns the version. */
export async function addVersion(db: Executor, table: "firm_revisions" | "english_revisions", revision: VersionToAdd): Promise<number> {
  // The two tables have the same columns; Kysely types one of them (kind's union differs only).
  const history = db as unknown as Kysely<Pick<Database, "firm_revisions">>;
  const into = table as "firm_revisions";
  const last = await history
    .selectFrom(into)
    .select((eb) => eb.fn.max("version").as("version"))
    .where("kind", "=", revision.kind as never)
    .where("key", "=", revision.key)
    .executeTakeFirst();
  const version = Number(last?.version ?? 0) + 1;
  await history
    .insertInto(into)
    .values({
      id: newId(),
      kind: revision.kind as never,
      key: revision.key,
      version,
      action: revision.action,
      snapshot: JSON.stringify(revision.snapshot),
      admin_email: revision.adminEmail,
      created_at: revision.createdAt,
    })
    .execute();
  return version;
}
