/**
 * Counting page views without a database write per request (ADR 029): each
 * instance adds views to memory and writes them every few seconds in one
 * transaction. Unique visitors: at the flush, each visitor's digest is keyed
 * with the day's salt (one row per day in analytics_salts, shared by every
 * instance) and with what it counts (the site, a page, a referrer…), and
 * stored in analytics_seen; only the digests new that day add a visitor, so
 * two instances counting one visitor count one. Once a day is over its salt
 * and digests are deleted: yesterday's keys cannot be made again. What is
 * stored of each value, and how many values a day keeps, is decided at the
 * flush too (bounds.ts, ADR 034): nothing of it per view.
 */
import { createHmac, randomBytes } from "node:crypto";
import { boundTallies, rowKey, splitRowKey, type Tally } from "#app/.server/analytics/bounds.ts";
import type { Visit } from "#app/.server/analytics/visit.ts";
import { serializeOn, transaction } from "#app/.server/db/index.ts";
import type { AnalyticsDimension } from "#app/.server/db/schema.ts";
import {
  addCounts,
  type CountRow,
  deleteDaysBefore,
  findSalt,
  insertSaltIfAbsent,
  insertSeen,
} from "#app/.server/repositories/analytics.ts";
import { istanbulDay, istanbulDayNumber } from "#app/lib/istanbul-time.ts";
import { STATISTICS_DAY_GRACE_MS } from "#app/lib/retention.ts";

/** Views that differ in nothing the statistics keep, gathered until the flush (`visitors`: the memory-only digests). */
interface PendingViews extends Tally {
  day: string;
  visit: Visit;
  searchMiss: string | null;
}

/** Past this many different kinds of view waiting, further views of new kinds are dropped until the next flush (a flood, not readers). */
const MAX_PENDING = 50_000;
/** Past this many different paths answered 404 waiting, further new ones are dropped until the next flush. */
const MAX_PENDING_MISSING = 5_000;

type ByDevice = Partial<Record<Visit["device"], PendingViews>>;

/**
 * One day's views of one page. The usual kinds (no referrer, e-bülten issue
 * or search) by device: a look at the page, or a calculation on it (a
 * calculation is always its own page's); any other kind by its key.
 */
interface PageViews {
  looks: ByDevice;
  calculations: ByDevice;
  other: Map<string, PendingViews>;
}

/**
 * The views waiting for the flush, by day, then page, then what else they
 * differ in. Per view this is two lookups by strings the request already has
 * (no key is built for the usual kinds): counting sits in the page cache's path.
 */
class PendingStore {
  readonly #days = new Map<string, Map<string, PageViews>>();
  #kinds = 0;

  get kinds(): number {
    return this.#kinds;
  }

