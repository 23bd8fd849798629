/**
 * Moving content in and out in the original database's JSON shape:
 * { "duyurular": { "<id>": { id, title, body, date } }, "haberler": …,
 *   "sorular": { "<id>": { id, title, answer } }, "araclar": { "<id>": { id, title, url } } }
 * Exported dates are ISO-8601; imported dates may also be in the original's
 * Turkish local format ("21.11.2023"). Questions and tools carry a date too,
 * so a round trip keeps their order; the original's files without one import fine.
 */
import { z } from "zod";
import { nowIso } from "#app/.server/ids.ts";
import { type Entry, LIST_NAMES, LISTS, type ListName, listEntries, upsertEntries } from "#app/.server/repositories/lists.ts";
import { CONTENT_LIMITS } from "#app/lib/admin-lists.ts";

type Exported = Record<ListName, Record<string, Record<string, string>>>;

export async function exportContent(): Promise<Exported> {
  const out = { duyurular: {}, haberler: {}, sorular: {}, araclar: {} } as Exported;
  for (const list of LIST_NAMES) {
    for (const entry of await listEntries(list)) {
      out[list][entry.id] = { id: entry.id, title: entry.title, [LISTS[list].text]: entry.text, date: entry.created_at };
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

const text = (max: number) => z.string().trim().min(1).max(max);
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

const entrySchemas = {
  duyurular: z.object({ id, title: text(CONTENT_LIMITS.title), body: z.string().max(CONTENT_LIMITS.body), date }),
  haberler: z.object({ id, title: text(CONTENT_LIMITS.title), body: z.string().max(CONTENT_LIMITS.body), date }),
  sorular: z.object({ id, title: text(CONTENT_LIMITS.question), answer: z.string().max(CONTENT_LIMITS.body), date }),
  araclar: z.object({ id, title: text(CONTENT_LIMITS.title), url: z.url({ protocol: /^https?$/ }).max(CONTENT_LIMITS.url), date }),
};

export class ImportError extends Error {}

/** Reads and checks a whole file before anything is written; the first problem is reported. */
export function parseImport(json: string): Record<ListName, Entry[]> {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    throw new ImportError(`Not valid JSON: ${(error as Error).message}`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new ImportError('Expected an object with the keys "duyurular", "haberler", "sorular", "araclar".');
  }
  const unknownKeys = Object.keys(data).filter((key) => !LIST_NAMES.includes(key as ListName));
  if (unknownKeys.length) throw new ImportError(`Unknown list(s): ${unknownKeys.join(", ")}.`);
  const now = nowIso();
  const result = { duyurular: [], haberler: [], sorular: [], araclar: [] } as Record<ListName, Entry[]>;
  for (const list of LIST_NAMES) {
    const raw = (data as Record<string, unknown>)[list];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== "object" || Array.isArray(raw)) throw new ImportError(`"${list}" must be an object keyed by id.`);
    for (const [key, value] of Object.entries(raw)) {
      const parsed = entrySchemas[list].safeParse({ id: key, ...(value as object) });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ImportError(`${list}/${key}: ${issue?.path.join(".") || "entry"}: ${issue?.message}`);
      }
      if (parsed.data.id !== key) throw new ImportError(`${list}/${key}: the id inside differs from its key.`);
      const entry = parsed.data as { id: string; title: string; date?: string } & Record<string, string>;
      result[list].push({ id: entry.id, title: entry.title, text: entry[LISTS[list].text] ?? "", created_at: entry.date ?? now });
    }
  }
  return result;
}

export async function importContent(json: string, adminEmail: string): Promise<Record<ListName, number>> {
  return upsertEntries(parseImport(json), adminEmail);
}
