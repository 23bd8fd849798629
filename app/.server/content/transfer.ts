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
 */
import { z } from "zod";
import { adminEntries, storedText, titleProblem } from "#app/.server/content/entries.ts";
import { importedEntrySchema } from "#app/.server/content/validation.ts";
import { transaction } from "#app/.server/db/index.ts";
import type { PostStatus } from "#app/.server/db/schema.ts";
import { nowIso } from "#app/.server/ids.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { type Entry, type EntryFields, findEntry, listTitles, upsertEntry } from "#app/.server/repositories/entries.ts";
import { addRevision } from "#app/.server/repositories/revisions.ts";
import { CONTENT_LISTS, LIST_NAMES, type ListName } from "#app/lib/content-lists.ts";
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
}

type Exported = Record<ListName, Record<string, Record<string, string>>>;

/** The "durum" key's values and the states they stand for. */
const STATES = { taslak: "draft", zamanlanmis: "scheduled", yayinda: "published" } as const satisfies Record<string, PostStatus>;
type StateName = keyof typeof STATES;
const STATE_NAMES = Object.keys(STATES) as StateName[];
const stateName = (status: PostStatus) => STATE_NAMES.find((name) => STATES[name] === status) ?? "yayinda";

const emptyLists = <T>(make: () => T) => Object.fromEntries(LIST_NAMES.map((list) => [list, make()])) as Record<ListName, T>;

export async function exportContent(): Promise<Exported> {
  const out = emptyLists<Record<string, Record<string, string>>>(() => ({}));
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
      out[list][entry.id] = exported;
    }
  }
  return out;
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
  LIST_NAMES.map((list) => [list, importedEntrySchema(list).extend({ id, date, durum, yayin })]),
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

/** Reads and checks a whole file before anything is written; the first problem is reported. */
export function parseImport(json: string): Record<ListName, ImportedEntry[]> {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    throw new ImportError(`Not valid JSON: ${(error as Error).message}`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new ImportError(`Expected an object with the keys ${LIST_NAMES.map((l) => `"${l}"`).join(", ")}.`);
  }
  const unknownKeys = Object.keys(data).filter((key) => !LIST_NAMES.includes(key as ListName));
  if (unknownKeys.length) throw new ImportError(`Unknown list(s): ${unknownKeys.join(", ")}.`);
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
      const entry = parsed.data as { id: string; title: string; date?: string; durum?: PostStatus; yayin?: string } & Record<
        string,
        string
      >;
      if (entry.id !== key) throw new ImportError(`${list}/${key}: the id inside differs from its key.`);
      const state = importedState(list, entry.durum, entry.yayin);
      if (typeof state === "string") throw new ImportError(`${list}/${key}: ${state}`);
      result[list].push({ id: entry.id, title: entry.title, text: entry[textField.column] ?? "", created_at: entry.date ?? now, ...state });
    }
  }
  return result;
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
        const entry: Entry = {
          id: imported.id,
          title: imported.title,
          text: storedText(list, imported.text),
          ...importedPublication(imported, previous),
          meta_description: previous?.meta_description ?? null,
          cover_media_id: previous?.cover_media_id ?? null,
          cover_alt: previous?.cover_alt ?? null,
          created_at: imported.created_at,
          updated_at: now,
        };
        await upsertEntry(trx, list, entry);
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
    await recordAudit(trx, { adminEmail, action: "import", list: LIST_NAMES.join(","), entryId: null });
    await bumpContentVersion(trx);
    return counts;
  });
}

export async function importContent(json: string, adminEmail: string): Promise<Record<ListName, number>> {
  return importEntries(parseImport(json), adminEmail);
}
