/**
 * The hourly maintenance's share (platform/maintenance.ts): an attachment that
 * no circular links to and no sirküler revision names is deleted 30 days
 * after its upload (a file uploaded but never saved with a circular, or one
 * whose circular left the bin for good). Within 30 days the office can still
 * save the form it was uploaded for.
 */
import type { Executor } from "#app/.server/db/index.ts";
import { deleteAttachments, revisionSnapshots, unlinkedAttachmentsBefore } from "#app/.server/repositories/attachments.ts";

// How long an unused attachment stays is lib/retention.ts's (the notices state it).
export { UNUSED_ATTACHMENT_DAYS } from "#app/lib/retention.ts";

/** The attachment ids a sirküler revision's snapshot names (none when it cannot be read). */
function snapshotAttachmentIds(snapshot: string): string[] {
  try {
    const ids = (JSON.parse(snapshot) as { circular?: { attachmentIds?: unknown } }).circular?.attachmentIds;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Deletes the attachments uploaded before `before` that no circular links to
 * and no sirküler revision names (an upload never saved with a circular, or
 * one whose circular left the bin for good). Run by the hourly maintenance.
 */
export async function purgeUnusedAttachments(db: Executor, before: string): Promise<number> {
  const candidates = await unlinkedAttachmentsBefore(db, before);
  if (candidates.length === 0) return 0;
  const named = new Set((await revisionSnapshots(db, "sirkuler")).flatMap(snapshotAttachmentIds));
  return deleteAttachments(
    db,
    candidates.filter((id) => !named.has(id)),
  );
}
