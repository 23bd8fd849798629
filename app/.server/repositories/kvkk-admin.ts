/**
 * KVKK applications as the admin reads and changes them (issue 42, ADR 055): the list,
 * one application with its notes and files, the answer and the endings, the reminders'
 * marks, Genel bakış's counts and retention's deletion. The public form's inserts are
 * repositories/kvkk-applications.ts's.
 */
import type { Executor } from "#app/.server/db/index.ts";
import type { KvkkApplication, KvkkApplicationFile, KvkkApplicationNote } from "#app/.server/db/schema.ts";
import { KVKK_OPEN_STATUSES, type KvkkApplicationStatus } from "#app/lib/kvkk.ts";

/** What the list shows of an application (no request text, no files). */
export type KvkkListRow = Pick<
  KvkkApplication,
  "id" | "reference" | "full_name" | "received_at" | "due_on" | "status" | "email_confirmed_at"
>;

/** A file without its bytes. */
export type KvkkFileSummary = Omit<KvkkApplicationFile, "data">;

const ENDED: KvkkApplicationStatus[] = ["answered", "refused", "closed"];

/** Open ones first by deadline, then the others, the latest received first; only `statuses` when given. */
export async function listApplications(db: Executor, statuses?: readonly KvkkApplicationStatus[]): Promise<KvkkListRow[]> {
  let query = db
    .selectFrom("kvkk_applications")
    .select(["id", "reference", "full_name", "received_at", "due_on", "status", "email_confirmed_at"])
    .orderBy((eb) =>
      eb
        .case()
        .when("status", "in", [...KVKK_OPEN_STATUSES])
        .then(0)
        .else(1)
        .end(),
    )
    .orderBy((eb) =>
      eb
        .case()
        .when("status", "in", [...KVKK_OPEN_STATUSES])
        .then(eb.ref("due_on"))
        .else("")
        .end(),
    )
    .orderBy("received_at", "desc")
    .orderBy("id");
  if (statuses) query = query.where("status", "in", [...statuses]);
  return query.execute();
}

export async function findApplication(db: Executor, id: string): Promise<KvkkApplication | undefined> {
  return db.selectFrom("kvkk_applications").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A person's applications by their e-mail address, oldest first (Kişisel veri ara). */
export async function listApplicationsByEmail(db: Executor, email: string): Promise<KvkkApplication[]> {
  return db.selectFrom("kvkk_applications").selectAll().where("email", "=", email).orderBy("received_at").execute();
}

export async function listNotes(db: Executor, applicationId: string): Promise<KvkkApplicationNote[]> {
  return db
    .selectFrom("kvkk_application_notes")
    .selectAll()
    .where("application_id", "=", applicationId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function insertNote(db: Executor, note: KvkkApplicationNote): Promise<void> {
  await db.insertInto("kvkk_application_notes").values(note).execute();
}

export async function listFiles(db: Executor, applicationId: string): Promise<KvkkFileSummary[]> {
  return db
    .selectFrom("kvkk_application_files")
    .select(["id", "application_id", "side", "file_name", "format", "content_type", "bytes", "created_at"])
    .where("application_id", "=", applicationId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** One file with its bytes, only as a file of that application. */
export async function findFile(db: Executor, applicationId: string, fileId: string): Promise<KvkkApplicationFile | undefined> {
  return db
    .selectFrom("kvkk_application_files")
    .selectAll()
    .where("id", "=", fileId)
    .where("application_id", "=", applicationId)
    .executeTakeFirst();
}

/** The answer's files with their bytes, in the order they were added (the e-mail's attachments). */
export async function answerFilesWithData(db: Executor, applicationId: string): Promise<KvkkApplicationFile[]> {
  return db
    .selectFrom("kvkk_application_files")
    .selectAll()
    .where("application_id", "=", applicationId)
    .where("side", "=", "answer")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function insertFile(db: Executor, file: KvkkApplicationFile): Promise<void> {
  await db.insertInto("kvkk_application_files").values(file).execute();
}

/** Removes one of the answer's files (never the person's); true when it was there. */
export async function deleteAnswerFile(db: Executor, applicationId: string, fileId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("kvkk_application_files")
    .where("id", "=", fileId)
    .where("application_id", "=", applicationId)
    .where("side", "=", "answer")
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export interface ApplicationEnding {
  status: KvkkApplicationStatus;
  answer_body: string | null;
  answered_at: string;
  answered_by: string;
  answered_via: KvkkApplication["answered_via"];
  closed_reason: string | null;
  updated_at: string;
}

/** Answers, refuses or closes an application that is still open; false when it was not (another admin was first). */
export async function endApplication(
  db: Executor,
  id: string,
  ending: ApplicationEnding,
  from: readonly KvkkApplicationStatus[] = KVKK_OPEN_STATUSES,
): Promise<boolean> {
  const result = await db
    .updateTable("kvkk_applications")
    .set(ending)
    .where("id", "=", id)
    .where("status", "in", [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Open applications whose deadline is on or before `dueBy` and that still lack a reminder. */
export async function listReminderCandidates(db: Executor, dueBy: string): Promise<KvkkApplication[]> {
  return db
    .selectFrom("kvkk_applications")
    .selectAll()
    .where("status", "in", [...KVKK_OPEN_STATUSES])
    .where("due_on", "<=", dueBy)
    .where((eb) => eb.or([eb("reminded_warning_at", "is", null), eb("reminded_last_at", "is", null)]))
    .orderBy("due_on")
    .execute();
}

/** Marks a reminder as queued, once: false when it already was (another instance was first). */
export async function markReminded(
  db: Executor,
  id: string,
  column: "reminded_warning_at" | "reminded_last_at",
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("kvkk_applications")
    .set({ [column]: at })
    .where("id", "=", id)
    .where(column, "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Open applications by deadline: overdue (due before `today`) and near (due from `today` to `warnBy`). */
export async function countOpenByDeadline(db: Executor, today: string, warnBy: string): Promise<{ overdue: number; warning: number }> {
  const row = await db
    .selectFrom("kvkk_applications")
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when("due_on", "<", today).then(1).else(0).end()).as("overdue"),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb("due_on", ">=", today), eb("due_on", "<=", warnBy)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("warning"),
    ])
    .where("status", "in", [...KVKK_OPEN_STATUSES])
    .executeTakeFirst();
  return { overdue: Number(row?.overdue ?? 0), warning: Number(row?.warning ?? 0) };
}

/** Answered, refused or closed before `before`: retention's candidates. */
export async function listEndedBefore(db: Executor, before: string): Promise<string[]> {
  const rows = await db
    .selectFrom("kvkk_applications")
    .select("id")
    .where("status", "in", ENDED)
    .where("answered_at", "<", before)
    .execute();
  return rows.map((r) => r.id);
}

/** Deletes applications with their notes and files, children first (not left to a foreign key's cascade). */
export async function deleteApplications(db: Executor, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await db
    .deleteFrom("kvkk_application_notes")
    .where("application_id", "in", [...ids])
    .execute();
  await db
    .deleteFrom("kvkk_application_files")
    .where("application_id", "in", [...ids])
    .execute();
  const result = await db
    .deleteFrom("kvkk_applications")
    .where("id", "in", [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
