/**
 * npm run db:copy -- --from file:data/site.db --to postgres://user:pass@host/db
 * Moves a site to another database (typically SQLite → PostgreSQL): migrates
 * the target, then copies every table with its ids, one transaction per
 * table, and checks the row counts. The target must be empty.
 */

import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import { migrateToLatest, open } from "#app/.server/db/connection.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { parseDatabaseUrl } from "#app/.server/db/url.ts";
import { rebuildSearchIndex } from "#app/.server/platform/search-index.ts";
import { ENGLISH_SEARCH_STATE_KEY } from "#app/.server/search/english.ts";
import { keepScriptDataPrivate } from "./lib/private-data.ts";

// Parents before children (sessions, tokens and recovery codes refer to admins).
const TABLES = [
  "settings",
  "admins",
  "sessions",
  "admin_tokens",
  "recovery_codes",
  "entry_authors",
  "announcements",
  "news",
  "questions",
  "tools",
  "circulars",
  "circular_category_links",
  "attachments",
  "circular_attachments",
  "messages",
  "kvkk_applications",
  "kvkk_application_notes",
  "kvkk_application_files",
  "subscribers",
  "subscriber_topics",
  "consent_texts",
  "newsletter_issues",
  "newsletter_issue_topics",
  "outbox",
  "outbox_attachments",
  "mail_settings",
  "rate_limits",
  "audit_log",
  "revisions",
  "media",
  "media_files",
  "redirects",
  "firm_revisions",
  "english_texts",
  "english_revisions",
  "analytics_daily",
  "analytics_monthly",
  "link_checks",
] as const satisfies readonly (keyof Database)[];

// The tax figures and calendar (issue 14) and the firm's settings, pages and
// services (issue 22): the migrations fill them in the target too, so the
// target's rows are replaced by the source's (the office may have edited or
// added them). Small tables: read whole.
const TAX_TABLES = [
  "tax_sets",
  "income_tax_brackets",
  "vat_withholding_codes",
  "vat_rate_periods",
  "invoice_limits",
  "mtv_rates",
  "mtv_thresholds",
  "late_payment_rates",
  "holidays",
  "tax_deadlines",
  "tax_rule_checks",
  "wage_figures",
  "firm_settings",
  "firm_pages",
  "services",
  "circular_categories",
  // Seeded by migration 032 from the categories; links to them are copied above (no foreign key to the topics).
  "newsletter_topics",
] as const satisfies readonly (keyof Database)[];

// Every table is copied (the content version starts afresh in the target):
// a table added to the schema and not to TABLES fails the typecheck here.
// The search index is built again in the target (its columns differ between the dialects);
// the English search's is built by the target's first English search (its state is forgotten below).
// The statistics' salt and digests of the day are not copied: the target starts its own day.
type NotCopied = Exclude<
  keyof Database,
  | (typeof TABLES)[number]
  | (typeof TAX_TABLES)[number]
  | "content_version"
  | "search_documents"
  | "english_search_documents"
  | "analytics_salts"
  | "analytics_seen"
>;
const everyTableCopied: [NotCopied] extends [never] ? true : NotCopied = true;
void everyTableCopied;

/** Rows per insert; image files are up to a few hundred KB each, so fewer of them at a time. */
const BATCH: Partial<Record<(typeof TABLES)[number], number>> = {
  media_files: 10,
  attachments: 2,
  kvkk_application_files: 2,
  outbox_attachments: 2,
};