  /** The entry a view adds to; a new one unless MAX_PENDING kinds wait already (then undefined). */
  entryFor(day: string, visit: Visit, searchMiss: string | null): PendingViews | undefined {
    let pages = this.#days.get(day);
    if (!pages) {
      pages = new Map();
      this.#days.set(day, pages);
    }
    let page = pages.get(visit.path);
    if (!page) {
      if (this.#kinds >= MAX_PENDING) return undefined;
      page = { looks: {}, calculations: {}, other: new Map() };
      pages.set(visit.path, page);
    }
    const usual = visit.referrer === null && visit.bulletin === null && searchMiss === null;
    const byDevice = usual ? (visit.calculation === null ? page.looks : page.calculations) : undefined;
    const key = byDevice
      ? ""
      : `${visit.device}\n${visit.referrer ?? ""}\n${visit.bulletin ?? ""}\n${visit.calculation ?? ""}\n${searchMiss ?? ""}`;
    const known = byDevice ? byDevice[visit.device] : page.other.get(key);
    if (known || this.#kinds >= MAX_PENDING) return known;
    const created: PendingViews = { day, visit, searchMiss, views: 0, visitors: new Set() };
    if (byDevice) byDevice[visit.device] = created;
    else page.other.set(key, created);
    this.#kinds += 1;
    return created;
  }

  *entries(): Generator<PendingViews> {
    for (const pages of this.#days.values()) {
      for (const page of pages.values()) {
        for (const views of Object.values(page.looks)) yield views;
        for (const views of Object.values(page.calculations)) yield views;
        yield* page.other.values();
      }
    }
  }
}

export interface FlushReport {
  rows: number;
  views: number;
  /** Days whose salt and digests were deleted. */
  forgotten: number;
}

export interface CollectorOptions {
  /** This site's name in every key: the public origin. */
  site: string;
  now?: () => Date;
}

/** How long after midnight a day's salt and digests are kept (lib/retention.ts: the notices state it). */
export const DAY_GRACE_MS = STATISTICS_DAY_GRACE_MS;

/** The flushes of every instance take turns (PostgreSQL; SQLite has one writer): each reads the day's caps as the one before left them. */
const FLUSH_LOCK = "analytics-flush";

export class AnalyticsCollector {
  readonly #site: string;
  /** The clock, in milliseconds (Date.now unless a test sets the time). */
  readonly #now: () => number;
  #pending = new PendingStore();
  /** Requests answered 404 by rowKey(day, "missing", path): a count, nothing of the visitor (ADR 066). */
  #missing = new Map<string, number>();
  /** The salts this instance used, by day: a view counted before midnight is keyed with its own day's salt. */
  readonly #salts = new Map<string, string>();
  #flushing: Promise<FlushReport> | undefined;
  /** The Istanbul day of the last view, kept while the clock stays in it (cheaper than formatting a date per view). */
  #day = { index: Number.NaN, text: "" };

  constructor(options: CollectorOptions) {
    this.#site = options.site;
    const now = options.now;
    this.#now = now ? () => now().getTime() : Date.now;
  }

  #today(at?: number): string {
    const now = at ?? this.#now();
    const index = istanbulDayNumber(now);
    if (index !== this.#day.index) this.#day = { index, text: istanbulDay(new Date(now)) };
    return this.#day.text;
  }

  /**
   * Counts one page view (and a search with no result on it, when given): one map entry per kind
   * of view, the rows are made at the flush. `at` (ms): when the view was made, for one the proxy
   * served and logged a moment ago (its day); now when not given.
   */
  record(visit: Visit, searchMiss?: string | null, at?: number): void {
    const views = this.#pending.entryFor(this.#today(at), visit, searchMiss || null);
    if (!views) return;
    views.views += 1;
    views.visitors.add(visit.visitor);
  }

  /** Counts a public address answered 404 (`path` without its query): Bulunamayan adresler. */
  recordMissing(path: string, at?: number): void {
    const key = rowKey(this.#today(at), "missing", path);
    const known = this.#missing.get(key);
    if (known === undefined && this.#missing.size >= MAX_PENDING_MISSING) return;
    this.#missing.set(key, (known ?? 0) + 1);
  }

  /** Kinds of view waiting for the next flush. */
  get pendingRows(): number {
    return this.#pending.kinds;
  }

  /** Writes what was counted since the last flush; one flush at a time. On failure the counts wait for the next one. */
  flush(): Promise<FlushReport> {
    this.#flushing ??= this.#write().finally(() => {
      this.#flushing = undefined;
    });
    return this.#flushing;
  }

  async #write(): Promise<FlushReport> {
    // Nothing counted: no write (hourly maintenance forgets past days when no view comes).
    if (this.#pending.kinds === 0 && this.#missing.size === 0) return { rows: 0, views: 0, forgotten: 0 };
    const batch = this.#pending;
    const missing = this.#missing;
    this.#pending = new PendingStore();
    this.#missing = new Map();
    const now = this.#now();
    const today = istanbulDay(new Date(now));
    // A day is forgotten a few minutes after it ends, so that views counted
    // just before midnight and written just after still find their salt.
    const kept = istanbulDay(new Date(now - DAY_GRACE_MS));
    try {
      return await transaction(async (trx) => {
        await serializeOn(trx, FLUSH_LOCK);
        // A write first: on SQLite it takes the write lock, so the caps below are read under it.
        const forgotten = await deleteDaysBefore(trx, kept);
        for (const day of this.#salts.keys()) if (day < kept) this.#salts.delete(day);
        const byDay = new Map<string, [string, Tally][]>();
        for (const entry of await boundTallies(trx, rowsOf(batch, missing))) {
          const day = splitRowKey(entry[0])[0];
          const entries = byDay.get(day) ?? [];
          entries.push(entry);
          byDay.set(day, entries);
        }
        const counts: CountRow[] = [];
        for (const [day, entries] of byDay) {
          const salt = day < kept ? undefined : await this.#saltFor(trx, day, today);
          const digests = new Map<string, string>(); // digest → row key
          if (salt !== undefined) {
            for (const [key, row] of entries) for (const visitor of row.visitors) digests.set(this.#digest(salt, key, visitor), key);
          }
          const newVisitors = new Map<string, number>();
          for (const digest of await insertSeen(trx, day, [...digests.keys()])) {
            const key = digests.get(digest) as string;
            newVisitors.set(key, (newVisitors.get(key) ?? 0) + 1);
          }
          for (const [key, row] of entries) {
            const [, dimension, value] = splitRowKey(key);
            counts.push({ day, dimension, value, views: row.views, visitors: newVisitors.get(key) ?? 0 });
          }
        }
        await addCounts(trx, counts);
        const views = counts.reduce((sum, row) => sum + (row.dimension === "site" ? row.views : 0), 0);
        return { rows: counts.length, views, forgotten };
      });
    } catch (error) {
      this.#restore(batch);
      for (const [key, count] of missing) this.#missing.set(key, (this.#missing.get(key) ?? 0) + count);
      throw error;
    }
  }

  /** Today's salt is made when missing; yesterday's (within the grace) is only read. */
  async #saltFor(trx: Parameters<typeof findSalt>[0], day: string, today: string): Promise<string | undefined> {
    const known = this.#salts.get(day);
    if (known !== undefined) return known;
    const salt = day >= today ? await insertSaltIfAbsent(trx, day, randomBytes(32).toString("base64")) : await findSalt(trx, day);
    if (salt !== undefined) this.#salts.set(day, salt);
    return salt;
  }

  #digest(salt: string, key: string, visitor: string): string {
    return createHmac("sha256", salt).update(`${this.#site}\n${key}\n${visitor}`).digest("base64url").slice(0, 22);
  }

  /** Puts a batch that could not be written back in front of what came since. */
  #restore(batch: PendingStore): void {
    for (const views of this.#pending.entries()) {
      const earlier = batch.entryFor(views.day, views.visit, views.searchMiss);
      if (!earlier) continue;
      earlier.views += views.views;
      for (const visitor of views.visitors) earlier.visitors.add(visitor);
    }
    this.#pending = batch;
  }
}

/**
 * The rows a batch of views (and of 404s, by row key) adds to, by "day\tdimension\tvalue": views
 * summed, visitors united (new sets: the batch stays as it was, for a retry). A 404 has no visitor.
 */
function rowsOf(batch: PendingStore, missing: ReadonlyMap<string, number>): Map<string, Tally> {
  const rows = new Map<string, Tally>();
  for (const [key, views] of missing) rows.set(key, { views, visitors: new Set() });
  const add = (day: string, dimension: AnalyticsDimension, value: string | null, views: PendingViews) => {
    if (value === null) return;
    const key = rowKey(day, dimension, value);
    const row = rows.get(key);
    if (!row) return rows.set(key, { views: views.views, visitors: new Set(views.visitors) });
    row.views += views.views;
    for (const visitor of views.visitors) row.visitors.add(visitor);
  };
  for (const views of batch.entries()) {
    const { day, visit } = views;
    add(day, "site", "", views);
    add(day, "page", visit.path, views);
    add(day, "device", visit.device, views);
    add(day, "referrer", visit.referrer, views);
    add(day, "bulletin", visit.bulletin, views);
    add(day, "calculation", visit.calculation, views);
    add(day, "search", views.searchMiss, views);
  }
  return rows;
}
