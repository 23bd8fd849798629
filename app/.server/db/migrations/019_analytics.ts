import type { Kysely } from "kysely";
import { blocksToHtml } from "#app/.server/db/sample-firm/index.ts";
import { kvkkPageAt019 as kvkkPage } from "#app/.server/db/sample-firm/pages/kvkk-statistics-019.ts";

// İstatistikler (issue 26): page views counted on the server without cookies
// and without storing anyone's address (ADR 029).
//
// - analytics_daily: one row per Istanbul day and what was counted
//   (dimension: site, page, referrer, device, bulletin, calculation, search)
//   and its value (a path, a host, a device class, an e-bülten number, a
//   search text that found nothing): views, and the day's unique visitors.
// - analytics_monthly: daily rows older than two years, summed per month.
// - analytics_salts: the day's random salt, shared by every instance; a day's
//   row is deleted once the day is over, so its visitor keys cannot be made again.
// - analytics_seen: the day's keyed digests (salt, what was counted, visitor),
//   so that two instances counting one visitor count one; no path, no address
//   beside them, deleted with the salt.
// - newsletter_issues.number: an issue's number among sent issues (1, 2, …),
//   given when its send begins; its e-mail's links carry ?kaynak=bulten-<number>.
// - The KVKK notice (Sayfalar) says what is counted: a site made before this
//   migration gets the sample's "Ziyaret istatistikleri" section at its end
//   (without its number: the office's own text may be numbered differently),
//   unless its notice speaks of visit statistics already.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, period] of [
    ["analytics_daily", "day"],
    ["analytics_monthly", "month"],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(period, "text", (c) => c.notNull())
      .addColumn("dimension", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("visitors", "integer", (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${table}_pk`, [period, "dimension", "value"])
      .execute();
  }
  await db.schema.createIndex("analytics_daily_dimension").on("analytics_daily").columns(["dimension", "day"]).execute();
  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("analytics_seen")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("digest", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_seen_pk", ["day", "digest"])
    .execute();

  await db.schema.alterTable("newsletter_issues").addColumn("number", "integer").execute();
  const sent = await db
    .selectFrom("newsletter_issues")
    .select("id")
    .where("sent_at", "is not", null)
    .orderBy("sent_at")
    .orderBy("id")
    .execute();
  let number = 0;
  for (const issue of sent) {
    number += 1;
    await db.updateTable("newsletter_issues").set({ number }).where("id", "=", issue.id).execute();
  }
  await addStatisticsToNotice(db);
}

/** The sample notice's statistics section, as HTML, its heading without a number. */
function statisticsSection(): string {
  const start = kvkkPage.body.findIndex((block) => block.type === "h2" && block.text.endsWith("Ziyaret istatistikleri"));
  const end = kvkkPage.body.findIndex((block, index) => index > start && block.type === "h2");
  const blocks = kvkkPage.body.slice(start, end);
  return blocksToHtml([{ type: "h2", text: "Ziyaret istatistikleri" }, ...blocks.slice(1)]);
}

async function addStatisticsToNotice(db: Kysely<any>): Promise<void> {
  const notice = await db.selectFrom("firm_pages").select(["body", "revision"]).where("key", "=", "kvkk").executeTakeFirst();
  if (!notice || String(notice.body).toLocaleLowerCase("tr-TR").includes("ziyaret istatistik")) return;
  await db
    .updateTable("firm_pages")
    .set({ body: `${notice.body}${statisticsSection()}`, revision: Number(notice.revision) + 1, updated_at: new Date().toISOString() })
    .where("key", "=", "kvkk")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("newsletter_issues").dropColumn("number").execute();
  for (const table of ["analytics_seen", "analytics_salts", "analytics_monthly", "analytics_daily"])
    await db.schema.dropTable(table).execute();
}
