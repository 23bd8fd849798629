/**
 * The site search's tests (tests/server/search-*.test.ts): one server on its
 * own database, with this process writing through the use cases (saveEntry,
 * removeEntry…) on the same database, and the /ara page read as a visitor.
 */
import type { Kysely } from "kysely";
import { reloadConfig } from "#app/.server/config.ts";
import { saveEntry } from "#app/.server/content/entries.ts";
import { closeDb } from "#app/.server/db/index.ts";
import type { Database } from "#app/.server/db/schema.ts";
import type { CircularFields, OfficialReference } from "#app/lib/circulars.ts";
import type { ListName } from "#app/lib/content-lists.ts";
import { paths } from "#app/lib/paths.ts";
import type { Cleanup } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fetchPage, type Page } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

export const EDITOR = "editor@ymm.test";

export interface SearchSuite {
  server: TestServer;
  db: Kysely<Database>;
}

/** Starts the server and points this process's database at it. */
export async function startSearchSuite(): Promise<SearchSuite> {
  const server = await startServer();
  process.env.DATABASE_URL = server.databaseUrl;
  reloadConfig();
  return { server, db: openTestDb(server.databaseUrl) };
}

export async function stopSearchSuite(suite: SearchSuite | undefined): Promise<void> {
  await closeDb();
  delete process.env.DATABASE_URL;
  reloadConfig();
  await suite?.db.destroy();
  await suite?.server.stop();
}

/** A word no sample text holds, to keep a test's documents apart from the others'. */
export const tagWord = () =>
  `etiket${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 8)}`;

export interface SearchPage extends Page {
  /** The results' titles, in the order shown. */
  titles: string[];
  /** The groups' headings ("Duyurular (2)"). */
  groups: string[];
  count: string | undefined;
  message: string | undefined;
}

export async function search(suite: SearchSuite, query: string, page?: number): Promise<SearchPage> {
  const params = new URLSearchParams({ q: query, ...(page ? { sayfa: String(page) } : {}) });
  const result = await fetchPage(suite.server.url, `${paths.search}?${params}`);
  const text = (selector: string) => result.doc.querySelector(selector)?.text.replace(/\s+/g, " ").trim();
  return {
    ...result,
    titles: result.doc.querySelectorAll(".search-result-title").map((a) => a.text.replace(/\s+/g, " ").trim()),
    groups: result.doc.querySelectorAll(".search-group h2").map((h) => h.text.replace(/\s+/g, " ").trim()),
    count: text(".search-count"),
    message: text(".search-refused"),
  };
}

/** Saves an entry through the admin's use case; removed again after the test. */
export async function addEntry(
  list: ListName,
  input: Parameters<typeof saveEntry>[2],
  cleanup: Cleanup,
  removeAfter: (list: ListName, id: string) => Promise<unknown>,
): Promise<string> {
  const result = await saveEntry(list, undefined, input, EDITOR);
  if (!result.ok) throw new Error(`saveEntry failed: ${JSON.stringify(result)}`);
  cleanup(() => removeAfter(list, result.id));
  return result.id;
}

let nextSeq = 50;

/** A circular's fields in KDV (seeded by migration 014), with a number of its own unless given. */
export function circularFields(fields: Partial<CircularFields> & { reference?: OfficialReference | null } = {}): CircularFields {
  return { year: 2026, seq: nextSeq++, categoryIds: ["kategori-kdv"], reference: null, attachmentIds: [], ...fields };
}
