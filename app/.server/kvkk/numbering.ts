/**
 * KVKK-YYYY-NNNN (ADR 058): the next number of the Istanbul year, written under the unique
 * (year, number) constraint. Two instances that read the same highest number both try to
 * insert the next one; the database lets one through and the other's insert gives way
 * (insertApplicationUnlessTaken), so it reads again and takes the number after. No lock is
 * held between the read and the insert, and no number is given twice.
 */
import type { Executor } from "#app/.server/db/index.ts";
import type { KvkkApplication } from "#app/.server/db/schema.ts";
import { highestApplicationNumber, insertApplicationUnlessTaken } from "#app/.server/repositories/kvkk-applications.ts";
import { kvkkReference } from "#app/lib/kvkk-application.ts";

/** More clashes than this in one filing means something else is wrong (a number never readable). */
const MAX_ATTEMPTS = 20;

/**
 * Called between the read of the highest number and the insert: tests pass one that takes the
 * number meanwhile, as another instance would (tests/server/kvkk-application.test.ts).
 */
export type BeforeNumberedInsert = (trx: Executor, taken: { year: number; number: number; attempt: number }) => Promise<void>;

export type UnnumberedApplication = Omit<KvkkApplication, "year" | "number" | "reference">;

/** Inserts the application with the year's next free number; its number and reference. */
export async function insertNumbered(
  trx: Executor,
  application: UnnumberedApplication,
  year: number,
  beforeInsert?: BeforeNumberedInsert,
): Promise<{ number: number; reference: string }> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const number = (await highestApplicationNumber(trx, year)) + 1;
    await beforeInsert?.(trx, { year, number, attempt });
    const reference = kvkkReference(year, number);
    if (await insertApplicationUnlessTaken(trx, { ...application, year, number, reference })) return { number, reference };
  }
  throw new Error(`No free KVKK application number in ${year} after ${MAX_ATTEMPTS} attempts`);
}
