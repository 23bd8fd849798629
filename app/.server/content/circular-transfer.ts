/**
 * Sirküler in the JSON export and import (transfer.ts): a circular's own
 * fields as flat strings beside its title and body — "numara": "2026/15",
 * "kategoriler": "kdv,vuk" (category slugs), "resmi_tur", "resmi_no",
 * "rg_tarih", "rg_sayi", "ekler": "<id>,<id>" (attachment ids, in order).
 * The office's categories travel beside the lists as "sirkuler_kategorileri":
 * [{ slug, name }] in their order; an import adds those this database lacks
 * (by slug, after its own), so a file exported elsewhere finds its categories.
 * A whole firm's file (with the firm's settings) also gives the categories
 * this database has the file's names and order, and removes the ones no
 * circular is filed under that the file does not carry, so the firm's
 * categories arrive as they were.
 * An import with an unknown category, a missing attachment or a number
 * another circular has is refused with the reason.
 */
import { z } from "zod";
import { CATEGORY_NAME_MAX } from "#app/.server/content/circular-categories.ts";
import { circularProblem } from "#app/.server/content/circular-rules.ts";
import type { Executor } from "#app/.server/db/index.ts";
import {
  countCircularsIn,
  deleteCategory,
  findCategory,
  insertCategory,
  nextCategoryPosition,
  renameCategory,
  setCategoryPosition,
} from "#app/.server/repositories/circular-admin.ts";
import { listCategories } from "#app/.server/repositories/circulars.ts";
import {
  ATTACHMENT_ID,
  type CircularFields,
  circularNumberText,
  type OfficialReference,
  parseCircularNumber,
  parseGazetteNumber,
  REFERENCE_KIND_VALUES,
  type ReferenceKind,
} from "#app/lib/circulars.ts";

const optional = z.string().max(1000).optional();

/** The import schema's keys for a circular (joined to the entry's). */
export const circularImportShape = {
  numara: optional,
  kategoriler: optional,
  resmi_tur: optional,
  resmi_no: optional,
  rg_tarih: optional,
  rg_sayi: optional,
  ekler: optional,
};

/** A circular as the file has it: categories by slug. */
export interface ImportedCircular {
  year: number;
  seq: number;
  categorySlugs: string[];
  reference: OfficialReference | null;
  attachmentIds: string[];
}

const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** The export's keys for a circular. */
export function exportedCircular(circular: CircularFields, slugOf: Map<string, string>): Record<string, string> {
  const out: Record<string, string> = {
    numara: circularNumberText(circular),
    kategoriler: circular.categoryIds.map((id) => slugOf.get(id) ?? id).join(","),
  };
  if (circular.reference) {
    out.resmi_tur = circular.reference.kind;
    out.resmi_no = circular.reference.number;
    if (circular.reference.gazetteDate) out.rg_tarih = circular.reference.gazetteDate;
    if (circular.reference.gazetteNumber) out.rg_sayi = circular.reference.gazetteNumber;
  }
  if (circular.attachmentIds.length > 0) out.ekler = circular.attachmentIds.join(",");
  return out;
}

/** The categories' slugs by id, for the export. */
export async function categorySlugs(db: Executor): Promise<Map<string, string>> {
  return new Map((await listCategories(db)).map((category) => [category.id, category.slug]));
}

/** A circular's keys of an imported entry, checked; a string says what is wrong. */
export function parseImportedCircular(values: Record<string, string | undefined>): ImportedCircular | string {
  const number = parseCircularNumber(values.numara ?? "");
  if (!number) return `numara: a circular needs its number as "YYYY/NN" (e.g. "2026/15")`;
  const categorySlugs = list(values.kategoriler);
  if (categorySlugs.length === 0) return `kategoriler: a circular needs at least one category slug (e.g. "kdv,vuk")`;
  const attachmentIds = list(values.ekler);
  if (attachmentIds.some((id) => !ATTACHMENT_ID.test(id))) return "ekler: attachment ids are 32 hex digits, separated by commas";
  const kind = values.resmi_tur?.trim() ?? "";
  const referenceNumber = values.resmi_no?.trim() ?? "";
  if (Boolean(kind) !== Boolean(referenceNumber)) return "resmi_tur/resmi_no: an official reference needs both its kind and its number";
  if (kind && !(REFERENCE_KIND_VALUES as string[]).includes(kind)) return `resmi_tur: one of ${REFERENCE_KIND_VALUES.join(", ")}`;
  const gazetteDate = values.rg_tarih?.trim() || null;
  if (gazetteDate && !/^\d{4}-\d{2}-\d{2}$/.test(gazetteDate)) return "rg_tarih: the Resmî Gazete date as YYYY-MM-DD";
  const gazetteText = values.rg_sayi?.trim() ?? "";
  const gazetteNumber = gazetteText ? parseGazetteNumber(gazetteText) : null;
  if (gazetteNumber === undefined)
    return 'rg_sayi: the Resmî Gazete issue number: digits, or an extra issue as "33124 (Mükerrer)" or "33124 (5. Mükerrer)"';
  return {
    ...number,
    categorySlugs,
    reference: kind ? { kind: kind as ReferenceKind, number: referenceNumber, gazetteDate, gazetteNumber } : null,
    attachmentIds,
  };
}

