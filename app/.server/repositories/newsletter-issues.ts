/** E-bülten issues: drafts, and the state of their send. */
import type { Updateable } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import type { NewsletterIssue, NewsletterIssueTable } from "#app/.server/db/schema.ts";

/** What the office writes of an issue; the rest of its row is who and when, and the state of its send. */
export type IssueText = Pick<NewsletterIssue, "subject" | "preheader" | "body">;

/** The send state of an issue whose send has not begun. */
const NOT_SENT = {
  sent_at: null,
  recipients: null,
  queue_cursor: null,
  queued_at: null,
  finished_at: null,
  consecutive_failures: 0,
  purged_sent: 0,
  purged_failed: 0,
  purged_skipped: 0,
  purged_cancelled: 0,
} as const satisfies Partial<NewsletterIssue>;

/** A new draft's row: the office's text, nothing sent. */
export function newDraftRow(id: string, text: IssueText, adminEmail: string, now: string): NewsletterIssue {
  return { id, ...text, status: "draft", created_at: now, updated_at: now, ...NOT_SENT, admin_email: adminEmail, number: null };
}

export async function insertIssue(db: Executor, issue: NewsletterIssue): Promise<void> {
  await db.insertInto("newsletter_issues").values(issue).execute();
}

export async function findIssue(db: Executor, id: string): Promise<NewsletterIssue | undefined> {
  return db.selectFrom("newsletter_issues").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Changes a draft's text; false when the issue is no longer a draft (its send began) or is gone. */
export async function updateDraft(db: Executor, id: string, fields: IssueText & Pick<NewsletterIssue, "updated_at">): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_issues")
    .set(fields)
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a draft; false when it is no draft (a sent issue stays in the archive). */
export async function deleteDraft(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom("newsletter_issues").where("id", "=", id).where("status", "=", "draft").executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Every issue for the admin: drafts first (latest change first), then the sent ones, newest first. */
export async function listIssues(db: Executor): Promise<NewsletterIssue[]> {
  return db
    .selectFrom("newsletter_issues")
    .selectAll()
    .orderBy((eb) => eb.case().when("sent_at", "is", null).then(0).else(1).end())
    .orderBy("sent_at", "desc")
    .orderBy("updated_at", "desc")
    .orderBy("id")
    .execute();
}

/** The issues whose send has begun, newest first: the public archive (/bulten). */
export async function listArchivedIssues(db: Executor): Promise<NewsletterIssue[]> {
  return db
    .selectFrom("newsletter_issues")
    .selectAll()
    .where("sent_at", "is not", null)
    .orderBy("sent_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** An issue of the archive: one whose send has begun. */
export async function findArchivedIssue(db: Executor, id: string): Promise<NewsletterIssue | undefined> {
  return db.selectFrom("newsletter_issues").selectAll().where("id", "=", id).where("sent_at", "is not", null).executeTakeFirst();
}

/**
 * Begins an issue's send: `at` is its date on /bulten, `recipients` the
 * confirmed subscribers then; queueing and the run of failures start afresh.
 * It takes the next number among sent issues (its links' ?kaynak=bulten-<number>);
 * sent issues are never deleted, so numbers are never reused.
 */
export async function beginSend(db: Executor, id: string, at: string, recipients: number): Promise<void> {
  const last = await db
    .selectFrom("newsletter_issues")
    .select((eb) => eb.fn.max("number").as("n"))
    .executeTakeFirst();
  const number = Number(last?.n ?? 0) + 1;
  await updateIssue(db, id, { ...NOT_SENT, status: "sending", sent_at: at, updated_at: at, recipients, number });
}

/** Sent issues' subjects by number (İstatistikler's e-bülten list). */
export async function issueSubjectsByNumber(
  db: Executor,
  numbers: readonly number[],
): Promise<Map<number, { id: string; subject: string }>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .selectFrom("newsletter_issues")
    .select(["id", "subject", "number"])
    .where("number", "in", [...numbers])
    .execute();
  return new Map(rows.map((row) => [Number(row.number), { id: row.id, subject: row.subject }]));
}

/** Every number an issue was given (İstatistikler counts ?kaynak=bulten-<number> only for these). */
export async function issueNumbers(db: Executor): Promise<Set<number>> {
  const rows = await db.selectFrom("newsletter_issues").select("number").where("number", "is not", null).execute();
  return new Set(rows.map((row) => Number(row.number)));
}

/** Changes any of an issue's columns. */
export async function updateIssue(db: Executor, id: string, fields: Omit<Updateable<NewsletterIssueTable>, "id">): Promise<void> {
  await db.updateTable("newsletter_issues").set(fields).where("id", "=", id).execute();
}

/** How many issues are drafts (Genel bakış). */
export async function countDraftIssues(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("newsletter_issues")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "=", "draft")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