const usage = "Usage: npm run db:copy -- --from file:data/site.db --to postgres://user:pass@host:5432/db";
let from: string | undefined;
let to: string | undefined;
try {
  ({
    values: { from, to },
  } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (!from || !to) {
  console.error(usage);
  process.exit(2);
}

const count = async (db: Kysely<Database>, table: (typeof TABLES)[number]) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * A table's rows, a page at a time in the order of its key, so a large table
 * (the images' files) is never all in memory.
 */
async function* pagesOf(table: (typeof TABLES)[number], size: number): AsyncGenerator<Record<string, unknown>[]> {
  const keys: Partial<Record<(typeof TABLES)[number], string>> = {
    settings: "key",
    rate_limits: "key",
    media_files: "name",
    consent_texts: "version",
    redirects: "from_path",
    link_checks: "url",
  };
  // Link tables (two-column keys, a few short columns per row), the English texts and the statistics' counts
  // (a few short columns; some 100 000 rows over two years of a busy site) are read whole.
  const links: Partial<Record<(typeof TABLES)[number], [string, string]>> = {
    circular_category_links: ["circular_id", "category_id"],
    circular_attachments: ["circular_id", "attachment_id"],
    subscriber_topics: ["subscriber_id", "topic_id"],
    newsletter_issue_topics: ["issue_id", "topic_id"],
    entry_authors: ["list", "entry_id"],
    analytics_daily: ["day", "dimension"],
    analytics_monthly: ["month", "dimension"],
    // The English texts: one row per item that has English (tens to hundreds), keyed by kind and key.
    english_texts: ["kind", "key"],
  };
  const link = links[table];
  if (link) {
    const rows = await source
      .selectFrom(table as "circular_attachments")
      .selectAll()
      .orderBy(link[0] as "circular_id")
      .orderBy(link[1] as "attachment_id")
      .execute();
    if (rows.length > 0) yield rows as Record<string, unknown>[];
    return;
  }
  const key = keys[table] ?? "id";
  // The last key read, as the database gave it (a number for consent_texts' version).
  let after: unknown;
  for (;;) {
    // The key column of the table being read; Kysely cannot type a column picked at run time.
    let query = source
      .selectFrom(table as "media_files")
      .selectAll()
      .orderBy(key as "name")
      .limit(size);
    if (after !== undefined) query = query.where(key as "name", ">", after as string);
    const page = (await query.execute()) as Record<string, unknown>[];
    if (page.length === 0) return;
    yield page;
    after = page.at(-1)![key];
    if (page.length < size) return;
  }
}

const [sourceTarget, targetTarget] = [parseDatabaseUrl(from), parseDatabaseUrl(to)];
// A copy into SQLite is a database like any other: the owner's only.
keepScriptDataPrivate([sourceTarget, targetTarget]);
const source = open(sourceTarget, { blockOnLockMs: 5_000 }).db;
const target = open(targetTarget, { blockOnLockMs: 5_000 }).db;
try {
  await migrateToLatest(source);
  await migrateToLatest(target);
  for (const table of TABLES) {
    if ((await count(target, table)) > 0) throw new Error(`the target is not empty (table ${table} has rows); nothing was copied`);
  }
  for (const table of TABLES) {
    const batch = BATCH[table] ?? 200;
    let rows = 0;
    await target.transaction().execute(async (trx) => {
      for await (const page of pagesOf(table, batch)) {
        // One loop over tables of different shapes: the rows come from the same table of the same schema.
        await trx
          .insertInto(table)
          .values(page as never)
          .execute();
        rows += page.length;
      }
      const copied = Number(
        (
          await trx
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
      const expected = await count(source, table);
      if (copied !== rows || copied !== expected) throw new Error(`${table}: ${copied} rows in the target, ${expected} in the source`);
    });
    console.log(`${table}: ${rows} rows copied`);
  }
  for (const table of TAX_TABLES) {
    // One loop over tables of different shapes: the rows come from the same table of the same schema.
    const rows = (await source
      .selectFrom(table as "holidays")
      .selectAll()
      .execute()) as Record<string, unknown>[];
    await target.transaction().execute(async (trx) => {
      await trx.deleteFrom(table).execute();
      for (let at = 0; at < rows.length; at += 200) {
        await trx
          .insertInto(table)
          .values(rows.slice(at, at + 200) as never)
          .execute();
      }
    });
    console.log(`${table}: ${rows.length} rows copied (the target's own replaced)`);
  }
  await target.transaction().execute((trx) => rebuildSearchIndex(trx));
  console.log("search index: built from the copied content");
  // The copied state names the source's content version: the target's first English search builds its own index.
  await target.deleteFrom("settings").where("key", "=", ENGLISH_SEARCH_STATE_KEY).execute();
  console.log("Done: every table copied and its row count checked.");
} catch (error) {
  console.error(`Copy failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await source.destroy();
  await target.destroy();
}
