/**
 * `npm run bench:sitemap`: what the sitemap costs on a large site (issue 38, ADR 047), on
 * this machine, loopback only.
 *
 *   npm run bench:sitemap                                             # SQLite
 *   BENCH_DATABASE_URL=postgres://u:p@127.0.0.1/db npm run bench:sitemap   # PostgreSQL too
 *   BENCH_SITEMAP_ITEMS=20000 BENCH_ROUNDS=1 npm run bench:sitemap
 *   BENCH_SKIP_SQLITE=1 BENCH_DATABASE_URL=… npm run bench:sitemap         # PostgreSQL only
 *   BENCH_PORT=4415 (the server's port)  BENCH_KEEP=1 (keep the databases and the server's log)
 *
 * 1. Writes BENCH_SITEMAP_ITEMS (200 000) published entries straight into a throw-away
 *    database with the search benchmark's corpus (scripts/lib/search-corpus.ts: titles and
 *    bodies of about 350 words): half sirküler, 40 % news, 10 % announcements, spread over
 *    2005–2025; then settles the database (ANALYZE, a checkpoint).
 * 2. Starts the production build on it (one worker, so one page cache; as deployed
 *    otherwise) and, for BENCH_ROUNDS (2) rounds, makes a content change (a news item
 *    published with the content version raised, as a save does: every file is built again
 *    on its next request) and asks, one request at a time with gzip as a crawler does, for
 *    /sitemap.xml and every file it lists. It reports (a) the index's time, (b) the slowest
 *    file of 50 000 URLs, (c) the index and all files together, with the server's CPU time
 *    for them (the machine is shared: CPU time is the steadier figure), and the same read
 *    again from the page cache. Every answer is checked as the protocol asks: well-formed,
 *    its root in the protocol's namespace, at most 50 000 entries and 50 MB.
 * Goal: (c) under 2 s after a content change. Exit code 0 whether or not it is met.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import { SaxesParser } from "saxes";
import { reloadConfig } from "#app/.server/config.ts";
import { saveEntry } from "#app/.server/content/entries.ts";
import { migrateToLatest, open } from "#app/.server/db/connection.ts";
import { closeDb } from "#app/.server/db/index.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { SEEDED_KEY } from "#app/.server/db/seed.ts";
import { parseDatabaseUrl } from "#app/.server/db/url.ts";
import { newId } from "#app/.server/ids.ts";
import { searchIndexState } from "#app/.server/platform/search-index.ts";
import { insertSettingIfAbsent } from "#app/.server/repositories/settings.ts";
import { listGeneratedYears } from "#app/.server/repositories/tax-deadlines.ts";
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, SITEMAP_NAMESPACE } from "#app/.server/sitemap/xml.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { ensureBuild, type ProductionServer, startProductionServer } from "./lib/production-server.ts";
import { scriptOptions } from "./lib/script-options.ts";
import { body, seeded, title } from "./lib/search-corpus.ts";

const { positiveInt } = scriptOptions("bench:sitemap");

const ITEMS = positiveInt("BENCH_SITEMAP_ITEMS", 200_000);
const ROUNDS = positiveInt("BENCH_ROUNDS", 2);
const APP_PORT = positiveInt("BENCH_PORT", 4415);
const BATCH = 500;
const GOAL_MS = 2_000;
const ADMIN = "olcum@ymm.test";

const work = mkdtempSync(join(tmpdir(), "ymm-bench-sitemap-"));

/** An hour apart from 2005 on: 200 000 entries end in 2027… so the step shrinks with the count to stay in the past. */
function dates(count: number): (n: number) => string {
  const start = Date.UTC(2005, 0, 1);
  const step = Math.min(3_600_000, Math.floor((Date.UTC(2026, 0, 1) - start) / count));
  return (n) => new Date(start + n * step).toISOString();
}

/** Writes the corpus in batches, as the office would have published it over the years. */
async function fill(db: Kysely<Database>): Promise<{ circulars: number; news: number; announcements: number }> {
  const random = seeded(38);
  const circulars = Math.round(ITEMS * 0.5);
  const news = Math.round(ITEMS * 0.4);
  const announcements = ITEMS - circulars - news;
  const at = dates(ITEMS);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < circulars; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, circulars - start) }, (_, i) => {
        const n = start + i;
        const when = at(2 * n);
        return {
          id: newId(),
          title: title(random),
          body: body(random, 350),
          created_at: when,
          updated_at: when,
          status: "published" as const,
          published_at: when,
          number_year: 2005 + Math.floor(n / 5_000),
          number_seq: (n % 5_000) + 1,
        };
      });
      await trx.insertInto("circulars").values(rows).execute();
      await trx
        .insertInto("circular_category_links")
        .values(rows.map((row, i) => ({ circular_id: row.id, category_id: i % 3 === 0 ? "kategori-kdv" : "kategori-gelir-vergisi" })))
        .execute();
    }
    for (const [table, count, offset] of [
      ["news", news, 1],
      ["announcements", announcements, 0],
    ] as const) {
      for (let start = 0; start < count; start += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
          const n = start + i;
          const when = at(table === "news" ? 2 * n + offset : Math.floor((2 * n * circulars) / count));
          // News are addressed by their title: each one unique.
          return {
            id: newId(),
            title: `${title(random)} (${n})`,
            body: body(random, 350),
            created_at: when,
            updated_at: when,
            status: "published" as const,
            published_at: when,
          };
        });
        await trx.insertInto(table).values(rows).execute();
      }
    }
    // No sample content on start: the benchmark's corpus is the content.
    await insertSettingIfAbsent(trx, SEEDED_KEY, new Date().toISOString());
    // The search index is left empty and marked current, so the server's start does not build
    // it: the sitemap does not read it, and on SQLite reindexing 100 000 sirküler fails (their
    // links are read with one IN list of every id, past SQLite's 32 766 variables).
    await insertSettingIfAbsent(trx, "search_index", searchIndexState());
  });
  return { circulars, news, announcements };
}

