/**
 * The attachments' use cases: storing an upload (checked by its content, its
 * text read once; serving is serving.ts). The upload is one
 * transaction with its audit row (list "ekler"); purge.ts deletes the files
 * nothing refers to any more.
 */
import { createHash } from "node:crypto";
import { quotaRefusal, quotaRefusalLocked } from "#app/.server/accounts/upload-quota.ts";
import { cleanFileName } from "#app/.server/attachments/file-name.ts";
import { CONTENT_TYPES, inspectAttachment } from "#app/.server/attachments/inspect.ts";
import { getDb, transaction } from "#app/.server/db/index.ts";
import type { Attachment } from "#app/.server/db/schema.ts";
import { nowIso } from "#app/.server/ids.ts";
import { findAttachmentInfo, insertAttachment } from "#app/.server/repositories/attachments.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import type { AttachmentSummary } from "#app/lib/circulars.ts";

/** The audit log's list name for attachment writes. */
export const ATTACHMENT_AUDIT_LIST = "ekler";

export type StoreResult = { ok: true; attachment: AttachmentSummary; created: boolean } | { ok: false; status: 400 | 413; message: string };

/** The id of a file: the first 32 hex digits of its SHA-256. */
export const attachmentId = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

const summary = (row: Pick<Attachment, "id" | "file_name" | "format" | "bytes" | "has_text" | "pages">): AttachmentSummary => ({
  id: row.id,
  fileName: row.file_name,
  format: row.format,
  bytes: Number(row.bytes),
  hasText: Number(row.has_text) === 1,
  pages: row.pages === null ? null : Number(row.pages),
});

/**
 * Checks and stores an upload. The same bytes uploaded again are the same
 * attachment: nothing is stored, and the answer is the stored one (its first name).
 * A new file its account's upload quota has no room for is refused (413).
 */
export async function storeAttachment(input: { bytes: Buffer; fileName: string; adminEmail: string }): Promise<StoreResult> {
  const { bytes, adminEmail } = input;
  const id = attachmentId(bytes);
  const known = await findAttachmentInfo(await getDb(), id);
  if (known) return { ok: true, attachment: summary(known), created: false };
  const overQuota = await quotaRefusal(await getDb(), adminEmail, bytes.length);
  if (overQuota) return { ok: false, status: 413, message: overQuota };
  // Read in the reading process, one file at a time per server process (reader.ts).
  const inspected = await inspectAttachment(bytes, input.fileName);
  if (!inspected.ok) return inspected;
  const row = {
    id,
    file_name: cleanFileName(input.fileName, inspected.format),
    format: inspected.format,
    content_type: CONTENT_TYPES[inspected.format],
    bytes: bytes.length,
    data: bytes,
    text: inspected.text,
    has_text: inspected.hasText ? 1 : 0,
    pages: inspected.pages,
    admin_email: adminEmail,
    created_at: nowIso(),
  };
  return transaction(async (trx): Promise<StoreResult> => {
    const refusal = await quotaRefusalLocked(trx, adminEmail, bytes.length);
    if (refusal) return { ok: false, status: 413, message: refusal };
    const created = await insertAttachment(trx, row);
    if (created) {
      await recordAudit(trx, {
        adminEmail,
        action: "upload",
        list: ATTACHMENT_AUDIT_LIST,
        entryId: id,
        details: { fileName: row.file_name, format: row.format, bytes: row.bytes, hasText: inspected.hasText, pages: row.pages },
      });
      return { ok: true, attachment: summary(row), created: true };
    }
    // Stored by another request meanwhile: answer with that one.
    const stored = await findAttachmentInfo(trx, id);
    return { ok: true, attachment: summary(stored ?? row), created: false };
  });
}
