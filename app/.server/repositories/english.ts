/**
 * English texts (issue 43, ADR 060; migration 030): the rows of english_texts and their history.
 * Public reads take only published English (data not null) of items the public sees; the admin's
 * English tab reads and writes one row by kind and key.
 */
import type { Executor } from "#app/.server/db/index.ts";
import type { EnglishRevisionRow, EnglishTextRow } from "#app/.server/db/schema.ts";
import { publishedAt } from "#app/.server/repositories/circulars.ts";
import { addVersion } from "#app/.server/repositories/versions.ts";
import type { EnglishKind } from "#app/lib/english.ts";

/** One item's English row, published or not; undefined when the office never wrote English for it. */
export async function readEnglishText(db: Executor, kind: EnglishKind, key: string): Promise<EnglishTextRow | undefined> {
  return db.selectFrom("english_texts").selectAll().where("kind", "=", kind).where("key", "=", key).executeTakeFirst();
}

/** Every English row of a kind (the list screens' "English" column: published, draft, none). */
export async function listEnglishTexts(db: Executor, kind: EnglishKind): Promise<EnglishTextRow[]> {
  return db.selectFrom("english_texts").selectAll().where("kind", "=", kind).orderBy("key").execute();
}

/** Every published English text of the firm's own items: settings, pages, services (hidden ones too: the reader filters), questions. */
export async function listPublishedEnglish(db: Executor): Promise<Pick<EnglishTextRow, "kind" | "key" | "data" | "published_at">[]> {
  return db
    .selectFrom("english_texts")
    .select(["kind", "key", "data", "published_at"])
    .where("data", "is not", null)
    .where("kind", "in", ["settings", "page", "service", "question"])
    .orderBy("kind")
    .orderBy("key")
    .execute();
}

/** A published circular's English summary with what its English page shows of the circular itself. */
export interface PublishedEnglishCircularRow {
  id: string;
  data: string;
  number_year: number;
  number_seq: number;
  published_at: string | null;
  updated_at: string | null;
}

/** The English summaries of circulars published at `now`, newest publication first. */
export async function listPublishedEnglishCirculars(db: Executor, now: string): Promise<PublishedEnglishCircularRow[]> {
  const rows = await db
    .selectFrom("english_texts")
    .innerJoin("circulars", "circulars.id", "english_texts.key")
    .select([
      "circulars.id",
      "english_texts.data",
      "circulars.number_year",
      "circulars.number_seq",
      "circulars.published_at",
      "english_texts.updated_at",
    ])
    .where("english_texts.kind", "=", "circular")
    .where("english_texts.data", "is not", null)
    .where(publishedAt(now))
    .orderBy("circulars.published_at", "desc")
    .orderBy("circulars.number_year", "desc")
    .orderBy("circulars.number_seq", "desc")
    .execute();
  return rows.flatMap((row) => (row.data === null ? [] : [{ ...row, data: row.data }]));
}

/** An item's English history, newest first. */
export async function listEnglishRevisions(db: Executor, kind: EnglishKind, key: string): Promise<EnglishRevisionRow[]> {
  return db
    .selectFrom("english_revisions")
    .selectAll()
    .where("kind", "=", kind)
    .where("key", "=", key)
    .orderBy("version", "desc")
    .execute();
}

/** One English version of an item, as the history screen restores it. */
export async function findEnglishRevision(
  db: Executor,
  kind: EnglishKind,
  key: string,
  version: number,
): Promise<EnglishRevisionRow | undefined> {
  return db
    .selectFrom("english_revisions")
    .selectAll()
    .where("kind", "=", kind)
    .where("key", "=", key)
    .where("version", "=", version)
    .executeTakeFirst();
}

/** Stores an English state as the item's next version; returns the version. */
export function addEnglishRevision(
  db: Executor,
  revision: { kind: EnglishKind; key: string; action: string; snapshot: unknown; adminEmail: string; createdAt: string },
): Promise<number> {
  return addVersion(db, "english_revisions", revision);
}

/** What an English write stores: the published fields (null: not published) and the draft (null: none), as JSON. */
export interface EnglishTextWrite {
  data: string | null;
  draft: string | null;
  published_at: string | null;
}

/**
 * Writes an item's English row from the revision the form was loaded at: `expected` 0 inserts the
 * first row, otherwise the row is updated only while it is still at `expected` (its revision then
 * rises by one). False: another save came first (or the row is not there), nothing was written.
 */
export async function writeEnglishText(
  db: Executor,
  kind: EnglishKind,
  key: string,
  text: EnglishTextWrite,
  expected: number,
  at: string,
  by: string | null,
): Promise<boolean> {
  if (expected === 0) {
    if (await readEnglishText(db, kind, key)) return false;
    await db
      .insertInto("english_texts")
      .values({ kind, key, ...text, revision: 1, updated_at: at, updated_by: by })
      .execute();
    return true;
  }
  const result = await db
    .updateTable("english_texts")
    .set({ ...text, revision: expected + 1, updated_at: at, updated_by: by })
    .where("kind", "=", kind)
    .where("key", "=", key)
    .where("revision", "=", expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