/** A database as a site has it, not seconds after a bulk load (see bench-search.ts). */
async function settle(db: Kysely<Database>, postgres: boolean): Promise<void> {
  if (postgres) {
    await sql`vacuum (analyze)`.execute(db);
    await sql`checkpoint`.execute(db).catch(() => console.log("PostgreSQL: no right to CHECKPOINT; measuring without one"));
  } else {
    await sql`analyze`.execute(db);
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
  }
}

async function prepare(name: string, databaseUrl: string): Promise<void> {
  const postgres = databaseUrl.startsWith("postgres");
  const { db } = open(parseDatabaseUrl(databaseUrl), { blockOnLockMs: 5_000 });
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const counts = await fill(db);
    await settle(db, postgres);
    console.log(
      `${name}: ${counts.circulars} sirküler, ${counts.news} news, ${counts.announcements} announcements written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.destroy();
  }
}

/** What one file (or the index) answered: its time, and what it holds. */
interface Fetched {
  path: string;
  ms: number;
  bytes: number;
  /** The <loc> of each <url> (a file) or <sitemap> (the index). */
  locs: string[];
}

/**
 * Checks a sitemap document as the protocol asks (well-formed, its root in the
 * protocol's namespace, at most 50 000 entries and 50 MB) and returns its <loc>s.
 */
function parseSitemap(path: string, xml: string, root: "urlset" | "sitemapindex"): string[] {
  const parser = new SaxesParser({ xmlns: true });
  const locs: string[] = [];
  let rootSeen = false;
  let inLoc = false;
  parser.on("opentag", (tag) => {
    if (!rootSeen) {
      rootSeen = true;
      if (tag.local !== root || tag.uri !== SITEMAP_NAMESPACE)
        throw new Error(`${path}: the root is {${tag.uri}}${tag.local}, not ${root}`);
    }
    if (tag.local === "loc") {
      inLoc = true;
      locs.push("");
    }
  });
  parser.on("text", (text) => {
    if (inLoc) locs[locs.length - 1] += text;
  });
  parser.on("closetag", (tag) => {
    if (tag.local === "loc") inLoc = false;
  });
  parser.on("error", (error) => {
    throw new Error(`${path}: not well-formed XML: ${error.message}`);
  });
  parser.write(xml).close();
  if (locs.length > SITEMAP_MAX_URLS) throw new Error(`${path}: ${locs.length} entries, more than ${SITEMAP_MAX_URLS}`);
  if (Buffer.byteLength(xml) > SITEMAP_MAX_BYTES) throw new Error(`${path}: more than ${SITEMAP_MAX_BYTES} bytes`);
  return locs;
}

/** A GET as a crawler sends it (gzip), timed until its last byte; then checked. */
async function fetchSitemap(base: string, path: string, root: "urlset" | "sitemapindex"): Promise<Fetched> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { "Accept-Encoding": "gzip" } });
  const xml = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return { path, ms, bytes: Buffer.byteLength(xml), locs: parseSitemap(path, xml, root) };
}

/** The index and every file it lists, one at a time. */
async function readAll(base: string): Promise<{ index: Fetched; files: Fetched[] }> {
  const index = await fetchSitemap(base, "/sitemap.xml", "sitemapindex");
  const files: Fetched[] = [];
  for (const loc of index.locs) files.push(await fetchSitemap(base, new URL(loc).pathname, "urlset"));
  return { index, files };
}

/** A new database's first start generates the tax calendar, which raises the content version: waits for it (as bench-search.ts). */
async function calendarGenerated(databaseUrl: string): Promise<void> {
  const { db } = open(parseDatabaseUrl(databaseUrl));
  try {
    const year = Number(istanbulDay(new Date()).slice(0, 4));
    const deadline = Date.now() + 120_000;
    while (!(await listGeneratedYears(db, [year])).includes(year)) {
      if (Date.now() > deadline) return console.log(`the tax calendar of ${year} was not generated within 120 s; measuring anyway`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await db.destroy();
  }
}

/** A content change as the office makes one: a news item saved as published through the admin's use case (publicWrite raises the content version). */
async function publishNews(n: number): Promise<void> {
  const saved = await saveEntry("haberler", undefined, { title: `Ölçüm haberi ${n}`, text: "<p>Ölçüm.</p>", status: "published" }, ADMIN);
  if (!saved.ok) throw new Error(`the news item was not saved: ${JSON.stringify(saved)}`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface Round {
  label: string;
  indexMs: number;
  slowestFull: Fetched | undefined;
  totalMs: number;
  cpuSeconds: number;
  cachedMs: number;
  files: number;
  urls: number;
}

async function measure(name: string, databaseUrl: string): Promise<Round[]> {
  // The bench's own writes go to the same database, through the app's connection.
  process.env.DATABASE_URL = databaseUrl;
  reloadConfig();
  // One worker: each worker keeps its own page cache, so one is one build of each file after a change.
  let app: ProductionServer | undefined;
  try {
    app = await startProductionServer({
      port: APP_PORT,
      dir: work,
      logFile: join(work, `app-${name}.log`),
      env: { DATABASE_URL: databaseUrl, WORKERS: "1" },
    });
    await calendarGenerated(databaseUrl);
    const rounds: Round[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      // Round 0: the first read after the start, nothing kept yet; a content change before each other.
      if (round > 0) await publishNews(round);
      const label = round === 0 ? "first read after the start" : `change ${round}`;
      const cpu = app.cpuSeconds();
      const { index, files } = await readAll(app.base);
      const cpuSeconds = app.cpuSeconds() - cpu;
      // The requests' own times (not the checks between them).
      const totalMs = [index, ...files].reduce((sum, file) => sum + file.ms, 0);
      // The same again, now from the page cache: what a second crawler meets.
      const cached = await readAll(app.base);
      const cachedMs = [cached.index, ...cached.files].reduce((sum, file) => sum + file.ms, 0);
      const full = files.filter((file) => file.locs.length === SITEMAP_MAX_URLS);
      const slowestFull = full.toSorted((a, b) => b.ms - a.ms)[0];
      const urls = files.reduce((sum, file) => sum + file.locs.length, 0);
      for (const file of [index, ...files]) {
        console.log(
          `  ${name}, ${label}: ${file.path.padEnd(26)} ${String(file.locs.length).padStart(6)} entries ${(file.bytes / 1024 / 1024).toFixed(2).padStart(6)} MB ${file.ms.toFixed(0).padStart(6)} ms`,
        );
      }
      rounds.push({
        label: `${name}, ${label}`,
        indexMs: index.ms,
        slowestFull,
        totalMs,
        cpuSeconds,
        cachedMs,
        files: files.length,
        urls,
      });
    }
    return rounds;
  } finally {
    if (app) {
      const server = app;
      const exited = new Promise((resolve) => (server.alive() ? server.child.once("exit", resolve) : resolve(null)));
      server.stop();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    await closeDb();
  }
}

async function benchmark(name: string, databaseUrl: string): Promise<Round[]> {
  await prepare(name, databaseUrl);
  return measure(name, databaseUrl);
}

async function main() {
  ensureBuild();
  const rows = process.env.BENCH_SKIP_SQLITE ? [] : await benchmark("SQLite", `file:${join(work, "site.db")}`);
  const admin = process.env.BENCH_DATABASE_URL;
  if (admin) {
    const name = `ymm_bench_sitemap_${randomBytes(4).toString("hex")}`;
    const client = async (query: string) => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      try {
        await c.query(query);
      } finally {
        await c.end();
      }
    };
    await client(`create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    try {
      rows.push(...(await benchmark("PostgreSQL", url.toString())));
    } finally {
      if (process.env.BENCH_KEEP) console.log(`kept: ${url.toString().replace(/:[^:@/]*@/, ":…@")}`);
      else await client(`drop database if exists ${name} with (force)`);
    }
  }
  console.log("\nOne request at a time, gzip; a change is a news item published:");
  for (const row of rows) {
    const full = row.slowestFull ? `${row.slowestFull.path} ${seconds(row.slowestFull.ms)}` : "no file of 50 000";
    console.log(
      `sitemap (${row.label}) | ${row.urls} URLs in ${row.files} files | (a) index ${seconds(row.indexMs)} | (b) slowest 50 000-URL file ${full} | (c) index and all files ${seconds(row.totalMs)}, server CPU ${row.cpuSeconds.toFixed(2)} s | from the page cache ${seconds(row.cachedMs)}`,
    );
  }
  const worst = Math.max(...rows.filter((row) => row.label.includes("change")).map((row) => row.totalMs));
  console.log(
    `\nworst (c) ${seconds(worst)}: goal (under ${seconds(GOAL_MS)} after a content change) ${worst < GOAL_MS ? "met" : "NOT met"}`,
  );
}

try {
  await main();
} catch (error) {
  console.error(`bench:sitemap: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  if (process.env.BENCH_KEEP) console.log(`kept: ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
