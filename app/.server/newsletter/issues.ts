/**
 * E-bülten issues as the office writes them: drafts with a subject, an
 * optional preheader and a rich-text body (the announcements' editor and
 * sanitizer); the recent announcements and news an issue can quote; and the
 * public archive of issues whose send has begun. Sending: sending.ts and delivery.ts.
 */
import type { ActiveSession } from "#app/.server/accounts/sessions.ts";
import { type PublicPost, publicPosts } from "#app/.server/content/public.ts";
import { getDb, transaction } from "#app/.server/db/index.ts";
import type { NewsletterIssue } from "#app/.server/db/schema.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import { notifyQueued, queueMail } from "#app/.server/mail/outbox.ts";
import { escapeHtml } from "#app/.server/mail/templates.ts";
import { issueHtml, issueMail, issueText } from "#app/.server/newsletter/issue-mail.ts";
import { topicChoice } from "#app/.server/newsletter/topics.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import {
  deleteDraft,
  findArchivedIssue,
  findIssue,
  type IssueText,
  insertIssue,
  listArchivedIssues,
  listIssues,
  newDraftRow,
  updateDraft,
} from "#app/.server/repositories/newsletter-issues.ts";
import { issueTopicIds, setIssueTopics } from "#app/.server/repositories/newsletter-topics.ts";
import { richTextToPlain, sanitizeRichText, toStoredRichText } from "#app/.server/text/rich-text.ts";
import { absoluteUrl } from "#app/.server/web/seo.ts";
import { isLinkableTitle } from "#app/content/navigation.ts";
import { CONTENT_LIMITS } from "#app/lib/content-lists.ts";
import { formatTurkishDate } from "#app/lib/dates.ts";
import { announcementPath, newsPath, paths } from "#app/lib/paths.ts";
import { excerpt } from "#app/lib/text.ts";

/** The audit log's list name for e-bülten issues. */
export const ISSUES_AUDIT_LIST = "e-bulten";

export const ISSUE_LIMITS = { subject: 150, preheader: 150, body: CONTENT_LIMITS.body } as const;

/**
 * An issue's text as typed (the body is rich text from the editor, or plain
 * text from the no-JavaScript textarea) and its topics (ADR 064): ids ticked
 * on the form; none: the issue goes to every subscriber. Left out: unchanged.
 */
export type IssueInput = IssueText & { topics?: readonly string[] };

export type SaveIssueResult =
  | { ok: true; id: string }
  | { ok: false; reason: "invalid"; errors: Partial<Record<keyof IssueText, string>> }
  /** Gone, or no longer a draft: its send began, so its text is what was sent. */
  | { ok: false; reason: "locked" };

