/**
 * A site's whole state, to compare before and after a restore (the restore drill): every
 * table the database itself lists, each with its rows, and every public URL a crawler
 * reaches, each with the bytes it answered.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";

/** The tables the database holds (its catalog, not the code's list): SQLite's, or PostgreSQL's schema's. */
export async function tablesOf(db: Kysely<Database>, dialect: "sqlite" | "postgres"): Promise<string[]> {
  const rows =
    dialect === "sqlite"
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(
          db,
        )
      : await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`.execute(
          db,
        );
  return rows.rows.map((row) => row.name);
}

/** A row as one comparable line: its columns in order, bytes as hex. */
const line = (row: Record<string, unknown>) =>
  JSON.stringify(row, (_, value) => {
    if (typeof value === "bigint") return value.toString();
    if (value && typeof value === "object" && (value as { type?: unknown }).type === "Buffer") {
      return `hex:${Buffer.from((value as { data: number[] }).data).toString("hex")}`;
    }
    return value;
  });

/** Every table's rows, each as a line, sorted: two states compare row by row whatever the order of the reads. */
export async function everyRow(db: Kysely<Database>, dialect: "sqlite" | "postgres"): Promise<Map<string, string[]>> {
  const tables = new Map<string, string[]>();
  for (const table of await tablesOf(db, dialect)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    tables.set(table, rows.map(line).sort());
  }
  return tables;
}

/** What a URL answered. */
export interface Answer {
  status: number;
  type: string | null;
  location: string | null;
  body: Buffer;
}

/** The site's own address on test servers (SITE_URL): absolute links to it are followed too. */
const SITE = "https://ymm.test";

/** The paths a page, feed, sitemap or calendar links to (href, src, srcset, <loc>, <link>, url=). */
export function linksIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:href|src|url)="([^"]+)"/g)) found.push(match[1]!);
  for (const match of text.matchAll(/srcset="([^"]+)"/g)) for (const part of match[1]!.split(",")) found.push(part.trim().split(/\s+/)[0]!);
  for (const match of text.matchAll(/<(?:loc|link|id)>([^<]+)<\/(?:loc|link|id)>/g)) found.push(match[1]!);
  const paths: string[] = [];
  for (const raw of found) {
    const link = raw.replaceAll("&amp;", "&").replace(/#.*$/, "");
    const path = link.startsWith(SITE) ? link.slice(SITE.length) || "/" : link;
    if (!path.startsWith("/") || path.startsWith("//")) continue;
    // The admin is not public; the build's assets are the release's, not the database's.
    if (path.startsWith("/adminpanel") || path.startsWith("/assets/")) continue;
    paths.push(path);
  }
  return paths;
}

const isText = (type: string | null) => type !== null && /html|xml|text\/calendar|text\/plain/.test(type);

/**
 * Every URL reachable from `seeds` on the server at `base`, each fetched once (no redirect
 * followed: a redirect is an answer too), up to `limit` URLs (more fails: the crawl would
 * be endless).
 */
export async function crawl(base: string, seeds: string[], limit = 4000): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  const queue = [...new Set(seeds)];
  const queued = new Set(queue);
  const fetchOne = async (path: string) => {
    const response = await fetch(`${base}${path}`, { redirect: "manual", headers: { "Accept-Encoding": "identity" } });
    const body = Buffer.from(await response.arrayBuffer());
    const answer = {
      status: response.status,
      type: response.headers.get("content-type"),
      location: response.headers.get("location"),
      body,
    };
    answers.set(path, answer);
    const next = [...(isText(answer.type) ? linksIn(body.toString("utf8")) : [])];
    if (answer.location) next.push(...linksIn(`href="${answer.location}"`));
    for (const link of next) {
      if (queued.has(link)) continue;
      queued.add(link);
      queue.push(link);
    }
  };
  while (queue.length > 0) {
    if (queued.size > limit) throw new Error(`more than ${limit} URLs: the crawl does not end`);
    await Promise.all(queue.splice(0, 4).map(fetchOne));
  }
  return answers;
}
