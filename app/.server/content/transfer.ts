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
 * An import is checked whole before anything is written, then written in one
 * transaction (entries upserted by id, each with its revision; one audit row).
 *
 * Beside the four lists, the file carries the firm (firm/transfer.ts): the
 * top-level keys "settings", "pages", "services" and "redirects". A file with
 * "settings" is a whole firm: importing it also removes the sample entries
 * (the seed's ids) the file does not carry, and marks the database as seeded,
 * so the new site shows no trace of the sample. An older file without these
 * keys imports its lists only and leaves the firm as it is.
 */
import { z } from "zod";
import {
  CATEGORIES_KEY,
  categorySlugs,
  circularImportShape,
  type ExportedCategory,
  exportedCategories,
  exportedCircular,
  type ImportedCircular,
  parseImportedCategories,
  parseImportedCircular,
  resolveImportedCircular,
  writeImportedCategories,
} from "#app/.server/content/circular-transfer.ts";
import { adminEntries, storedText, titleProblem } from "#app/.server/content/entries.ts";
import { newsAddressChanged } from "#app/.server/content/news-moves.ts";
import { importedEntrySchema } from "#app/.server/content/validation.ts";
import { type Executor, getDb, transaction } from "#app/.server/db/index.ts";
import type { PostStatus } from "#app/.server/db/schema.ts";
import { SEEDED_KEY } from "#app/.server/db/seed.ts";
import { SEED_IDS } from "#app/.server/db/seed-data.ts";
import { exportFirm, type FirmImportCounts, writeFirmImport } from "#app/.server/firm/transfer.ts";
import { FIRM_KEYS, type FirmExport, type FirmImport, FirmImportError, parseFirmImport } from "#app/.server/firm/transfer-format.ts";
import { nowIso } from "#app/.server/ids.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { deleteEntry, type Entry, type EntryFields, findEntry, listTitles, upsertEntry } from "#app/.server/repositories/entries.ts";
import { addRevision, latestRevision } from "#app/.server/repositories/revisions.ts";
import { insertSettingIfAbsent } from "#app/.server/repositories/settings.ts";
import { reindexSearch } from "#app/.server/search/documents.ts";
import { CONTENT_LIMITS, CONTENT_LISTS, LIST_NAMES, type ListName, listExtra } from "#app/lib/content-lists.ts";
import { istanbulLocalToUtcIso } from "#app/lib/istanbul-time.ts";

export class ImportError extends Error {}

/** An entry of the original product's JSON export (with this site's publication state). */
export interface ImportedEntry {
  id: string;
  title: string;
  text: string;
  created_at: string;
  /** Default: published (the original had no other state). */
  status?: PostStatus;
  /** A scheduled entry's publication time (ISO, UTC). */
  publish_at?: string;
  /** The search engines' description ("meta_aciklama"); absent: the entry's own stays as it is. */
  meta_description?: string;
  /** Sirküler: number, category slugs, reference, attachment ids (circular-transfer.ts). */
  circular?: ImportedCircular;
}

type Exported = Record<ListName, Record<string, Record<string, string>>>;

/** The "durum" key's values and the states they stand for. */
const STATES = { taslak: "draft", zamanlanmis: "scheduled", yayinda: "published" } as const satisfies Record<string, PostStatus>;
type StateName = keyof typeof STATES;
const STATE_NAMES = Object.keys(STATES) as StateName[];
const stateName = (status: PostStatus) => STATE_NAMES.find((name) => STATES[name] === status) ?? "yayinda";

const emptyLists = <T>(make: () => T) => Object.fromEntries(LIST_NAMES.map((list) => [list, make()])) as Record<ListName, T>;

/** The four lists and the firm: one file that moves a whole firm. */
export async function exportContent(): Promise<Exported & FirmExport & { [CATEGORIES_KEY]: ExportedCategory[] }> {
  const out = emptyLists<Record<string, Record<string, string>>>(() => ({}));
  const slugs = await categorySlugs(await getDb());
  for (const list of LIST_NAMES) {
    const [, textField] = CONTENT_LISTS[list].fields;
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
      if (entry.circular) Object.assign(exported, exportedCircular(entry.circular, slugs));
      out[list][entry.id] = exported;
    }
  }
  return { ...out, [CATEGORIES_KEY]: await exportedCategories(await getDb()), ...(await exportFirm(await getDb())) };
}

