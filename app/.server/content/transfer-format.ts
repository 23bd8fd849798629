/**
 * The content file's shape (transfer.ts writes and reads it): the lists'
 * entries as the original product exported them, with this site's keys
 * ("durum", "yayin", "meta_aciklama", "yayindan_kaldirma", a circular's own), sirküler's
 * categories and the firm's keys (firm/transfer-format.ts). parseImport
 * checks a whole file before anything is written; the first problem throws
 * ImportError naming the entry and the key.
 */
import { z } from "zod";
import {
  CATEGORIES_KEY,
  circularImportShape,
  type ExportedCategory,
  type ImportedCircular,
  parseImportedCategories,
  parseImportedCircular,
} from "#app/.server/content/circular-transfer.ts";
import { importedEntrySchema } from "#app/.server/content/validation.ts";
import type { PostStatus } from "#app/.server/db/schema.ts";
import { FIRM_KEYS, type FirmImport, FirmImportError, parseFirmImport } from "#app/.server/firm/transfer-format.ts";
import { nowIso } from "#app/.server/ids.ts";
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
  /** When it leaves the public site ("yayindan_kaldirma", ISO, UTC; ADR 067); absent: none. */
  unpublish_at?: string;
  /** Sirküler: number, category slugs, reference, attachment ids (circular-transfer.ts). */
  circular?: ImportedCircular;
}

export type Exported = Record<ListName, Record<string, Record<string, string>>>;

/** The "durum" key's values and the states they stand for. */
const STATES = { taslak: "draft", zamanlanmis: "scheduled", yayinda: "published" } as const satisfies Record<string, PostStatus>;
type StateName = keyof typeof STATES;
const STATE_NAMES = Object.keys(STATES) as StateName[];
export const stateName = (status: PostStatus) => STATE_NAMES.find((name) => STATES[name] === status) ?? "yayinda";

export const emptyLists = <T>(make: () => T) => Object.fromEntries(LIST_NAMES.map((list) => [list, make()])) as Record<ListName, T>;

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
export const META_KEY = "meta_aciklama";
/** The time an entry leaves the public site (ADR 067), written only when it has one. */
export const UNPUBLISH_KEY = "yayindan_kaldirma";
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

const yayindanKaldirma = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const parsed = /^\d{4}-\d{2}-\d{2}T/.test(value) ? parseImportedDate(value) : undefined;
    if (!parsed) ctx.addIssue({ code: "custom", message: `unreadable time to leave the site "${value}" (use ISO-8601)` });
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
      [UNPUBLISH_KEY]: yayindanKaldirma,
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
        [UNPUBLISH_KEY]?: string;
      } & Record<string, string>;
      if (entry.id !== key) throw new ImportError(`${list}/${key}: the id inside differs from its key.`);
      const state = importedState(list, entry.durum, entry.yayin);
      if (typeof state === "string") throw new ImportError(`${list}/${key}: ${state}`);
      const circular = listExtra(list) === "circular" ? parseImportedCircular(entry) : undefined;
      if (typeof circular === "string") throw new ImportError(`${list}/${key}: ${circular}`);
      const meta = entry[META_KEY];
      if (meta !== undefined && !CONTENT_LISTS[list].workflow)
        throw new ImportError(`${list}/${key}: ${META_KEY}: only entries with a page have one`);
      const unpublishAt = entry[UNPUBLISH_KEY];
      if (unpublishAt !== undefined && !CONTENT_LISTS[list].workflow)
        throw new ImportError(`${list}/${key}: ${UNPUBLISH_KEY}: only entries with a page have one`);
      result[list].push({
        id: entry.id,
        title: entry.title,
        text: entry[textField.column] ?? "",
        created_at: entry.date ?? now,
        ...state,
        ...(meta !== undefined ? { meta_description: meta } : {}),
        ...(unpublishAt !== undefined ? { unpublish_at: unpublishAt } : {}),
        ...(circular ? { circular } : {}),
      });
    }
  }
  return { entries: result, firm, categories };
}
