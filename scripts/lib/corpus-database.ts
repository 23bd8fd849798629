/**
 * The benchmarks' large site, written straight into a throw-away database:
 * `npm run bench:search` measures searching it, `npm run bench:backup` backing
 * it up and restoring it. The text is scripts/lib/search-corpus.ts's.
 */
import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import type { Database } from "#app/.server/db/schema.ts";
import { SEEDED_KEY } from "#app/.server/db/seed.ts";
import { newId } from "#app/.server/ids.ts";
import { insertSettingIfAbsent } from "#app/.server/repositories/settings.ts";
import { attachmentText, body, seeded, title } from "./search-corpus.ts";

export interface Corpus {
  /** Items in all: half sirküler, half news, about 350 words each. */
  items: number;
  /** Attachments' text of about 2 500 words, each linked to a sirküler. */
  attachments: number;
  /** Each attachment's stored file: a PDF header by default (search reads only the text). */
  attachmentData?: (n: number) => Buffer;
}

/** Writes the corpus in batches, as the admin would have published it over the years. */
export async function fillCorpus(db: Kysely<Database>, { items, attachments, attachmentData }: Corpus): Promise<void> {
  const random = seeded(23);
  const day = (n: number) => new Date(Date.UTC(2016, 0, 1) + n * 3_600_000 * 7).toISOString();
  const circulars = Math.ceil(items / 2);
  const attachmentIds: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (let n = 0; n < attachments; n++) {
      const id = randomBytes(16).toString("hex");
      attachmentIds.push(id);
      const text = attachmentText(random, 2_500);
      const data = attachmentData?.(n) ?? Buffer.from("%PDF-1.7");
      await trx
        .insertInto("attachments")
        .values({
          id,
          file_name: `ek-${n}.pdf`,
          format: "pdf",
          content_type: "application/pdf",
          bytes: data.length,
          data,
          text,
          has_text: 1,
          pages: 8,
          admin_email: "olcum@ymm.test",
          created_at: day(n),
        })
        .execute();
    }
    for (let start = 0; start < circulars; start += 200) {
      const rows = Array.from({ length: Math.min(200, circulars - start) }, (_, i) => {
        const n = start + i;
        const at = day(n);
        return {
          id: newId(),
          title: title(random),
          body: body(random, 350),
          created_at: at,
          updated_at: at,
          status: "published" as const,
          published_at: at,
          number_year: 2016 + Math.floor(n / 500),
          number_seq: (n % 500) + 1,
        };
      });
      await trx.insertInto("circulars").values(rows).execute();
      await trx
        .insertInto("circular_category_links")
        .values(rows.map((row, i) => ({ circular_id: row.id, category_id: i % 3 === 0 ? "kategori-kdv" : "kategori-gelir-vergisi" })))
        .execute();
      const linked = rows.flatMap((row, i) =>
        start + i < attachments ? [{ circular_id: row.id, attachment_id: attachmentIds[start + i] as string, position: 1 }] : [],
      );
      if (linked.length > 0) await trx.insertInto("circular_attachments").values(linked).execute();
    }
    for (let start = 0; start < items - circulars; start += 200) {
      const rows = Array.from({ length: Math.min(200, items - circulars - start) }, (_, i) => {
        const at = day(start + i);
        return {
          id: newId(),
          title: `${title(random)} (${start + i})`,
          body: body(random, 350),
          created_at: at,
          updated_at: at,
          status: "published" as const,
          published_at: at,
        };
      });
      await trx.insertInto("news").values(rows).execute();
    }
    // No sample content on start: the benchmark's corpus is the content.
    await insertSettingIfAbsent(trx, SEEDED_KEY, new Date().toISOString());
  });
}

/**
 * A database as a site has it, not seconds after a bulk load: PostgreSQL's autovacuum would
 * otherwise vacuum and analyse the fresh tables (hundreds of megabytes of new rows and WAL)
 * during the measured run, and the planner would plan on empty statistics.
 */
export async function settleDatabase(db: Kysely<Database>, postgres: boolean): Promise<void> {
  if (postgres) {
    await sql`vacuum (analyze)`.execute(db);
    // Needs superuser or pg_checkpoint; without it the next timed checkpoint writes the load.
    await sql`checkpoint`.execute(db).catch(() => console.log("PostgreSQL: no right to CHECKPOINT; measuring without one"));
  } else {
    await sql`analyze`.execute(db);
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
  }
}

/**
 * Runs `work` on a new PostgreSQL database `<prefix>_<hex>` made through `adminUrl`, dropped
 * afterwards (kept with BENCH_KEEP=1).
 */
export async function withScratchPostgres<T>(adminUrl: string, prefix: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const client = async (query: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(query);
    } finally {
      await c.end();
    }
  };
  await client(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    if (process.env.BENCH_KEEP) console.log(`kept: ${url.toString().replace(/:[^:@/]*@/, ":…@")}`);
    else await client(`drop database if exists ${name} with (force)`);
  }
}
