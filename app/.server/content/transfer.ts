/**
 * Moving content in and out in the original database's JSON shape:
 * { "duyurular": { "<id>": { id, title, body, date } }, "haberler": …,
 *   "sorular": { "<id>": { id, title, answer } }, "araclar": { "<id>": { id, title, url } } }
 * Exported dates are ISO-8601; imported dates may also be in the original's
 * Turkish local format ("21.11.2023"). A published entry's date is the date
 * the site shows (its publication); questions and tools carry a date too, so
 * a round trip keeps their order; the original's files without one import fine.
 *
 * Announcements and news that are not published carry two more keys, so a
 * round trip publishes nothing the office has not: "durum" ("taslak" for a
 * draft, "zamanlanmis" for a scheduled entry) and "yayin" (a scheduled
 * entry's publication time, ISO-8601). An entry without "durum" is published.
 * Bodies may be the original's plain text (made paragraphs) or HTML (sanitized).
 *
 * An import is checked whole before anything is written (transfer-format.ts),
 * then written in one transaction (entries upserted by id, each with its
 * revision; one audit row), finished by one unit of work (publishing/).
 *
 * Beside the four lists, the file carries the firm (firm/transfer.ts): the
 * top-level keys "settings", "pages", "services" and "redirects". A file with
 * "settings" is a whole firm: importing it also removes the sample entries
 * (the seed's ids) the file does not carry, gives sirküler's categories the
 * file's names and order (circular-transfer.ts), and marks the database as
 * seeded, so the new site shows no trace of the sample. Exported again, such a
 * database gives the same file, byte for byte (ADR 046). An older file without these
 * keys imports its lists only and leaves the firm as it is.
 */