/** "21.11.2023" (Istanbul midnight), "2023-11-21…" (ISO), else undefined. */
export function parseImportedDate(value: string): string | undefined {
  const turkish = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value.trim());
  if (turkish) {
    const [, d = "", m = "", y = ""] = turkish;
    // Midnight in Istanbul; undefined for 31.02.2024 and the like, which Date would roll over.
    return istanbulLocalToUtcIso(`${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}T00:00`);
  }
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) {
    const time = Date.parse(value);
    return Number.isNaN(time) ? undefined : new Date(time).toISOString();
  }
  return undefined;
}

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "id must be 1–64 letters, digits, _ or -");
const date = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "") return undefined;
    const parsed = parseImportedDate(value);
    if (!parsed) ctx.addIssue({ code: "custom", message: `unreadable date "${value}" (use 21.11.2023 or ISO-8601)` });
    return parsed;
  });

/** An entry's meta description in the file: the key the editor's form uses. */
const META_KEY = "meta_aciklama";
const metaDescription = z
  .string()
  .max(CONTENT_LIMITS.metaDescription, `at most ${CONTENT_LIMITS.metaDescription} characters`)
  .optional()
  .transform((value) => value?.trim());

const durum = z
  .string()
  .optional()
  .refine((value) => value === undefined || STATE_NAMES.includes(value as StateName), {
    error: (issue) => `must be one of ${STATE_NAMES.map((n) => `"${n}"`).join(", ")}, not ${JSON.stringify(issue.input)}`,
  })
  .transform((value) => (value === undefined ? undefined : STATES[value as StateName]));
const yayin = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const parsed = /^\d{4}-\d{2}-\d{2}T/.test(value) ? parseImportedDate(value) : undefined;
    if (!parsed)
      ctx.addIssue({ code: "custom", message: `unreadable publication time "${value}" (use ISO-8601, e.g. 2026-12-01T09:00:00Z)` });
    return parsed;
  });

// One schema per list; the cast only names the keys Object.fromEntries loses.
const entrySchemas = Object.fromEntries(
  LIST_NAMES.map((list) => [
    list,
    importedEntrySchema(list).extend({
      id,
      date,
      durum,
      yayin,
      [META_KEY]: metaDescription,
      ...(listExtra(list) === "circular" ? circularImportShape : {}),
    }),
  ]),
) as unknown as Record<ListName, z.ZodObject>;

/** The state of an imported entry from its "durum" and "yayin", or why they cannot be used. */
function importedState(
  list: ListName,
  status: PostStatus | undefined,
  publishAt: string | undefined,
): string | Pick<ImportedEntry, "status" | "publish_at"> {
  if (!CONTENT_LISTS[list].workflow) {
    if (status !== undefined || publishAt !== undefined) return `durum/yayin: only duyurular and haberler have a publication state`;
    return { status: "published" };
  }
  if (status === "scheduled") {
    if (!publishAt) return `yayin: a scheduled entry ("durum": "zamanlanmis") needs its publication time (ISO-8601)`;
    return { status, publish_at: publishAt };
  }
  if (publishAt !== undefined) return `yayin: only a scheduled entry ("durum": "zamanlanmis") has a publication time`;
  return { status: status ?? "published" };
}

/** A whole import file, checked: the lists' entries and the firm's parts it carries. */
export interface ParsedImport {
  entries: Record<ListName, ImportedEntry[]>;
  firm: FirmImport;
  /** Sirküler's categories the file carries (undefined: none). */
  categories?: ExportedCategory[];
}

const KNOWN_KEYS: readonly string[] = [...LIST_NAMES, CATEGORIES_KEY, ...FIRM_KEYS];

