/**
 * KVKK applications as the public form files and confirms them (issue 42): the year's highest
 * number, the insert that gives way to a number taken meanwhile, the person's documents, a
 * repeated submit, and the e-mail confirmation by its token's digest.
 */
import type { Executor } from "#app/.server/db/index.ts";
import type { KvkkApplication, KvkkApplicationFile } from "#app/.server/db/schema.ts";
import { KVKK_OPEN_STATUSES, type KvkkApplicationStatus } from "#app/lib/kvkk.ts";

/** The highest number given in `year` so far (0 before the first). */
export async function highestApplicationNumber(db: Executor, year: number): Promise<number> {
  const row = await db
    .selectFrom("kvkk_applications")
    .select((eb) => eb.fn.max("number").as("highest"))
    .where("year", "=", year)
    .executeTakeFirst();
  return Number(row?.highest ?? 0);
}

/**
 * Inserts the application unless its (year, number) or reference is taken: false when another
 * transaction holds that number (committed, or committed while this insert waited for it), and
 * nothing was written. ON CONFLICT DO NOTHING leaves a PostgreSQL transaction usable, where a
 * unique violation would abort it.
 */
export async function insertApplicationUnlessTaken(db: Executor, application: KvkkApplication): Promise<boolean> {
  const inserted = await db
    .insertInto("kvkk_applications")
    .values(application)
    .onConflict((oc) => oc.doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function insertApplicationFile(db: Executor, file: KvkkApplicationFile): Promise<void> {
  await db.insertInto("kvkk_application_files").values(file).execute();
}

/** The same request from the same address received since `since`: a double submit. */
export async function findSameApplicationSince(
  db: Executor,
  application: Pick<KvkkApplication, "email" | "request">,
  since: string,
): Promise<Pick<KvkkApplication, "id" | "reference"> | undefined> {
  return db
    .selectFrom("kvkk_applications")
    .select(["id", "reference"])
    .where("email", "=", application.email)
    .where("request", "=", application.request)
    .where("received_at", ">=", since)
    .executeTakeFirst();
}

/** The open application whose confirmation link has this token digest, if it still waits for it. */
export async function findAwaitingConfirmation(
  db: Executor,
  tokenHash: string,
): Promise<Pick<KvkkApplication, "id" | "reference" | "status"> | undefined> {
  return db
    .selectFrom("kvkk_applications")
    .select(["id", "reference", "status"])
    .where("confirm_token_hash", "=", tokenHash)
    .where("status", "in", KVKK_OPEN_STATUSES)
    .executeTakeFirst();
}

/** The address confirmed: the token cleared, the status as the use case decides. */
export async function markEmailConfirmed(
  db: Executor,
  id: string,
  tokenHash: string,
  status: KvkkApplicationStatus,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("kvkk_applications")
    .set({ email_confirmed_at: now, confirm_token_hash: null, status, updated_at: now })
    .where("id", "=", id)
    .where("confirm_token_hash", "=", tokenHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