import {
  CATEGORIES_KEY,
  categorySlugs,
  type ExportedCategory,
  exportedCategories,
  exportedCircular,
  resolveImportedCircular,
  settleWholeFirmCategories,
  writeImportedCategories,
} from "#app/.server/content/circular-transfer.ts";
import { adminEntries, storedText, titleProblem } from "#app/.server/content/entries.ts";
import { newsAddressChanged } from "#app/.server/content/news-moves.ts";
import {
  type Exported,
  emptyLists,
  ImportError,
  type ImportedEntry,
  META_KEY,
  type ParsedImport,
  parseImport,
  stateName,
  UNPUBLISH_KEY,
} from "#app/.server/content/transfer-format.ts";
import { type Executor, getDb, transaction } from "#app/.server/db/index.ts";
import { SEEDED_KEY } from "#app/.server/db/seed.ts";
import { SEED_IDS } from "#app/.server/db/seed-data.ts";
import { exportFirm, type FirmImportCounts, writeFirmImport } from "#app/.server/firm/transfer.ts";
import { FIRM_KEYS, type FirmExport } from "#app/.server/firm/transfer-format.ts";
import { nowIso } from "#app/.server/ids.ts";
import { type PublicChange, publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import { deleteEntry, type Entry, type EntryFields, findEntry, listTitles, upsertEntry } from "#app/.server/repositories/entries.ts";
import { latestRevision } from "#app/.server/repositories/revisions.ts";
import { insertSettingIfAbsent } from "#app/.server/repositories/settings.ts";
import { CONTENT_LISTS, LIST_NAMES, type ListName } from "#app/lib/content-lists.ts";

/** The four lists and the firm: one file that moves a whole firm. */
export async function exportContent(): Promise<Exported & FirmExport & { [CATEGORIES_KEY]: ExportedCategory[] }> {
  const out = emptyLists<Record<string, Record<string, string>>>(() => ({}));
  const slugs = await categorySlugs(await getDb());
  for (const list of LIST_NAMES) {
    const [, textField] = CONTENT_LISTS[list].fields;
    const exportedEntries: Record<string, string>[] = [];
    for (const entry of await adminEntries(list)) {
      const exported: Record<string, string> = { id: entry.id, title: entry.title, [textField.column]: entry.text };
      if (entry.status === "published") {
        exported.date = entry.published_at ?? entry.created_at;
      } else {
        exported.date = entry.created_at;
        exported.durum = stateName(entry.status);
        if (entry.status === "scheduled" && entry.published_at) exported.yayin = entry.published_at;
      }
      if (entry.meta_description) exported[META_KEY] = entry.meta_description;
      if (entry.unpublish_at) exported[UNPUBLISH_KEY] = entry.unpublish_at;
      if (entry.circular) Object.assign(exported, exportedCircular(entry.circular, slugs));
      exportedEntries.push(exported);
    }
    for (const exported of exportedEntries.sort(byExportedDate)) out[list][exported.id ?? ""] = exported;
  }
  return { ...out, [CATEGORIES_KEY]: await exportedCategories(await getDb()), ...(await exportFirm(await getDb())) };
}

/**
 * The file's order: the newer date first, then the id (as code units, the
 * same on either database). It follows only what the file carries, so the
 * database the file is imported into exports its entries in the same order
 * (the database's own order is by when an entry was written, which the file
 * does not carry for a published entry: a draft published after a later
 * entry would move).
 */
function byExportedDate(a: Record<string, string>, b: Record<string, string>): number {
  const [dateA = "", dateB = "", idA = "", idB = ""] = [a.date, b.date, a.id, b.id];
  if (dateA !== dateB) return dateA < dateB ? 1 : -1;
  return idA < idB ? -1 : idA > idB ? 1 : 0;
}

/** When an imported entry is (or will be) public: a published one keeps the time it already had. */
function importedPublication(imported: ImportedEntry, previous: Entry | undefined): Pick<EntryFields, "status" | "published_at"> {
  const status = imported.status ?? "published";
  if (status === "draft") return { status, published_at: null };
  if (status === "scheduled") return { status, published_at: imported.publish_at ?? null };
  const kept = previous?.status === "published" && previous.published_at ? previous.published_at : imported.created_at;
  return { status, published_at: kept };
}

/**
 * Upserts entries by id in one transaction (content import), after checking
 * titles against what the database will hold. Plain text becomes paragraphs,
 * HTML is sanitized; imported entries are published at their date unless
 * they are drafts or scheduled (a scheduled one whose time has passed is
 * published by the scheduler's next round).
 * Returns how many per list.
 */
export async function importEntries(entries: Record<ListName, ImportedEntry[]>, adminEmail: string): Promise<Record<ListName, number>> {
  return transaction(async (trx) => {
    const changes: PublicChange[] = [];
    const counts = await writeEntries(trx, entries, adminEmail, changes);
    changes.push({ audit: { adminEmail, action: "import", list: LIST_NAMES.join(","), entryId: null }, search: "all" });
    await publicWrite(trx, changes);
    return counts;
  });
}

async function writeEntries(
  trx: Executor,
  entries: Record<ListName, ImportedEntry[]>,
  adminEmail: string,
  /** Each entry's version, for the import's unit of work. */
  changes: PublicChange[],
): Promise<Record<ListName, number>> {
  const counts = emptyLists(() => 0);
  const now = nowIso();
  for (const list of LIST_NAMES) {
    if (CONTENT_LISTS[list].titleIsPath) {
      const incoming = new Set(entries[list].map((entry) => entry.id));
      const kept = (await listTitles(trx, list)).filter((entry) => !incoming.has(entry.id));
      const seen: { title: string }[] = [...kept];
      for (const entry of entries[list]) {
        const problem = titleProblem(list, entry.title, seen);
        if (problem) throw new ImportError(`${list}/${entry.id}: title "${entry.title}": ${problem}`);
        seen.push(entry);
      }
    }
    for (const imported of entries[list]) {
      const previous = await findEntry(trx, list, imported.id);
      const circular = imported.circular ? await resolveImportedCircular(trx, imported.id, imported.circular) : undefined;
      if (typeof circular === "string") throw new ImportError(`${list}/${imported.id}: ${circular}`);
      const entry: Entry = {
        id: imported.id,
        title: imported.title,
        text: storedText(list, imported.text),
        ...importedPublication(imported, previous),
        meta_description:
          imported.meta_description !== undefined ? imported.meta_description || null : (previous?.meta_description ?? null),
        cover_media_id: previous?.cover_media_id ?? null,
        cover_alt: previous?.cover_alt ?? null,
        unpublish_at: imported.unpublish_at ?? null,
        created_at: imported.created_at,
        updated_at: now,
        ...(circular ? { circular } : {}),
      };
      await upsertEntry(trx, list, entry);
      await newsAddressChanged(trx, list, previous, entry, adminEmail);
      changes.push({
        revision: {
          of: "entry",
          list,
          entryId: entry.id,
          action: previous ? "update" : "create",
          fields: entry,
          adminEmail,
          createdAt: now,
        },
      });
      counts[list] += 1;
    }
  }
  return counts;
}

/**
 * A whole firm's import: the sample entries (the seed's ids) the file does
 * not carry go. One the office never changed is removed outright; one with
 * a history of the office's edits goes to the bin like any deletion.
 * Returns how many went.
 */
async function removeSampleEntries(
  trx: Executor,
  entries: Record<ListName, ImportedEntry[]>,
  adminEmail: string,
  changes: PublicChange[],
): Promise<number> {
  let removed = 0;
  const now = nowIso();
  for (const list of LIST_NAMES) {
    const incoming = new Set(entries[list].map((entry) => entry.id));
    for (const id of SEED_IDS[list]) {
      if (incoming.has(id)) continue;
      const entry = await findEntry(trx, list, id);
      if (!entry) continue;
      if (await latestRevision(trx, list, id)) {
        changes.push({ revision: { of: "entry", list, entryId: id, action: "delete", fields: entry, adminEmail, createdAt: now } });
      }
      await deleteEntry(trx, list, id);
      removed += 1;
    }
  }
  return removed;
}

export type ImportCounts = Record<ListName, number> & {
  /** The firm's parts written (undefined: the file carried none). */
  firm?: FirmImportCounts;
  /** Sample entries removed (a whole firm's import). */
  samplesRemoved: number;
};

/** Writes a checked file in one transaction: the entries, then the firm, with one audit row and one content-version bump. */
export async function importParsed(parsed: ParsedImport, adminEmail: string): Promise<ImportCounts> {
  return transaction(async (trx) => {
    const wholeFirm = parsed.firm.settings !== undefined;
    const changes: PublicChange[] = [];
    // First, so the file's entries may take the sample's titles.
    const samplesRemoved = wholeFirm ? await removeSampleEntries(trx, parsed.entries, adminEmail, changes) : 0;
    // Before the entries: their circulars name categories by slug.
    const added = parsed.categories ? await writeImportedCategories(trx, parsed.categories, nowIso(), wholeFirm) : 0;
    if (typeof added === "string") throw new ImportError(added);
    const counts = await writeEntries(trx, parsed.entries, adminEmail, changes);
    // After the entries: a category the file does not carry goes only when no circular is filed under it.
    const clash = wholeFirm && parsed.categories ? await settleWholeFirmCategories(trx, parsed.categories) : undefined;
    if (clash) throw new ImportError(clash);
    // The sample is never seeded into this database later (an import into a database the CLI just created).
    if (wholeFirm) await insertSettingIfAbsent(trx, SEEDED_KEY, nowIso());
    const hasFirm = FIRM_KEYS.some((key) => parsed.firm[key] !== undefined);
    const firm = hasFirm ? await writeFirmImport(trx, parsed.firm, adminEmail) : undefined;
    const lists = [
      ...LIST_NAMES,
      ...(parsed.categories ? [CATEGORIES_KEY] : []),
      ...FIRM_KEYS.filter((key) => parsed.firm[key] !== undefined),
    ];
    // The firm's own versions are written by writeFirmImport; the whole index is read again.
    changes.push({ audit: { adminEmail, action: "import", list: lists.join(","), entryId: null }, search: "all" });
    await publicWrite(trx, changes);
    return { ...counts, firm, samplesRemoved };
  });
}

export async function importContent(json: string, adminEmail: string): Promise<ImportCounts> {
  return importParsed(parseImport(json), adminEmail);
}
