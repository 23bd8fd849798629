/**
 * The sitemap's reads (ADR 047): the published rows of one kind a file at a time. Rows come
 * in the order of their publication (oldest first, then id), so a new entry lands in the
 * last file and the earlier files keep their URLs; each read takes only the columns a URL
 * and its lastmod need, which the `<table>_sitemap` indexes hold (migration 026), so no read
 * touches a row's body. A file is `limit` rows from `offset`: the rows skipped are index
 * entries, not rows.
 */
import { type AliasedSelectQueryBuilder, sql } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import { publishedAt } from "#app/.server/repositories/circulars.ts";
import { type PostKind, postPublishedAt } from "#app/.server/repositories/posts.ts";

/** A file's worth of rows: `limit` from `offset`. */
export interface SitemapSlice {
  offset: number;
  limit: number;
}

/** One file of a kind: how many URLs it lists and when the newest of them last changed (null when none says). */
export interface SitemapFileSummary {
  urls: number;
  lastmod: string | null;
}

/** When a published row last changed: its edit, or its publication when that came later (a scheduled entry). */
const changedAt = sql<
  string | null
>`case when ${sql.ref("updated_at")} > ${sql.ref("published_at")} then ${sql.ref("updated_at")} else ${sql.ref("published_at")} end`;

/**
 * The files that rows of `perFile` fill, in order, with their URL counts and newest changes:
 * one aggregate over each file's slice, until a slice comes back short.
 */
async function summarize(
  db: Executor,
  perFile: number,
  slice: (page: SitemapSlice) => AliasedSelectQueryBuilder<{ lastmod: string | null }, "file">,
): Promise<SitemapFileSummary[]> {
  const files: SitemapFileSummary[] = [];
  for (let offset = 0; ; offset += perFile) {
    const row = await db
      .selectFrom(slice({ offset, limit: perFile }))
      .select((eb) => [eb.fn.countAll<number | string>().as("urls"), eb.fn.max("file.lastmod").as("lastmod")])
      .executeTakeFirstOrThrow();
    const urls = Number(row.urls);
    if (urls > 0) files.push({ urls, lastmod: row.lastmod });
    if (urls < perFile) return files;
  }
}

// ——— Announcements and news: published at `now` (status published, its time to leave not reached). ———

const publishedPosts = (db: Executor, kind: PostKind, now: string) =>
  db.selectFrom(kind).where(postPublishedAt(now)).orderBy("published_at", "asc").orderBy("id", "asc");

/** The files of the published announcements or news. */
export function postSitemapFiles(db: Executor, kind: PostKind, now: string, perFile: number): Promise<SitemapFileSummary[]> {
  return summarize(db, perFile, ({ offset, limit }) =>
    publishedPosts(db, kind, now).select(changedAt.as("lastmod")).limit(limit).offset(offset).as("file"),
  );
}

/** One file's published announcements or news: what their URLs are made of. */
export function postSitemapRows(
  db: Executor,
  kind: PostKind,
  now: string,
  { offset, limit }: SitemapSlice,
): Promise<{ id: string; title: string; lastmod: string | null }[]> {
  return publishedPosts(db, kind, now)
    .select(["id", "title", changedAt.as("lastmod")])
    .limit(limit)
    .offset(offset)
    .execute();
}

// ——— Sirküler: published at `now` (the public pages' one notion, repositories/circulars.ts). ———

const publishedCirculars = (db: Executor, now: string) =>
  db.selectFrom("circulars").where(publishedAt(now)).orderBy("published_at", "asc").orderBy("id", "asc");

/** The files of the sirküler published at `now`. */
export function circularSitemapFiles(db: Executor, now: string, perFile: number): Promise<SitemapFileSummary[]> {
  return summarize(db, perFile, ({ offset, limit }) =>
    publishedCirculars(db, now).select(changedAt.as("lastmod")).limit(limit).offset(offset).as("file"),
  );
}

/** One file's sirküler: their numbers and last changes. */
export function circularSitemapRows(
  db: Executor,
  now: string,
  { offset, limit }: SitemapSlice,
): Promise<{ number_year: number; number_seq: number; lastmod: string | null }[]> {
  return publishedCirculars(db, now)
    .select(["number_year", "number_seq", changedAt.as("lastmod")])
    .limit(limit)
    .offset(offset)
    .execute();
}

/** When the newest change among the sirküler published at `now` was (the list's lastmod), or null when none is. */
export async function newestCircularChange(db: Executor, now: string): Promise<string | null> {
  const row = await db
    .selectFrom("circulars")
    .where(publishedAt(now))
    .select((eb) => eb.fn.max(changedAt).as("lastmod"))
    .executeTakeFirst();
  return row?.lastmod ?? null;
}

// ——— E-bülten issues: those whose send has begun (the archive's), dated by it; an issue never changes after. ———

const archivedIssues = (db: Executor) =>
  db.selectFrom("newsletter_issues").where("sent_at", "is not", null).orderBy("sent_at", "asc").orderBy("id", "asc");

/** The files of the e-bülten archive's issues. */
export function issueSitemapFiles(db: Executor, perFile: number): Promise<SitemapFileSummary[]> {
  return summarize(db, perFile, ({ offset, limit }) =>
    archivedIssues(db).select("sent_at as lastmod").limit(limit).offset(offset).as("file"),
  );
}

/** One file's issues. */
export function issueSitemapRows(db: Executor, { offset, limit }: SitemapSlice): Promise<{ id: string; lastmod: string | null }[]> {
  return archivedIssues(db).select(["id", "sent_at as lastmod"]).limit(limit).offset(offset).execute();
}

/** When the newest issue's send began (the archive's lastmod), or null before the first. */
export async function newestIssueSent(db: Executor): Promise<string | null> {
  const row = await db
    .selectFrom("newsletter_issues")
    .select((eb) => eb.fn.max("sent_at").as("sent_at"))
    .executeTakeFirst();
  return row?.sent_at ?? null;
}
