/**
 * Kırık bağlantılar (ADR 066): the published content the links are read from, and each
 * link's last check (link_checks).
 */
import type { Executor } from "#app/.server/db/index.ts";
import type { LinkCheckTable } from "#app/.server/db/schema.ts";
import type { EnglishKind } from "#app/lib/english.ts";

/** Where a link may be written: a list's entry, a page, a service, or an English text. */
export type LinkSourceKind = "duyurular" | "haberler" | "sirkuler" | "sorular" | "araclar" | "page" | "service" | `en:${EnglishKind}`;

export interface LinkSourceRow {
  kind: LinkSourceKind;
  /** The entry's id, the page's key, the English text's key. */
  key: string;
  title: string;
  /** The rich text (or, for a tool, its address; for an English text, its JSON). */
  text: string;
}

/**
 * Every text visitors can read: published entries (a scheduled one is "published" once its time
 * came: content/scheduled.ts), questions, tools, pages, visible services, published English texts.
 */
export async function publishedLinkSources(db: Executor): Promise<LinkSourceRow[]> {
  const posts = async (table: "announcements" | "news" | "circulars", kind: LinkSourceKind) =>
    (await db.selectFrom(table).select(["id", "title", "body"]).where("status", "=", "published").execute()).map((row) => ({
      kind,
      key: row.id,
      title: row.title,
      text: row.body,
    }));
  const questions = (await db.selectFrom("questions").select(["id", "title", "answer"]).execute()).map(
    (row): LinkSourceRow => ({ kind: "sorular", key: row.id, title: row.title, text: row.answer }),
  );
  const tools = (await db.selectFrom("tools").select(["id", "title", "url"]).execute()).map(
    (row): LinkSourceRow => ({ kind: "araclar", key: row.id, title: row.title, text: row.url }),
  );
  const pages = (await db.selectFrom("firm_pages").select(["key", "title", "body"]).execute()).map(
    (row): LinkSourceRow => ({ kind: "page", key: row.key, title: row.title, text: row.body }),
  );
  const services = (await db.selectFrom("services").select(["id", "full_title", "body"]).where("hidden", "=", 0).execute()).map(
    (row): LinkSourceRow => ({ kind: "service", key: row.id, title: row.full_title, text: row.body }),
  );
  const english = (
    await db
      .selectFrom("english_texts")
      .select(["kind", "key", "data"])
      .where("data", "is not", null)
      .where("kind", "!=", "settings")
      .execute()
  ).map((row): LinkSourceRow => ({ kind: `en:${row.kind}`, key: row.key, title: row.key, text: row.data ?? "" }));
  return [
    ...(await posts("announcements", "duyurular")),
    ...(await posts("news", "haberler")),
    ...(await posts("circulars", "sirkuler")),
    ...questions,
    ...tools,
    ...pages,
    ...services,
    ...english,
  ];
}

export type LinkCheckRow = LinkCheckTable;

export async function listLinkChecks(db: Executor): Promise<LinkCheckRow[]> {
  return db.selectFrom("link_checks").selectAll().orderBy("url").execute();
}

export async function listBrokenLinks(db: Executor): Promise<LinkCheckRow[]> {
  return db.selectFrom("link_checks").selectAll().where("ok", "=", 0).orderBy("first_failed_at").orderBy("url").execute();
}

export async function countBrokenLinks(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("link_checks")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("ok", "=", 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The last check of each link, replacing the one before. */
export async function saveLinkCheck(db: Executor, row: LinkCheckRow): Promise<void> {
  const { url, ...rest } = row;
  await db
    .insertInto("link_checks")
    .values(row)
    .onConflict((oc) => oc.column("url").doUpdateSet(rest))
    .execute();
}

/** Forgets the links no content holds any more. */
export async function deleteLinkChecksNotIn(db: Executor, urls: readonly string[]): Promise<number> {
  const kept = new Set(urls);
  const gone = (await db.selectFrom("link_checks").select("url").execute()).map((row) => row.url).filter((url) => !kept.has(url));
  let deleted = 0;
  for (let i = 0; i < gone.length; i += 500) {
    const result = await db
      .deleteFrom("link_checks")
      .where("url", "in", gone.slice(i, i + 500))
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}