/** What is wrong with an issue's fields, in Turkish, per field. */
export function issueProblems(input: IssueInput): Partial<Record<keyof IssueText, string>> {
  const errors: Partial<Record<keyof IssueText, string>> = {};
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
    // Only ids of topics that exist; a topic deleted meanwhile is dropped.
    const topics = input.topics === undefined ? undefined : (await topicChoice(trx, input.topics)).ids;
    if (id) {
      if (!(await updateDraft(trx, id, { ...fields, updated_at: now }))) return { ok: false, reason: "locked" };
      if (topics) await setIssueTopics(trx, id, topics);
      await recordAudit(trx, { adminEmail, action: "update", list: ISSUES_AUDIT_LIST, entryId: id });
      return { ok: true, id };
    }
    const issue = newDraftRow(newId(), fields, adminEmail, now);
    await insertIssue(trx, issue);
    if (topics) await setIssueTopics(trx, issue.id, topics);
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

/** An issue's topics' ids (none: it goes to every subscriber). */
export async function adminIssueTopics(id: string): Promise<string[]> {
  return issueTopicIds(await getDb(), id);
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

/** How many of each list the editor's "add recent" list offers. */
export const RECENT_LIMIT = 10;

/** One published item the editor can quote, with the HTML it inserts. */
export interface RecentItem {
  /** "duyuru:<id>" or "haber:<id>": the picker's checkbox value. */
  key: string;
  kind: "Duyuru" | "Haber";
  title: string;
  published_at: string;
  /** What "Seçilenleri ekle" inserts for it (sanitized rich text). */
  html: string;
}

/** At most this many characters of an item's first paragraph are quoted. */
const QUOTE_MAX = 320;
const QUOTE_SENTENCES = 3;

/** The first paragraph of a body (after a salutation) as plain text, cut to a few whole sentences. */
export function firstParagraph(body: string): string {
  const stored = sanitizeRichText(toStoredRichText(body));
  const paragraphs = stored.match(/<p>[\s\S]*?<\/p>/g) ?? [];
  const texts = paragraphs.map((p) => richTextToPlain(p)).filter(Boolean);
  // A salutation or a lead-in ("Değerli mükelleflerimiz,", "Aşağıdaki süreler:") says nothing on its own.
  const first = texts.find((text) => !/[,:;]$/.test(text)) ?? texts[0] ?? richTextToPlain(stored);
  let quoted = "";
  for (const sentence of first.split(/(?<=[.!?…])\s+/).slice(0, QUOTE_SENTENCES)) {
    const next = quoted ? `${quoted} ${sentence}` : sentence;
    if (next.length > QUOTE_MAX) break;
    quoted = next;
  }
  return quoted || excerpt(first, QUOTE_MAX);
}

/** The HTML an issue gets for a published item: its title, date, first paragraph and a link to it on the site. */
export function recentItemHtml(kind: RecentItem["kind"], post: Pick<PublicPost, "id" | "title" | "body" | "published_at">): string {
  const url = absoluteUrl(kind === "Duyuru" ? announcementPath(post.id, post.title) : newsPath(post.title));
  const quote = firstParagraph(post.body);
  return sanitizeRichText(
    [
      `<h2>${escapeHtml(post.title)}</h2>`,
      `<p><em>${kind} · ${formatTurkishDate(post.published_at)}</em></p>`,
      quote ? `<p>${escapeHtml(quote)}</p>` : "",
      `<p><a href="${escapeHtml(url)}">Devamını okuyun</a></p>`,
    ].join(""),
  );
}

/** The published announcements and news the editor offers, newest first, each with the HTML it inserts. */
export async function recentItemChoices(limit = RECENT_LIMIT): Promise<RecentItem[]> {
  const { announcements, news } = await recentItems(limit);
  const items: RecentItem[] = [
    ...announcements.map((post) => ({ kind: "Duyuru" as const, key: `duyuru:${post.id}`, post })),
    ...news.filter((post) => isLinkableTitle(post.title)).map((post) => ({ kind: "Haber" as const, key: `haber:${post.id}`, post })),
  ].map(({ kind, key, post }) => ({ key, kind, title: post.title, published_at: post.published_at, html: recentItemHtml(kind, post) }));
  return items.sort((a, b) => b.published_at.localeCompare(a.published_at) || a.key.localeCompare(b.key));
}

/**
 * The HTML for the chosen items, in the list's order. Only what the list
 * offers counts: a draft's or an unknown key inserts nothing.
 */
export async function recentItemsHtml(keys: readonly string[]): Promise<{ html: string; count: number }> {
  const chosen = new Set(keys);
  const items = (await recentItemChoices()).filter((item) => chosen.has(item.key));
  return { html: items.map((item) => item.html).join(""), count: items.length };
}

/**
 * "Seçilenleri ekle" without JavaScript: the form as typed, with the chosen
 * items' HTML after its body, saved as a draft (a new one is created). The
 * typed body is stored first (plain text becomes paragraphs), so the
 * appended HTML cannot change how it is read.
 */
export async function saveIssueWithRecentItems(
  id: string | undefined,
  input: IssueInput,
  keys: readonly string[],
  adminEmail: string,
): Promise<SaveIssueResult & { count?: number }> {
  const { html, count } = await recentItemsHtml(keys);
  const body = input.body.trim() ? toStoredRichText(input.body) : "";
  const result = await saveIssueDraft(id, { ...input, body: `${body}${html}` }, adminEmail);
  return result.ok ? { ...result, count } : result;
}

/** The recipient the admin's preview and test e-mail are made for: the admin, with the archive as the (real) unsubscribe link. */
function adminRecipient(email: string) {
  const archive = absoluteUrl(paths.newsletter.archive);
  return { email, unsubscribeUrl: archive, preferencesUrl: archive };
}

/** The issue's e-mail as `email` would get it: the HTML part and the plain-text part. */
export async function issuePreview(issue: NewsletterIssue, email: string): Promise<{ html: string; text: string }> {
  const recipient = adminRecipient(email);
  const { settings } = await currentFirm();
  return { html: issueHtml(issue, recipient, settings), text: issueText(issue, recipient, settings) };
}

/** The subject line's mark on a test e-mail. */
export const TEST_SUBJECT_PREFIX = "[Deneme] ";

/**
 * "Deneme gönder": the issue's e-mail, as saved, to the signed-in admin's
 * own address through the outbox (the firm's own mail, sent first), with its
 * audit row. False when there is no such issue.
 */
export async function sendTestIssue(issueId: string, session: ActiveSession): Promise<{ ok: true; email: string } | { ok: false }> {
  const email = session.admin.email;
  const { settings } = await currentFirm();
  const queued = await transaction(async (trx) => {
    const issue = await findIssue(trx, issueId);
    if (!issue) return false;
    const mail = issueMail(issue, adminRecipient(email), settings);
    await queueMail(trx, { ...mail, subject: `${TEST_SUBJECT_PREFIX}${mail.subject}` });
    await recordAudit(trx, { adminEmail: email, action: "send-test", list: ISSUES_AUDIT_LIST, entryId: issueId });
    return true;
  });
  if (!queued) return { ok: false };
  notifyQueued();
  return { ok: true, email };
}
