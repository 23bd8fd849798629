/**
 * What the admin's list screen needs for sirküler beside the generic entry
 * list: the form's categories, the proposed number (the next free one of the
 * current Istanbul year), the entry's attachments, the e-bülten draft just
 * made, the admin's upload quota, and the table's number and categories column.
 */
import { uploadUsage } from "#app/.server/accounts/upload-quota.ts";
import { nextCircularNumber } from "#app/.server/content/circular-rules.ts";
import { getDb } from "#app/.server/db/index.ts";
import { circularTableCells } from "#app/.server/repositories/circular-admin.ts";
import { attachmentSummaries, listCategories } from "#app/.server/repositories/circulars.ts";
import type { Entry } from "#app/.server/repositories/entries.ts";
import { findIssue } from "#app/.server/repositories/newsletter-issues.ts";
import { ATTACHMENT_ID, type AttachmentSummary, type CircularFields, circularNumberText, referenceLine } from "#app/lib/circulars.ts";
import { istanbulYear } from "#app/lib/istanbul-time.ts";
import type { UploadUsage } from "#app/lib/upload-quota.ts";

export interface CircularFormData {
  categories: { id: string; name: string }[];
  /** "2026/15": the next free number of this year, for a new circular. */
  proposedNumber: string;
  /** The edited circular's attachments, in order. */
  attachments: AttachmentSummary[];
  /** The draft e-bülten issue the last save made (its id and subject), if any. */
  newsletterIssue: { id: string; subject: string } | undefined;
  /** The signed-in admin's uploads against their quota, shown near the attachment upload (ADR 033). */
  usage: UploadUsage;
}

export async function circularFormData(
  editing: Entry | undefined,
  newsletterIssueId: string | null,
  adminEmail: string,
): Promise<CircularFormData> {
  const db = await getDb();
  const [categories, proposed, attachments, issue, usage] = await Promise.all([
    listCategories(db),
    nextCircularNumber(db, istanbulYear(new Date().toISOString())),
    attachmentSummaries(db, editing?.circular?.attachmentIds ?? []),
    newsletterIssueId && newsletterIssueId.length <= 100 ? findIssue(db, newsletterIssueId) : undefined,
    uploadUsage(db, adminEmail),
  ]);
  return {
    categories: categories.map(({ id, name }) => ({ id, name })),
    proposedNumber: circularNumberText(proposed),
    attachments,
    newsletterIssue: issue?.status === "draft" ? { id: issue.id, subject: issue.subject } : undefined,
    usage,
  };
}

/** The attachments a refused form was sent with (unknown ids left out), to list them again. */
export async function circularFailedData(ids: string[]): Promise<AttachmentSummary[]> {
  const valid = [...new Set(ids.filter((id) => ATTACHMENT_ID.test(id)))].slice(0, 100);
  return attachmentSummaries(await getDb(), valid);
}

/** The table's number ("2026/15") and categories ("KDV, VUK") of the rows shown. */
export async function circularTable(rows: { id: string }[]): Promise<Record<string, { number: string; categories: string }>> {
  const cells = await circularTableCells(
    await getDb(),
    rows.map((row) => row.id),
  );
  return Object.fromEntries(
    [...cells].map(([id, cell]) => [id, { number: circularNumberText(cell), categories: cell.categories.join(", ") }]),
  );
}

/** A version's circular facts as the history screen shows them: number, category names, reference line. */
export async function circularFacts(
  circular: CircularFields | undefined,
): Promise<{ number: string; categories: string; reference: string | undefined } | undefined> {
  if (!circular) return undefined;
  const names = new Map((await listCategories(await getDb())).map((category) => [category.id, category.name]));
  return {
    number: circularNumberText(circular),
    categories: circular.categoryIds.map((id) => names.get(id) ?? "(silinmiş kategori)").join(", "),
    reference: circular.reference ? referenceLine(circular.reference) : undefined,
  };
}
