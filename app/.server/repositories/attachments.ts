/**
 * Uploaded attachments (sirküler's PDF, XLSX and DOCX files): storing one
 * (its id is its content hash, so the same bytes are one row), reading one to
 * serve it (publicly only while a published circular links it), and the
 * clean-up of files nothing refers to. Summaries and texts
 * for pages and search are read in repositories/circulars.ts.
 */
import type { Insertable } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import type { Attachment, AttachmentTable } from "#app/.server/db/schema.ts";
import { publishedAt as isPublishedAt } from "#app/.server/repositories/circulars.ts";

/**
 * Stores an attachment. Nothing happens when it is there already (the same
 * bytes uploaded again): returns false then.
 */
export async function insertAttachment(db: Executor, attachment: Insertable<AttachmentTable>): Promise<boolean> {
  const inserted = await db
    .insertInto("attachments")
    .values(attachment)
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** An attachment without its bytes and text. */
export type AttachmentInfo = Omit<Attachment, "data" | "text">;

export async function findAttachmentInfo(db: Executor, id: string): Promise<AttachmentInfo | undefined> {
  return db
    .selectFrom("attachments")
    .select(["id", "file_name", "format", "content_type", "bytes", "has_text", "pages", "admin_email", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** What serving a file needs; `data` only when asked for (a revalidation answered 304 sends no bytes). */
export type AttachmentToServe = Pick<Attachment, "file_name" | "format" | "content_type"> & { data?: Uint8Array };

/**
 * A file to serve, in one read. With `publishedAt` (an ISO time), only while a
 * circular published at that time links it (repositories/circulars.ts
 * `publishedAt`, the public pages' own rule): a draft's, a scheduled
 * one's, a binned one's or an unlinked upload's file is not found. Without it,
 * any stored file (the admin's route).
 */
export async function findAttachmentToServe(
  db: Executor,
  id: string,
  options: { publishedAt?: string; withData: boolean },
): Promise<AttachmentToServe | undefined> {
  let query = db
    .selectFrom("attachments")
    .select(["file_name", "format", "content_type"])
    .$if(options.withData, (q) => q.select("data"))
    .where("id", "=", id);
  const published = options.publishedAt;
  if (published !== undefined) {
    // Nested rather than a join: the file's few links by their attachment_id index, then each
    // circular by its key (a join let SQLite walk every published circular instead).
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("circular_attachments as l")
          .select("l.attachment_id")
          .whereRef("l.attachment_id", "=", "attachments.id")
          .where((link) =>
            link.exists(
              link
                .selectFrom("circulars")
                .select("circulars.id")
                .whereRef("circulars.id", "=", "l.circular_id")
                .where(isPublishedAt(published)),
            ),
          ),
      ),
    );
  }
  return query.executeTakeFirst();
}

/** Attachments uploaded before `before` that no circular links to (revisions are checked by the caller). */
export async function unlinkedAttachmentsBefore(db: Executor, before: string): Promise<string[]> {
  const rows = await db
    .selectFrom("attachments")
    .select("id")
    .where("created_at", "<", before)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("circular_attachments as l").select("l.attachment_id").whereRef("l.attachment_id", "=", "attachments.id"))),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** The snapshots of a list's revisions (JSON), for the attachments a history still names. */
export async function revisionSnapshots(db: Executor, list: string): Promise<string[]> {
  const rows = await db.selectFrom("revisions").select("snapshot").where("list", "=", list).execute();
  return rows.map((row) => row.snapshot);
}

export async function deleteAttachments(db: Executor, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom("attachments").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