/** Reads and checks a whole file before anything is written; the first problem is reported. */
export function parseImport(json: string): ParsedImport {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    throw new ImportError(`Not valid JSON: ${(error as Error).message}`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new ImportError(`Expected an object with the keys ${KNOWN_KEYS.map((l) => `"${l}"`).join(", ")}.`);
  }
  const unknownKeys = Object.keys(data).filter((key) => !KNOWN_KEYS.includes(key));
  if (unknownKeys.length) throw new ImportError(`Unknown key(s): ${unknownKeys.join(", ")} (known: ${KNOWN_KEYS.join(", ")}).`);
  let firm: FirmImport;
  try {
    firm = parseFirmImport(data as Record<string, unknown>);
  } catch (error) {
    if (error instanceof FirmImportError) throw new ImportError(error.message);
    throw error;
  }
  const rawCategories = (data as Record<string, unknown>)[CATEGORIES_KEY];
  const categories = rawCategories === undefined ? undefined : parseImportedCategories(rawCategories);
  if (typeof categories === "string") throw new ImportError(categories);
  const now = nowIso();
  const result = emptyLists<ImportedEntry[]>(() => []);
  for (const list of LIST_NAMES) {
    const raw = (data as Record<string, unknown>)[list];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== "object" || Array.isArray(raw)) throw new ImportError(`"${list}" must be an object keyed by id.`);
    const [, textField] = CONTENT_LISTS[list].fields;
    for (const [key, value] of Object.entries(raw)) {
      const parsed = entrySchemas[list].safeParse({ id: key, ...(value as object) });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ImportError(`${list}/${key}: ${issue?.path.join(".") || "entry"}: ${issue?.message}`);
      }
      const entry = parsed.data as {
        id: string;
        title: string;
        date?: string;
        durum?: PostStatus;
        yayin?: string;
        [META_KEY]?: string;
      } & Record<string, string>;
      if (entry.id !== key) throw new ImportError(`${list}/${key}: the id inside differs from its key.`);
      const state = importedState(list, entry.durum, entry.yayin);
      if (typeof state === "string") throw new ImportError(`${list}/${key}: ${state}`);
      const circular = listExtra(list) === "circular" ? parseImportedCircular(entry) : undefined;
      if (typeof circular === "string") throw new ImportError(`${list}/${key}: ${circular}`);
      const meta = entry[META_KEY];
      if (meta !== undefined && !CONTENT_LISTS[list].workflow)
        throw new ImportError(`${list}/${key}: ${META_KEY}: only entries with a page have one`);
      result[list].push({
        id: entry.id,
        title: entry.title,
        text: entry[textField.column] ?? "",
        created_at: entry.date ?? now,
        ...state,
        ...(meta !== undefined ? { meta_description: meta } : {}),
        ...(circular ? { circular } : {}),
      });
    }
  }
  return { entries: result, firm, categories };
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
    const counts = await writeEntries(trx, entries, adminEmail);
    await recordAudit(trx, { adminEmail, action: "import", list: LIST_NAMES.join(","), entryId: null });
    await reindexSearch(trx);
    await bumpContentVersion(trx);
    return counts;
  });
}

async function writeEntries(
  trx: Executor,
  entries: Record<ListName, ImportedEntry[]>,
  adminEmail: string,
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
        created_at: imported.created_at,
        updated_at: now,
        ...(circular ? { circular } : {}),
      };
      await upsertEntry(trx, list, entry);
      await newsAddressChanged(trx, list, previous, entry, adminEmail);
      await addRevision(trx, {
        list,
        entryId: entry.id,
        action: previous ? "update" : "create",
        fields: entry,
        adminEmail,
        createdAt: now,
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
async function removeSampleEntries(trx: Executor, entries: Record<ListName, ImportedEntry[]>, adminEmail: string): Promise<number> {
  let removed = 0;
  const now = nowIso();
  for (const list of LIST_NAMES) {
    const incoming = new Set(entries[list].map((entry) => entry.id));
    for (const id of SEED_IDS[list]) {
      if (incoming.has(id)) continue;
      const entry = await findEntry(trx, list, id);
      if (!entry) continue;
      if (await latestRevision(trx, list, id)) {
        await addRevision(trx, { list, entryId: id, action: "delete", fields: entry, adminEmail, createdAt: now });
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
    // First, so the file's entries may take the sample's titles.
    const samplesRemoved = wholeFirm ? await removeSampleEntries(trx, parsed.entries, adminEmail) : 0;
    // Before the entries: their circulars name categories by slug.
    const added = parsed.categories ? await writeImportedCategories(trx, parsed.categories, nowIso()) : 0;
    if (typeof added === "string") throw new ImportError(added);
    const counts = await writeEntries(trx, parsed.entries, adminEmail);
    // The sample is never seeded into this database later (an import into a database the CLI just created).
    if (wholeFirm) await insertSettingIfAbsent(trx, SEEDED_KEY, nowIso());
    const hasFirm = FIRM_KEYS.some((key) => parsed.firm[key] !== undefined);
    const firm = hasFirm ? await writeFirmImport(trx, parsed.firm, adminEmail) : undefined;
    await recordAudit(trx, {
      adminEmail,
      action: "import",
      list: [
        ...LIST_NAMES,
        ...(parsed.categories ? [CATEGORIES_KEY] : []),
        ...FIRM_KEYS.filter((key) => parsed.firm[key] !== undefined),
      ].join(","),
      entryId: null,
    });
    await reindexSearch(trx);
    await bumpContentVersion(trx);
    return { ...counts, firm, samplesRemoved };
  });
}

export async function importContent(json: string, adminEmail: string): Promise<ImportCounts> {
  return importParsed(parseImport(json), adminEmail);
}
