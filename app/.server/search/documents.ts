/**
 * What the site search indexes and how each write keeps it in step: every
 * write of content calls one of the sync functions below inside its own
 * transaction, so a search made after the commit finds exactly what the
 * public pages show. Only what a visitor can open is indexed: published
 * entries (never drafts, scheduled ones or the bin), visible services, the
 * firm's published pages (placeholders filled), the calculators and the tax
 * calendar's deadlines that visitors see.
 */
import type { Executor } from "#app/.server/db/index.ts";
import type { CircularCategory } from "#app/.server/db/schema.ts";
import { loadFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { attachmentTexts, listCategories } from "#app/.server/repositories/circulars.ts";
import { type Entry, findEntry, listEntries } from "#app/.server/repositories/entries.ts";
import {
  deleteSearchDocument,
  deleteSearchDocuments,
  type IndexedDocument,
  upsertSearchDocument,
} from "#app/.server/repositories/search.ts";
import { listVisibleBetween } from "#app/.server/repositories/tax-deadlines.ts";
import { indexText } from "#app/.server/search/text.ts";
import { visitorViews } from "#app/.server/tax/calendar/public.ts";
import { calculatorLinks, isLinkableTitle } from "#app/content/navigation.ts";
import { circularLabel, circularNumberText, referenceLine } from "#app/lib/circulars.ts";
import type { ListName } from "#app/lib/content-lists.ts";
import type { PageKey } from "#app/lib/firm.ts";
import { announcementPath, circularPath, deadlinePath, newsPath, paths, servicePath } from "#app/lib/paths.ts";
import { plainTextOf } from "#app/lib/search-preview.ts";

/** The kinds of documents, in the order the results page groups them. */
export const SEARCH_KINDS = ["sirkuler", "duyurular", "haberler", "hizmetler", "sayfalar", "sorular", "araclar", "takvim"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The content lists the search covers (the office's external links, "araclar", are not pages of the site). */
const INDEXED_LISTS = ["sirkuler", "duyurular", "haberler", "sorular"] as const satisfies readonly (ListName & SearchKind)[];
type IndexedList = (typeof INDEXED_LISTS)[number];
const isIndexed = (list: ListName): list is IndexedList => (INDEXED_LISTS as readonly string[]).includes(list);

/** The most text a document indexes (PostgreSQL refuses a tsvector over 1 MB; a page this long is an attachment's). */
const INDEX_MAX_CHARS = 300_000;

interface Source {
  kind: SearchKind;
  key: string;
  url: string;
  title: string;
  /** What the index holds beyond the title (the number, categories…), as words. */
  titleExtra?: string;
  body: string;
  published_at: string;
}

function indexed(source: Source): IndexedDocument {
  const body = source.body.replace(/\s+/g, " ").trim();
  return {
    id: `${source.kind}:${source.key}`,
    kind: source.kind,
    key: source.key,
    url: source.url,
    title: source.title,
    body,
    published_at: source.published_at,
    titleIndex: indexText(`${source.titleExtra ?? ""} ${source.title}`),
    bodyIndex: indexText(body.slice(0, INDEX_MAX_CHARS)),
  };
}

/** An entry as a document; undefined when visitors cannot see it. */
async function entryDocument(
  db: Executor,
  list: IndexedList,
  entry: Entry,
  categories?: CircularCategory[],
): Promise<IndexedDocument | undefined> {
  if (entry.status !== "published") return undefined;
  // Its time to leave the site has come (ADR 067): the scheduler makes it a draft in a moment; the search drops it now.
  if (entry.unpublish_at && entry.unpublish_at <= new Date().toISOString()) return undefined;
  const base = { kind: list, key: entry.id, title: entry.title, published_at: entry.published_at ?? entry.created_at };
  const text = plainTextOf(entry.text);
  if (list === "duyurular") return indexed({ ...base, url: announcementPath(entry.id, entry.title), body: text });
  if (list === "haberler") return isLinkableTitle(entry.title) ? indexed({ ...base, url: newsPath(entry.title), body: text }) : undefined;
  if (list === "sorular") return indexed({ ...base, url: paths.faq, body: text, published_at: "" });
  const circular = entry.circular;
  if (!circular) return undefined;
  const known = categories ?? (await listCategories(db));
  const names = circular.categoryIds.map((id) => known.find((c) => c.id === id)?.name ?? "");
  const number = { year: circular.year, seq: circular.seq };
  // The number as typed both ways: "2026/05" and "2026/5".
  const titleExtra = `${circularNumberText(number)} ${number.year}/${number.seq} ${names.join(" ")}`;
  const reference = circular.reference ? referenceLine(circular.reference) : "";
  const attachments = await attachmentTexts(db, circular.attachmentIds);
  return indexed({
    ...base,
    url: circularPath(number),
    title: `${circularLabel(number)} – ${entry.title}`,
    titleExtra,
    body: [reference, text, attachments].filter(Boolean).join(" \n "),
  });
}

/** After a write of an entry (save, delete, restore, publish): its document as visitors now see it, or none. */
export async function syncSearchDocument(db: Executor, list: ListName, id: string): Promise<void> {
  if (!isIndexed(list)) return;
  const entry = await findEntry(db, list, id);
  const doc = entry && (await entryDocument(db, list, entry));
  if (doc) await upsertSearchDocument(db, doc);
  else await deleteSearchDocument(db, `${list}:${id}`);
}

/** The firm's pages shown on the site, and where. The home page's parts lead to the home page. */
const PAGE_PATHS: Partial<Record<PageKey, (founderPath: string) => string>> = {
  founder: (founderPath) => founderPath,
  mission: () => paths.mission,
  vision: () => paths.vision,
  about: () => paths.home,
  contact: () => paths.contact,
  kvkk: () => paths.kvkk,
};

/** After a write of the firm (settings, pages, services, their import): its services and pages again. */
export async function syncFirmSearchDocuments(db: Executor): Promise<void> {
  const firm = await loadFirm(db);
  await deleteSearchDocuments(db, ["hizmetler", "sayfalar"]);
  for (const service of firm.services) {
    const body = `${service.homeDescription} ${plainTextOf(firm.serviceBodies.get(service.slug) ?? "")}`;
    await upsertSearchDocument(
      db,
      indexed({
        kind: "hizmetler",
        key: service.id,
        url: servicePath(service.slug),
        title: service.fullTitle,
        titleExtra: service.homeTitle,
        body,
        published_at: "",
      }),
    );
  }
  for (const [key, path] of Object.entries(PAGE_PATHS) as [PageKey, (founderPath: string) => string][]) {
    const page = firm.pages[key];
    if (!page.title.trim() && !page.body.trim()) continue;
    await upsertSearchDocument(
      db,
      indexed({ kind: "sayfalar", key, url: path(firm.founderPath), title: page.title, body: plainTextOf(page.body), published_at: "" }),
    );
  }
}

/** After a write of the tax calendar (generation, the office's changes, confirmations): its deadlines again. */
export async function syncTaxCalendarSearchDocuments(db: Executor): Promise<void> {
  await deleteSearchDocuments(db, ["takvim"]);
  const views = await visitorViews(db, await listVisibleBetween(db, "0000-01-01", "9999-12-31"));
  for (const { view } of views) {
    await upsertSearchDocument(
      db,
      indexed({
        kind: "takvim",
        key: view.id,
        url: deadlinePath({ id: view.id, month: view.date.slice(0, 7) }),
        title: view.title,
        body: `${view.dateText} ${view.audience}`,
        published_at: view.date,
      }),
    );
  }
}

/** The calculators, as the /araclar page lists them (code, not data: written at every start). */
export async function syncCalculatorSearchDocuments(db: Executor): Promise<void> {
  await deleteSearchDocuments(db, ["araclar"]);
  for (const link of calculatorLinks) {
    await upsertSearchDocument(
      db,
      indexed({ kind: "araclar", key: link.to, url: link.to, title: link.label, body: link.description, published_at: "" }),
    );
  }
}

/** The whole index again, from the content (search:reindex, an import, the first start after migration 015). */
export async function reindexSearch(db: Executor): Promise<void> {
  await deleteSearchDocuments(db);
  const categories = await listCategories(db);
  for (const list of INDEXED_LISTS) {
    for (const entry of await listEntries(db, list)) {
      const doc = await entryDocument(db, list, entry, categories);
      if (doc) await upsertSearchDocument(db, doc);
    }
  }
  await syncFirmSearchDocuments(db);
  await syncCalculatorSearchDocuments(db);
  await syncTaxCalendarSearchDocuments(db);
}
