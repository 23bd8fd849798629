/**
 * Sirküler's rows for the office's screens: the categories (add, rename,
 * reorder, delete, how many circulars use each), the e-bülten draft issue
 * made from a circular, and what the admin table shows of a circular.
 */
import type { Executor } from "#app/.server/db/index.ts";
import type { CircularCategory } from "#app/.server/db/schema.ts";

export interface CategoryWithCount extends CircularCategory {
  /** Circulars (of any state) filed under it. */
  circulars: number;
}

/** The categories in the office's order, each with how many circulars use it. */
export async function categoriesWithCounts(db: Executor): Promise<CategoryWithCount[]> {
  const rows = await db
    .selectFrom("circular_categories as c")
    .leftJoin("circular_category_links as l", "l.category_id", "c.id")
    .select(["c.id", "c.slug", "c.name", "c.position", "c.created_at", (eb) => eb.fn.count<string | number>("l.circular_id").as("n")])
    .groupBy(["c.id", "c.slug", "c.name", "c.position", "c.created_at"])
    .orderBy("c.position")
    .orderBy("c.id")
    .execute();
  return rows.map(({ n, ...row }) => ({ ...row, position: Number(row.position), circulars: Number(n) }));
}

export async function findCategory(db: Executor, id: string): Promise<CircularCategory | undefined> {
  return db.selectFrom("circular_categories").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The category with this slug or (case as stored) name, if any. */
export async function categoryBySlugOrName(db: Executor, slug: string, name: string): Promise<CircularCategory | undefined> {
  return db
    .selectFrom("circular_categories")
    .selectAll()
    .where((eb) => eb.or([eb("slug", "=", slug), eb("name", "=", name)]))
    .executeTakeFirst();
}

/** The position after the last. */
export async function nextCategoryPosition(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("circular_categories")
    .select((eb) => eb.fn.max("position").as("position"))
    .executeTakeFirst();
  return Number(row?.position ?? 0) + 1;
}

export async function insertCategory(db: Executor, category: CircularCategory): Promise<void> {
  await db.insertInto("circular_categories").values(category).execute();
}

export async function renameCategory(db: Executor, id: string, name: string): Promise<boolean> {
  const result = await db.updateTable("circular_categories").set({ name }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setCategoryPosition(db: Executor, id: string, position: number): Promise<void> {
  await db.updateTable("circular_categories").set({ position }).where("id", "=", id).execute();
}

export async function deleteCategory(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom("circular_categories").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How many circulars are filed under a category. */
export async function countCircularsIn(db: Executor, categoryId: string): Promise<number> {
  const row = await db
    .selectFrom("circular_category_links")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("category_id", "=", categoryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The draft e-bülten issue made from a circular, if one was made and still exists. */
export async function circularNewsletterIssue(db: Executor, circularId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("circulars as c")
    .innerJoin("newsletter_issues as i", "i.id", "c.newsletter_issue_id")
    .select("i.id")
    .where("c.id", "=", circularId)
    .executeTakeFirst();
  return row?.id;
}

export async function setCircularNewsletterIssue(db: Executor, circularId: string, issueId: string): Promise<void> {
  await db.updateTable("circulars").set({ newsletter_issue_id: issueId }).where("id", "=", circularId).execute();
}

/** What the admin table shows of circulars beside their title: number and category names. */
export async function circularTableCells(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, { year: number; seq: number; categories: string[] }>> {
  const cells = new Map<string, { year: number; seq: number; categories: string[] }>();
  if (ids.length === 0) return cells;
  const [numbers, categories] = await Promise.all([
    db.selectFrom("circulars").select(["id", "number_year", "number_seq"]).where("id", "in", ids).execute(),
    db
      .selectFrom("circular_category_links as l")
      .innerJoin("circular_categories as c", "c.id", "l.category_id")
      .select(["l.circular_id", "c.name"])
      .where("l.circular_id", "in", ids)
      .orderBy("c.position")
      .orderBy("c.id")
      .execute(),
  ]);
  for (const row of numbers) cells.set(row.id, { year: Number(row.number_year), seq: Number(row.number_seq), categories: [] });
  for (const link of categories) cells.get(link.circular_id)?.categories.push(link.name);
  return cells;
}

/** The ids of the circulars filed under a category. */
export async function circularIdsIn(db: Executor, categoryId: string): Promise<string[]> {
  const rows = await db.selectFrom("circular_category_links").select("circular_id").where("category_id", "=", categoryId).execute();
  return rows.map((row) => row.circular_id);
}
