/**
 * Moving content in and out in the original database's JSON shape:
 * { "duyurular": { "<id>": { id, title, body, date } }, "haberler": …,
 *   "sorular": { "<id>": { id, title, answer } }, "araclar": { "<id>": { id, title, url } } }
 * Exported dates are ISO-8601; imported dates may also be in the original's
 * Turkish local format ("21.11.2023"). Questions and tools carry a date too,
 * so a round trip keeps their order; the original's files without one import fine.
 */
import { z } from "zod";
import { adminEntries, ImportError, type ImportedEntry, importEntries } from "#app/.server/content.ts";
import { nowIso } from "#app/.server/ids.ts";
import { importedEntrySchema } from "#app/.server/validation/content.ts";
import { CONTENT_LISTS, LIST_NAMES, type ListName } from "#app/lib/content-lists.ts";

export { ImportError };

type Exported = Record<ListName, Record<string, Record<string, string>>>;

const emptyLists = <T>(make: () => T) => Object.fromEntries(LIST_NAMES.map((list) => [list, make()])) as Record<ListName, T>;

export async function exportContent(): Promise<Exported> {
  const out = emptyLists<Record<string, Record<string, string>>>(() => ({}));
  for (const list of LIST_NAMES) {
    const [, textField] = CONTENT_LISTS[list].fields;
    for (const entry of await adminEntries(list)) {
      out[list][entry.id] = { id: entry.id, title: entry.title, [textField.column]: entry.text, date: entry.created_at };
    }
  }
  return out;
}

/** "21.11.2023" (Istanbul midnight), "2023-11-21…" (ISO), else undefined. */
export function parseImportedDate(value: string): string | undefined {
  const turkish = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value.trim());
  if (turkish) {
    const [d, m, y] = [Number(turkish[1]), Number(turkish[2]), Number(turkish[3])];
    const utcMidnight = new Date(Date.UTC(y, m - 1, d));
    // Rejects 31.02.2024 and the like, which Date would roll over.
    if (utcMidnight.getUTCFullYear() !== y || utcMidnight.getUTCMonth() !== m - 1 || utcMidnight.getUTCDate() !== d) return undefined;
    // Midnight in Türkiye (UTC+3 all year).
    return new Date(utcMidnight.getTime() - 3 * 60 * 60 * 1000).toISOString();
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

// One schema per list; the cast only names the keys Object.fromEntries loses.
const entrySchemas = Object.fromEntries(
  LIST_NAMES.map((list) => [list, importedEntrySchema(list).extend({ id, date })]),
) as unknown as Record<ListName, z.ZodObject>;

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
      const entry = parsed.data as { id: string; title: string; date?: string } & Record<string, string>;
      if (entry.id !== key) throw new ImportError(`${list}/${key}: the id inside differs from its key.`);
      result[list].push({ id: entry.id, title: entry.title, text: entry[textField.column] ?? "", created_at: entry.date ?? now });
    }
  }
  return result;
}

export async function importContent(json: string, adminEmail: string): Promise<Record<ListName, number>> {
  return importEntries(parseImport(json), adminEmail);
}