/** The circular's fields for the entry `id`, or why it cannot be stored (unknown category, number taken, attachment missing). */
export async function resolveImportedCircular(trx: Executor, id: string, imported: ImportedCircular): Promise<CircularFields | string> {
  const bySlug = new Map((await listCategories(trx)).map((category) => [category.slug, category.id]));
  const unknown = imported.categorySlugs.filter((slug) => !bySlug.has(slug));
  if (unknown.length > 0) return `kategoriler: unknown category ${unknown.map((slug) => `"${slug}"`).join(", ")} (Bilinmeyen kategori)`;
  const circular: CircularFields = {
    year: imported.year,
    seq: imported.seq,
    categoryIds: imported.categorySlugs.flatMap((slug) => bySlug.get(slug) ?? []),
    reference: imported.reference,
    attachmentIds: imported.attachmentIds,
  };
  const problem = await circularProblem(trx, id, circular);
  return problem ? `${problem.field}: ${problem.message}` : circular;
}

/** The file's key for the categories. */
export const CATEGORIES_KEY = "sirkuler_kategorileri";

export interface ExportedCategory {
  slug: string;
  name: string;
}

/** The office's categories in their order, for the export. */
export async function exportedCategories(db: Executor): Promise<ExportedCategory[]> {
  return (await listCategories(db)).map(({ slug, name }) => ({ slug, name }));
}

const categoriesSchema = z
  .array(
    z.object({
      slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug: lower-case letters, digits and hyphens (e.g. kdv, ozel-tasdik)"),
      name: z.string().trim().min(1, "name is empty").max(CATEGORY_NAME_MAX, `name: at most ${CATEGORY_NAME_MAX} characters`),
    }),
  )
  .max(500);

/** The file's categories, checked (a slug twice is refused); a string says what is wrong. */
export function parseImportedCategories(value: unknown): ExportedCategory[] | string {
  const parsed = categoriesSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${CATEGORIES_KEY}${issue?.path.length ? `[${issue.path.join("].")}` : ""}: ${issue?.message ?? "invalid"}`;
  }
  const seen = new Set<string>();
  const names = new Set<string>();
  for (const { slug, name } of parsed.data) {
    if (seen.has(slug)) return `${CATEGORIES_KEY}: the slug "${slug}" appears twice`;
    if (names.has(fold(name))) return `${CATEGORIES_KEY}: the name "${name}" appears twice`;
    seen.add(slug);
    names.add(fold(name));
  }
  return parsed.data;
}

/**
 * Adds the file's categories this database has no slug for, after its own
 * (a category it has keeps its name and place); returns how many were added.
 * A name another slug already has is refused: the public filter would show it
 * twice. A whole firm's file (`wholeFirm`) leaves that check to
 * settleWholeFirmCategories, which renames the ones this database has.
 */
export async function writeImportedCategories(
  trx: Executor,
  categories: readonly ExportedCategory[],
  now: string,
  wholeFirm = false,
): Promise<number | string> {
  const existing = await listCategories(trx);
  let added = 0;
  for (const category of categories) {
    if (existing.some((known) => known.slug === category.slug)) continue;
    const clash = wholeFirm ? undefined : existing.find((known) => fold(known.name) === fold(category.name));
    if (clash) return `${CATEGORIES_KEY}: "${category.name}" is the name of the category "${clash.slug}" here (Aynı adlı kategori)`;
    const id = (await findCategory(trx, `kategori-${category.slug}`))
      ? `kategori-${category.slug}-${now.replace(/\D/g, "")}`
      : `kategori-${category.slug}`;
    const row = { id, slug: category.slug, name: category.name, position: await nextCategoryPosition(trx), created_at: now };
    await insertCategory(trx, row);
    existing.push(row);
    added += 1;
  }
  return added;
}

/**
 * A whole firm's categories, after its entries are written: each of the
 * file's takes its name and its place from the file; one the file does not
 * carry goes if no circular is filed under it, and stays after the file's if
 * one is (a circular this database keeps). A kept one with a name of the
 * file's is refused, as two categories of one name. Returns that refusal.
 */
export async function settleWholeFirmCategories(trx: Executor, categories: readonly ExportedCategory[]): Promise<string | undefined> {
  const existing = await listCategories(trx);
  const bySlug = new Map(existing.map((category) => [category.slug, category]));
  for (const [index, category] of categories.entries()) {
    const row = bySlug.get(category.slug);
    if (!row) continue;
    if (row.name !== category.name) await renameCategory(trx, row.id, category.name);
    if (Number(row.position) !== index + 1) await setCategoryPosition(trx, row.id, index + 1);
  }
  const names = new Set(categories.map((category) => fold(category.name)));
  let position = categories.length;
  for (const row of existing.filter((known) => !categories.some((category) => category.slug === known.slug))) {
    if ((await countCircularsIn(trx, row.id)) === 0) {
      await deleteCategory(trx, row.id);
      continue;
    }
    if (names.has(fold(row.name))) {
      return `${CATEGORIES_KEY}: "${row.name}" is the name of the category "${row.slug}" here, which a circular of this database is filed under (Aynı adlı kategori)`;
    }
    position += 1;
    if (Number(row.position) !== position) await setCategoryPosition(trx, row.id, position);
  }
  return undefined;
}

const fold = (text: string) => text.toLocaleLowerCase("tr-TR");
