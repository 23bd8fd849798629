/**
 * Generating the vergi takvimi's years into `tax_deadlines`: the rules'
 * deadlines (rules.ts, shifted by deadlines.ts) over the holidays in the data.
 *
 * When generation runs: at start and on each round of the scheduler
 * (platform/scheduler.ts), and on demand: every reader of the calendar (the
 * page, the home page's next deadlines, the .ics, the admin screen) first calls
 * `ensureCalendarYears()`: one cheap read of which of the current and the
 * next year (in Istanbul) have rows, and, only when one is missing and its
 * holidays are in the data, its generation (a reader waits for it briefly,
 * never for a held write lock). So a fresh database, and each new year on
 * 1 January, are filled at once, by whichever instance gets there first; a
 * year without holidays stays empty and the page says so. The admin's "yeniden üret" regenerates a year on purpose.
 *
 * Regeneration upserts each rule row's generated columns and leaves the
 * admin's (override_date, override_note, override_title,
 * override_description, hidden) alone, so an edit survives it. A rule row
 * the rules no longer produce is deleted, unless the admin edited it: then it
 * is kept as it is and the admin screen marks it ("kurallarda yok"), for the
 * office to hide or delete.
 */

import type { Transaction } from "kysely";
import { type Executor, getDb, serializeOn, transaction } from "#app/.server/db/index.ts";
import type { Database, TaxDeadline } from "#app/.server/db/schema.ts";
import { log } from "#app/.server/log.ts";
import { type PublicChange, publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import {
  deleteDeadline,
  GENERATED_COLUMNS,
  type GeneratedColumns,
  insertDeadline,
  listGeneratedOfYear,
  listGeneratedYears,
  updateGenerated,
} from "#app/.server/repositories/tax-deadlines.ts";
import { listHolidays, listTaxSets } from "#app/.server/repositories/tax-figures.ts";
import { type GeneratedDeadline, type Generation, generateYear, type HolidayYear } from "#app/.server/tax/calendar/deadlines.ts";
import { nextUpdatedAt } from "#app/.server/tax/calendar/view.ts";
import { holidayLookup } from "#app/.server/tax/working-days.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";

/** The audit log's list name for the calendar's writes. */
export const CALENDAR_AUDIT_LIST = "vergi-takvimi";
/** Who the audit log names for a generation nobody asked for (a missing current or next year). */
export const CALENDAR_SYSTEM = "otomatik (vergi takvimi)";
const LOCK = "tax-calendar";

/** The years whose holidays are in the data: a `tatil/<year>` set with its rows. */
async function holidayYears(db: Executor): Promise<Map<number, HolidayYear>> {
  const sets = (await listTaxSets(db, "tatil")).filter((set) => set.year !== null);
  const years = new Map<number, HolidayYear>();
  for (const set of sets) {
    const year = Number(set.year);
    const rows = await listHolidays(db, `${year}-01-01`, `${year}-12-31`);
    if (rows.length > 0) years.set(year, { year });
  }
  return years;
}

/** The rules' rows for `year`, over the holidays in the data (the next year's too: a 31 December may move into it). */
export async function generationFor(db: Executor, year: number): Promise<Generation> {
  const [known, rows] = await Promise.all([holidayYears(db), listHolidays(db, `${year}-01-01`, `${year + 1}-12-31`)]);
  return generateYear(year, known, holidayLookup(rows));
}

const toColumns = (d: GeneratedDeadline): GeneratedColumns => ({
  year: d.year,
  rule: d.rule,
  period: d.period,
  kind: d.kind,
  title: d.title,
  audience: d.audience,
  description: d.description,
  legal_basis: d.legalBasis,
  tool_path: d.toolPath,
  statutory_date: d.statutoryDate,
  due_date: d.dueDate,
  flags: d.flags.length > 0 ? JSON.stringify(d.flags) : null,
});

/** Whether the office changed the row (a süre uzatımı, its wording, hidden): regeneration must keep it. */
export const editedByAdmin = (row: TaxDeadline) =>
  row.override_date !== null ||
  row.override_note !== null ||
  row.override_title !== null ||
  row.override_description !== null ||
  Number(row.hidden) !== 0;

export interface GenerationCounts {
  inserted: number;
  updated: number;
  deleted: number;
  /** Rows the rules no longer produce, kept because the office edited them. */
  kept: { id: string; title: string }[];
}

/** What writing `deadlines` as `year`'s rows would change (nothing is written). */
export function diffGeneration(existing: readonly TaxDeadline[], deadlines: readonly GeneratedDeadline[]) {
  const stored = new Map(existing.map((row) => [row.id, row]));
  const fresh = new Set(deadlines.map((d) => d.id));
  const insert = deadlines.filter((d) => !stored.has(d.id));
  const update = deadlines.flatMap((d) => {
    const row = stored.get(d.id);
    const columns = toColumns(d);
    const changed = row !== undefined && GENERATED_COLUMNS.some((key) => String(row[key] ?? "") !== String(columns[key] ?? ""));
    return changed ? [{ ...d, previousUpdatedAt: row.updated_at }] : [];
  });
  const gone = existing.filter((row) => !fresh.has(row.id));
  return { insert, update, remove: gone.filter((row) => !editedByAdmin(row)), keep: gone.filter(editedByAdmin) };
}

async function writeGeneration(trx: Executor, year: number, deadlines: readonly GeneratedDeadline[]): Promise<GenerationCounts> {
  const now = new Date().toISOString();
  const diff = diffGeneration(await listGeneratedOfYear(trx, year), deadlines);
  for (const d of diff.insert) await insertDeadline(trx, { id: d.id, now, ...toColumns(d) });
  for (const d of diff.update) await updateGenerated(trx, d.id, toColumns(d), nextUpdatedAt(d.previousUpdatedAt));
  for (const row of diff.remove) await deleteDeadline(trx, row.id);
  return {
    inserted: diff.insert.length,
    updated: diff.update.length,
    deleted: diff.remove.length,
    kept: diff.keep.map((row) => ({ id: row.id, title: row.override_title ?? row.title })),
  };
}

export type RegenerateResult = ({ ok: true } & GenerationCounts) | { ok: false; reason: string };

/** The admin's "yeniden üret": the year's rows from the rules, the office's edits kept. */
export async function regenerateYear(year: number, adminEmail: string): Promise<RegenerateResult> {
  return transaction(async (trx) => {
    await serializeOn(trx, LOCK);
    const generation = await generationFor(trx, year);
    if (!generation.ok) return generation;
    const counts = await writeGeneration(trx, year, generation.deadlines);
    await publicWrite(trx, {
      audit: { adminEmail, action: "tax-calendar-generate", list: CALENDAR_AUDIT_LIST, entryId: String(year) },
      search: "tax-calendar",
    });
    return { ok: true, ...counts };
  });
}

/**
 * After the office changed holidays (Vergi verileri), in the same
 * transaction: the calendar years already generated whose shifted days
 * those holidays can move — the holidays' own years and the year before (a
 * 31 December deadline moves into January) — are generated again, the
 * office's edits kept. The years regenerated, ascending.
 */
export async function regenerateForHolidays(trx: Transaction<Database>, days: readonly string[], adminEmail: string): Promise<number[]> {
  await serializeOn(trx, LOCK);
  const touched = [...new Set(days.flatMap((day) => [Number(day.slice(0, 4)) - 1, Number(day.slice(0, 4))]))];
  const regenerated: number[] = [];
  for (const year of await listGeneratedYears(trx, touched)) {
    const generation = await generationFor(trx, year);
    if (!generation.ok) continue; // e.g. the year's last holiday deleted: its rows stay as they were
    await writeGeneration(trx, year, generation.deadlines);
    regenerated.push(year);
  }
  // The holiday's change already raised the version in this transaction (tax/figures/change.ts): the unit bumps it once.
  if (regenerated.length > 0) {
    await publicWrite(
      trx,
      regenerated.map((year) => ({
        audit: { adminEmail, action: "tax-calendar-generate", list: CALENDAR_AUDIT_LIST, entryId: String(year) },
      })),
    );
  }
  return regenerated.sort((a, b) => a - b);
}

/** The current and the next year in Istanbul. */
export const calendarYears = (today: string) => [Number(today.slice(0, 4)), Number(today.slice(0, 4)) + 1];

/** How long a reader waits for a generation it started (it never waits out a held write lock). */
const READER_WAIT_MS = 500;
/** The day a generation left a year without rows (its holidays are not in the data): readers skip it until the next day. */
let unfinishedOn: string | undefined;
/** This process's generation under way: concurrent readers join it. */
let generating: Promise<void> | undefined;

/**
 * Generates the current or the next year if it has no rows yet and its
 * holidays are in the data (see the module comment). Never throws: a reader
 * goes on with what is there. A reader waits for the generation at most
 * READER_WAIT_MS — while another process holds the write lock, the page is
 * served without the missing year, and the generation's new content version
 * shows it on a later request. The scheduler (`force`) waits for it, and
 * retries a year left without holidays on each round (they may have been
 * added since).
 */
export async function ensureCalendarYears(today = istanbulDay(new Date()), { force = false } = {}): Promise<void> {
  if (!force && unfinishedOn === today) return;
  const wanted = calendarYears(today);
  try {
    const present = await listGeneratedYears(await getDb(), wanted);
    if (wanted.every((year) => present.includes(year))) return;
  } catch (error) {
    log.error({ err: error }, "tax calendar: reading the generated years failed");
    return;
  }
  generating ??= generateMissing(wanted, today).finally(() => {
    generating = undefined;
  });
  if (force) return generating;
  await Promise.race([generating, new Promise((resolve) => setTimeout(resolve, READER_WAIT_MS).unref())]);
}

async function generateMissing(wanted: number[], today: string): Promise<void> {
  try {
    const missing = await transaction(async (trx) => {
      await serializeOn(trx, LOCK);
      const presentNow = await listGeneratedYears(trx, wanted);
      const generated: PublicChange[] = [];
      let left = 0;
      for (const year of wanted.filter((y) => !presentNow.includes(y))) {
        const generation = await generationFor(trx, year);
        if (!generation.ok) {
          left += 1; // no holidays for it yet: the page says the month is not in the calendar
          continue;
        }
        await writeGeneration(trx, year, generation.deadlines);
        generated.push({
          audit: { adminEmail: CALENDAR_SYSTEM, action: "tax-calendar-generate", list: CALENDAR_AUDIT_LIST, entryId: String(year) },
          search: "tax-calendar",
        });
      }
      if (generated.length > 0) await publicWrite(trx, generated);
      return left;
    });
    unfinishedOn = missing > 0 ? today : undefined;
  } catch (error) {
    log.error({ err: error }, "tax calendar generation failed");
  }
}
