/**
 * E-bülten issues as the office writes them: drafts with a subject, an
 * optional preheader and a rich-text body (the announcements' editor and
 * sanitizer); the recent announcements and news an issue can quote; and the
 * public archive of issues whose send has begun. Sending: newsletter-delivery.ts.
 */
import { getDb, transaction } from "#app/.server/db/index.ts";
import type { NewsletterIssue } from "#app/.server/db/schema.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import { publicPosts } from "#app/.server/publishing.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import {
  deleteDraft,
  findArchivedIssue,
  findIssue,
  insertIssue,
  listArchivedIssues,
  listIssues,
  updateDraft,
} from "#app/.server/repositories/newsletter-issues.ts";
import { richTextToPlain, toStoredRichText } from "#app/.server/rich-text.ts";
import { CONTENT_LIMITS } from "#app/lib/content-lists.ts";

/** The audit log's list name for e-bülten issues. */
export const ISSUES_AUDIT_LIST = "e-bulten";

export const ISSUE_LIMITS = { subject: 150, preheader: 150, body: CONTENT_LIMITS.body } as const;

export interface IssueInput {
  subject: string;
  preheader: string;
  /** Rich text from the editor (or plain text from the no-JavaScript textarea). */
  body: string;
}

export type SaveIssueResult =
  | { ok: true; id: string }
  | { ok: false; reason: "invalid"; errors: Partial<Record<keyof IssueInput, string>> }
  /** Gone, or no longer a draft: its send began, so its text is what was sent. */
  | { ok: false; reason: "locked" };

/** What is wrong with an issue's fields, in Turkish, per field. */
export function issueProblems(input: IssueInput): Partial<Record<keyof IssueInput, string>> {
  const errors: Partial<Record<keyof IssueInput, string>> = {};
  const subject = input.subject.trim();
  if (!subject) errors.subject = "Konu boş olamaz.";
  else if (subject.length > ISSUE_LIMITS.subject) errors.subject = `Konu en fazla ${ISSUE_LIMITS.subject} karakter olabilir.`;
  else if (/\p{Cc}/u.test(subject)) errors.subject = "Konu tek satır olmalı.";
  if (input.preheader.length > ISSUE_LIMITS.preheader) errors.preheader = `Ön metin en fazla ${ISSUE_LIMITS.preheader} karakter olabilir.`;
  else if (/\p{Cc}/u.test(input.preheader)) errors.preheader = "Ön metin tek satır olmalı.";
  if (input.body.length > ISSUE_LIMITS.body)
    errors.body = `İçerik en fazla ${ISSUE_LIMITS.body.toLocaleString("tr-TR")} karakter olabilir.`;
  else if (!richTextToPlain(toStoredRichText(input.body))) errors.body = "İçerik boş olamaz.";
  return errors;
}

/** Creates (no `id`) or changes a draft, with its audit row. */
export async function saveIssueDraft(id: string | undefined, input: IssueInput, adminEmail: string): Promise<SaveIssueResult> {
  const errors = issueProblems(input);
  if (Object.keys(errors).length > 0) return { ok: false, reason: "invalid", errors };
  const fields = { subject: input.subject.trim(), preheader: input.preheader.trim(), body: toStoredRichText(input.body) };
  return transaction(async (trx): Promise<SaveIssueResult> => {
    const now = nowIso();
    if (id) {
      if (!(await updateDraft(trx, id, { ...fields, updated_at: now }))) return { ok: false, reason: "locked" };
      await recordAudit(trx, { adminEmail, action: "update", list: ISSUES_AUDIT_LIST, entryId: id });
      return { ok: true, id };
    }
    const issue: NewsletterIssue = {
      id: newId(),
      ...fields,
      status: "draft",
      created_at: now,
      updated_at: now,
      sent_at: null,
      recipients: null,
      queue_cursor: null,
      queued_at: null,
      finished_at: null,
      consecutive_failures: 0,
      admin_email: adminEmail,
    };
    await insertIssue(trx, issue);
    await recordAudit(trx, { adminEmail, action: "create", list: ISSUES_AUDIT_LIST, entryId: issue.id });
    return { ok: true, id: issue.id };
  });
}

/** Deletes a draft (an issue whose send began stays); false when there was no such draft. */
export async function removeIssueDraft(id: string, adminEmail: string): Promise<boolean> {
  return transaction(async (trx) => {
    if (!(await deleteDraft(trx, id))) return false;
    await recordAudit(trx, { adminEmail, action: "delete", list: ISSUES_AUDIT_LIST, entryId: id });
    return true;
  });
}

export async function adminIssues(): Promise<NewsletterIssue[]> {
  return listIssues(await getDb());
}

export async function adminIssue(id: string): Promise<NewsletterIssue | undefined> {
  return findIssue(await getDb(), id);
}

/** The public archive (/bulten): issues whose send has begun, newest first. */
export async function archivedIssues(): Promise<NewsletterIssue[]> {
  return listArchivedIssues(await getDb());
}

/** One issue of the public archive (its web version), if its send has begun. */
export async function archivedIssue(id: string): Promise<NewsletterIssue | undefined> {
  if (!id || id.length > 100) return undefined;
  return findArchivedIssue(await getDb(), id);
}

/** Published announcements and news an issue can quote, newest first (the editor's "add recent" list). */
export async function recentItems(limit = 10) {
  const [announcements, news] = await Promise.all([publicPosts("announcements", limit), publicPosts("news", limit)]);
  return { announcements, news };
}
