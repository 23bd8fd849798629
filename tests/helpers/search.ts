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

/** A place in the results as shown: a result, or the tax calendar's group (one place, whatever it lists). */
export type SearchPlace =
  | { kind: "result"; label: string; title: string; href: string }
  | { kind: "calendar"; heading: string; hrefs: string[] };

export interface SearchPage extends Page {
  /** The results' titles, in the order shown (the calendar group's deadlines among them). */
  titles: string[];
  /** The kinds found, as the links narrowing to each read ("Duyurular (2)"), without "Tümü". */
  groups: string[];
  /** The results and the calendar group, in the order shown. */
  places: SearchPlace[];
  count: string | undefined;
  message: string | undefined;
}

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

export async function search(suite: SearchSuite, query: string, page?: number, kind?: string): Promise<SearchPage> {
  const params = new URLSearchParams({ q: query, ...(kind ? { tur: kind } : {}), ...(page ? { sayfa: String(page) } : {}) });
  const result = await fetchPage(suite.server.url, `${paths.search}?${params}`);
  const text = (selector: string) => {
    const found = result.doc.querySelector(selector);
    return found ? clean(found.text) : undefined;
  };
  const places = result.doc.querySelectorAll(".search-results > li, .search-calendar").map((node): SearchPlace => {
    if (node.classList.contains("search-calendar")) {
      return {
        kind: "calendar",
        heading: clean(node.querySelector("h2")?.text ?? ""),
        hrefs: node.querySelectorAll("li a").map((a) => a.getAttribute("href") ?? ""),
      };
    }
    const link = node.querySelector(".search-result-title");
    return {
      kind: "result",
      label: clean(node.querySelector(".search-result-kind")?.text ?? ""),
      title: clean(link?.text ?? ""),
      href: link?.getAttribute("href") ?? "",
    };
  });
  return {
    ...result,
    titles: result.doc.querySelectorAll(".search-result-title").map((a) => clean(a.text)),
    groups: result.doc
      .querySelectorAll(".search-kinds a")
      .map((a) => clean(a.text))
      .filter((label) => !label.startsWith("Tümü")),
    places,
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
