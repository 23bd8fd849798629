/**
 * "Abonelere e-bülten olarak gönder": a circular saved as published or
 * scheduled with the box ticked gets a DRAFT e-bülten issue made from it
 * (subject, a summary of its text, the link to its public page, its
 * attachments' links), in the save's transaction, for the office to review
 * and send on E-bülten, of the topics of the circular's categories (ADR 064).
 * Nothing is ever queued here. A circular makes one
 * issue at most: the issue's id is kept on the circular (migration 017); only
 * when that issue was deleted does ticking the box again make a new one.
 */
import type { Executor } from "#app/.server/db/index.ts";
import { newId } from "#app/.server/ids.ts";
import { firstParagraph, ISSUE_LIMITS, ISSUES_AUDIT_LIST } from "#app/.server/newsletter/issues.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { circularNewsletterIssue, setCircularNewsletterIssue } from "#app/.server/repositories/circular-admin.ts";
import { attachmentSummaries } from "#app/.server/repositories/circulars.ts";
import type { EntryFields } from "#app/.server/repositories/entries.ts";
import { insertIssue, newDraftRow } from "#app/.server/repositories/newsletter-issues.ts";
import { setIssueTopics, topicIdsOfCategories } from "#app/.server/repositories/newsletter-topics.ts";
import { absoluteUrl } from "#app/.server/web/seo.ts";
import { circularLabel, referenceLine } from "#app/lib/circulars.ts";
import { formatFileSize } from "#app/lib/file-size.ts";
import { attachmentPath, circularPath } from "#app/lib/paths.ts";
import { escapeHtml, excerpt } from "#app/lib/text.ts";

/** The draft issue's subject: "Sirküler 2026/15: <title>", within the issue's limit. */
export function circularIssueSubject(number: { year: number; seq: number }, title: string): string {
  return excerpt(`${circularLabel(number)}: ${title}`, ISSUE_LIMITS.subject);
}

/**
 * Makes the draft issue for a circular just saved, when it should have one:
 * asked for, public or scheduled, none made yet. Returns the new issue's id.
 */
export async function circularNewsletterDraft(
  trx: Executor,
  circularId: string,
  fields: EntryFields,
  asked: boolean,
  adminEmail: string,
  now: string,
): Promise<string | undefined> {
  const circular = fields.circular;
  if (!asked || !circular || fields.status === "draft") return undefined;
  if (await circularNewsletterIssue(trx, circularId)) return undefined;
  const page = absoluteUrl(circularPath(circular));
  const attachments = await attachmentSummaries(trx, circular.attachmentIds);
  const parts = [`<p>${escapeHtml(firstParagraph(fields.text))}</p>`];
  if (circular.reference) parts.unshift(`<p><strong>${escapeHtml(referenceLine(circular.reference))}</strong></p>`);
  parts.push(`<p><a href="${escapeHtml(page)}">${escapeHtml(`${circularLabel(circular)} sitemizde okuyun`)}</a></p>`);
  if (attachments.length > 0) {
    const items = attachments.map(
      (file) =>
        `<li><a href="${escapeHtml(absoluteUrl(attachmentPath(file)))}">${escapeHtml(file.fileName)}</a> (${formatFileSize(file.bytes)})</li>`,
    );
    parts.push(`<p>Ekler:</p><ul>${items.join("")}</ul>`);
  }
  const issue = newDraftRow(
    newId(),
    {
      subject: circularIssueSubject(circular, fields.title),
      preheader: excerpt(fields.title, ISSUE_LIMITS.preheader),
      body: parts.join(""),
    },
    adminEmail,
    now,
  );
  await insertIssue(trx, issue);
  // The circular's categories' topics (ADR 064): the issue goes to their subscribers; none mapped, to everybody.
  await setIssueTopics(trx, issue.id, await topicIdsOfCategories(trx, circular.categoryIds));
  await setCircularNewsletterIssue(trx, circularId, issue.id);
  await recordAudit(trx, { adminEmail, action: "create", list: ISSUES_AUDIT_LIST, entryId: issue.id });
  return issue.id;
}
