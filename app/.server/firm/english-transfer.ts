/**
 * The English texts in content:export / content:import (issue 43, ADR 062): the top-level key
 *   "english": [ { kind, key, data, draft, publishedAt } ]
 * one element per item that has English (english_texts): `data` the published English fields
 * (null: not published), `draft` a saved draft (null: none), `publishedAt` when it was first
 * published. The fields are app/lib/english.ts's per kind; rich text (body, answer, summary) is
 * sanitized on import as the editor stores it. On import the key replaces every English text
 * (those not in the file go), with a version in each item's English history; a file without it
 * leaves the English texts as they are (older files import as before).
 */
import { z } from "zod";
import type { Executor } from "#app/.server/db/index.ts";
import { parseEnglish } from "#app/.server/firm-snapshot/english.ts";
import { addEnglishRevision } from "#app/.server/repositories/english.ts";
import { deleteAllEnglishTexts, insertEnglishText, listAllEnglishTexts } from "#app/.server/repositories/english-transfer.ts";
import { toStoredRichText } from "#app/.server/text/rich-text.ts";
import { ENGLISH_KINDS, type EnglishKind } from "#app/lib/english.ts";

export const ENGLISH_KEY = "english";

export interface ExportedEnglish {
  kind: EnglishKind;
  key: string;
  data: Record<string, unknown> | null;
  draft: Record<string, unknown> | null;
  publishedAt: string | null;
}

/** The rich-text fields of each kind (sanitized on import). */
const RICH_TEXT: Record<EnglishKind, readonly string[]> = {
  settings: [],
  page: ["body"],
  service: ["body"],
  question: ["answer"],
  circular: ["summary"],
};

const text = z.string().max(200_000);
// Every field may be missing (it reads as empty); one that is there must be of its type. Unknown keys are kept.
const fieldsSchema = z.looseObject({
  name: text.optional(),
  tagline: text.optional(),
  founderTitle: text.optional(),
  metaDescription: text.optional(),
  addressLines: z.array(z.string().max(300)).max(10).optional(),
  title: text.optional(),
  body: text.optional(),
  slug: z.string().max(200).optional(),
  fullTitle: text.optional(),
  homeTitle: text.optional(),
  homeDescription: text.optional(),
  answer: text.optional(),
  summary: text.optional(),
});

const rowSchema = z.object({
  kind: z.enum(ENGLISH_KINDS),
  key: z.string().trim().min(1, "key is required").max(200),
  data: fieldsSchema.nullable().default(null),
  draft: fieldsSchema.nullable().default(null),
  publishedAt: z.iso.datetime({ offset: true }).nullable().default(null),
});

/** Reads the file's "english" key: its rows, or the first problem (a message naming where it is). */
export function parseEnglishImport(value: unknown): ExportedEnglish[] | string {
  if (!Array.isArray(value)) return '"english" must be an array of { kind, key, data, draft, publishedAt }.';
  const seen = new Set<string>();
  const rows: ExportedEnglish[] = [];
  for (const [index, item] of value.entries()) {
    const parsed = rowSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return `english[${index}]${issue?.path.length ? `.${issue.path.join(".")}` : ""}: ${issue?.message ?? "invalid"}`;
    }
    const id = `${parsed.data.kind}/${parsed.data.key}`;
    if (seen.has(id)) return `english[${index}]: ${id} appears twice.`;
    seen.add(id);
    rows.push(parsed.data);
  }
  return rows;
}

const parsedOrNull = (json: string | null): Record<string, unknown> | null => {
  if (json === null) return null;
  try {
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return null;
  }
};

export async function exportEnglish(db: Executor): Promise<ExportedEnglish[]> {
  return (await listAllEnglishTexts(db)).map((row) => ({
    kind: row.kind,
    key: row.key,
    data: parsedOrNull(row.data),
    draft: parsedOrNull(row.draft),
    publishedAt: row.published_at,
  }));
}

/** The fields as stored: the kind's shape, rich text sanitized. */
function stored(kind: EnglishKind, fields: Record<string, unknown> | null): string | null {
  if (fields === null) return null;
  const value: Record<string, unknown> = { ...parseEnglish(kind, JSON.stringify(fields)) };
  for (const field of RICH_TEXT[kind]) if (typeof value[field] === "string") value[field] = toStoredRichText(value[field] as string);
  return JSON.stringify(value);
}

/** Replaces every English text with the file's, inside the import's transaction. Returns how many. */
export async function writeEnglishImport(trx: Executor, rows: ExportedEnglish[], by: string, now: string): Promise<number> {
  // Each item's revision goes on from the one it had (a form still open on it then sees the change).
  const revisions = new Map((await listAllEnglishTexts(trx)).map((row) => [`${row.kind}/${row.key}`, row.revision]));
  await deleteAllEnglishTexts(trx);
  for (const row of rows) {
    const data = stored(row.kind, row.data);
    const draft = stored(row.kind, row.draft);
    await insertEnglishText(trx, {
      kind: row.kind,
      key: row.key,
      data,
      draft,
      published_at: row.publishedAt ?? (data ? now : null),
      revision: (revisions.get(`${row.kind}/${row.key}`) ?? 0) + 1,
      updated_at: now,
      updated_by: by || null,
    });
    const snapshot = data ?? draft;
    if (snapshot) {
      await addEnglishRevision(trx, {
        kind: row.kind,
        key: row.key,
        action: data ? "publish" : "draft",
        snapshot: JSON.parse(snapshot) as unknown,
        adminEmail: by,
        createdAt: now,
      });
    }
  }
  return rows.length;
}
