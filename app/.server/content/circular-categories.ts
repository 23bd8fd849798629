/**
 * Sirküler's categories as the office manages them: add (its slug made from
 * the name the Turkish way, unique), rename (the slug stays, so the public
 * filter's address is kept), move up or down, delete (refused while a circular
 * is filed under it). Each write is one transaction finished by the unit of
 * work (publishing/): its audit row and the content version bump (the public
 * list's filters show the categories).
 */
import { getDb, transaction } from "#app/.server/db/index.ts";
import { nowIso } from "#app/.server/ids.ts";
import { publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import {
  type CategoryWithCount,
  categoriesWithCounts,
  circularIdsIn,
  countCircularsIn,
  deleteCategory,
  findCategory,
  insertCategory,
  nextCategoryPosition,
  renameCategory as renameCategoryRow,
  setCategoryPosition,
} from "#app/.server/repositories/circular-admin.ts";
import { listCategories } from "#app/.server/repositories/circulars.ts";
import { slugify } from "#app/lib/slug.ts";

/** The audit log's list name for the categories. */
export const CATEGORIES_AUDIT_LIST = "sirkuler-kategorileri";

export const CATEGORY_NAME_MAX = 60;

export type CategoryResult = { ok: true; id: string } | { ok: false; message: string };

export async function adminCategories(): Promise<CategoryWithCount[]> {
  return categoriesWithCounts(await getDb());
}

const fold = (text: string) => text.toLocaleLowerCase("tr-TR");

/** The name as stored (spaces collapsed), or a message. */
function cleanName(name: string): { name: string } | { message: string } {
  const clean = name.replace(/\s+/g, " ").trim();
  if (!clean) return { message: "Kategorinin adını yazın." };
  if (clean.length > CATEGORY_NAME_MAX) return { message: `Kategori adı en fazla ${CATEGORY_NAME_MAX} karakter olabilir.` };
  if (/\p{Cc}/u.test(clean)) return { message: "Kategori adı tek satır olmalı." };
  if (!slugify(clean)) return { message: "Kategori adı en az bir harf veya rakam içermeli." };
  return { name: clean };
}

export async function addCategory(name: string, adminEmail: string): Promise<CategoryResult> {
  const cleaned = cleanName(name);
  if ("message" in cleaned) return { ok: false, message: cleaned.message };
  const slug = slugify(cleaned.name);
  return transaction(async (trx): Promise<CategoryResult> => {
    const all = await listCategories(trx);
    const same = all.find((category) => category.slug === slug || fold(category.name) === fold(cleaned.name));
    if (same) return { ok: false, message: `“${same.name}” kategorisi zaten var; farklı bir ad yazın.` };
    const id = `kategori-${slug}`;
    if (all.some((category) => category.id === id) || (await findCategory(trx, id))) {
      return { ok: false, message: "Bu adla bir kategori daha önce vardı; farklı bir ad yazın." };
    }
    await insertCategory(trx, { id, slug, name: cleaned.name, position: await nextCategoryPosition(trx), created_at: nowIso() });
    await publicWrite(trx, { audit: { adminEmail, action: "create", list: CATEGORIES_AUDIT_LIST, entryId: id } });
    return { ok: true, id };
  });
}

/** Renames a category; its slug (the public filter's value) stays. */
export async function renameCategory(id: string, name: string, adminEmail: string): Promise<CategoryResult> {
  const cleaned = cleanName(name);
  if ("message" in cleaned) return { ok: false, message: cleaned.message };
  return transaction(async (trx): Promise<CategoryResult> => {
    const all = await listCategories(trx);
    if (!all.some((category) => category.id === id)) return { ok: false, message: GONE };
    const same = all.find((category) => category.id !== id && fold(category.name) === fold(cleaned.name));
    if (same) return { ok: false, message: `“${same.name}” kategorisi zaten var; farklı bir ad yazın.` };
    await renameCategoryRow(trx, id, cleaned.name);
    await publicWrite(trx, {
      audit: { adminEmail, action: "update", list: CATEGORIES_AUDIT_LIST, entryId: id },
      // The search finds a circular by its categories' names.
      search: (await circularIdsIn(trx, id)).map((circularId) => ({ list: "sirkuler" as const, id: circularId })),
    });
    return { ok: true, id };
  });
}

const GONE = "Kategori bulunamadı; başka bir oturumda silinmiş olabilir.";

/** Swaps a category with its neighbour above (-1) or below (+1); at the end it stays. */
export async function moveCategory(id: string, direction: -1 | 1, adminEmail: string): Promise<CategoryResult> {
  return transaction(async (trx): Promise<CategoryResult> => {
    const all = await listCategories(trx);
    const index = all.findIndex((category) => category.id === id);
    if (index < 0) return { ok: false, message: GONE };
    const other = all[index + direction];
    if (!other) return { ok: true, id };
    // Positions renumbered 1…n in the new order (seeded or older ones may share a position).
    const order = all.map((category) => category.id);
    order[index] = other.id;
    order[index + direction] = id;
    for (const [position, categoryId] of order.entries()) await setCategoryPosition(trx, categoryId, position + 1);
    await publicWrite(trx, { audit: { adminEmail, action: "update", list: CATEGORIES_AUDIT_LIST, entryId: id } });
    return { ok: true, id };
  });
}

/** Deletes a category no circular is filed under. */
export async function removeCategory(id: string, adminEmail: string): Promise<CategoryResult> {
  return transaction(async (trx): Promise<CategoryResult> => {
    if (!(await findCategory(trx, id))) return { ok: false, message: GONE };
    const used = await countCircularsIn(trx, id);
    if (used > 0) {
      return { ok: false, message: `Bu kategoride ${used.toLocaleString("tr-TR")} sirküler var; önce onları başka kategoriye taşıyın.` };
    }
    await deleteCategory(trx, id);
    await publicWrite(trx, { audit: { adminEmail, action: "delete", list: CATEGORIES_AUDIT_LIST, entryId: id } });
    return { ok: true, id };
  });
}
