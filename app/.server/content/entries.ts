/**
 * The office's entries in the content lists: what the admin screens read, and
 * saving and deleting an entry. Each write runs in one transaction and ends
 * with the unit of work (publishing/): its revision (the entry's history),
 * its audit row, its search document, and the content version raised when a
 * public page may change, so every instance's page cache serves the change
 * on its next request. The other writes keep the same
 * rules: restoring a version or from the bin (history.ts), scheduled
 * publishing (scheduled.ts) and the import (transfer.ts).
 */

import { circularNewsletterDraft } from "#app/.server/content/circular-newsletter.ts";
import { circularProblem } from "#app/.server/content/circular-rules.ts";
import { newsAddressChanged } from "#app/.server/content/news-moves.ts";
import { checksOf, unpublishTime, unpublishTimeProblem } from "#app/.server/content/publish-rules.ts";
import { type Executor, getDb, transaction } from "#app/.server/db/index.ts";
import type { PostStatus } from "#app/.server/db/schema.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import { publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import {
  deleteEntry,
  type Entry,
  type EntryFields,
  findEntry,
  insertEntry,
  listEntries,
  listTitles,
  updateEntry,
} from "#app/.server/repositories/entries.ts";
import { clearEntryReady, findEntryAuthor, insertEntryAuthor } from "#app/.server/repositories/entry-authors.ts";
import { addRevision, latestRevision } from "#app/.server/repositories/revisions.ts";
import { toStoredRichText } from "#app/.server/text/rich-text.ts";
import { isLinkableTitle } from "#app/content/navigation.ts";
import { mayUseList } from "#app/lib/admin-access.ts";
import type { CircularFields } from "#app/lib/circulars.ts";
import { CONTENT_LISTS, type ListName, listExtra } from "#app/lib/content-lists.ts";
import type { PrepublishWarning } from "#app/lib/prepublish.ts";
import type { Role } from "#app/lib/roles.ts";
import { titleKey } from "#app/lib/text.ts";

export async function adminEntries(list: ListName): Promise<Entry[]> {
  return listEntries(await getDb(), list);
}

export async function adminEntry(list: ListName, id: string): Promise<Entry | undefined> {
  return findEntry(await getDb(), list, id);
}

/** What the admin form (or the import) gives for an entry. */
export interface EntryInput {
  title: string;
  /** Rich text as typed or pasted (sanitized here), or a tool's URL. */
  text: string;
  /** Workflow lists only; others are always published. Default: published. */
  status?: PostStatus;
  /** A scheduled entry's time (ISO, UTC). */
  publishAt?: string;
  /** When it leaves the public site (ISO, UTC; ADR 067); null: never; undefined: as it was. */
  unpublishAt?: string | null;
  metaDescription?: string;
  coverMediaId?: string;
  coverAlt?: string;
  /** Sirküler only (required there): number, categories, reference, attachments. */
  circular?: CircularFields;
  /** Sirküler only: make a draft e-bülten issue from it when saved as published or scheduled (never a send). */
  newsletterDraft?: boolean;
}

/** Who writes: the signed-in admin (their session's id, e-mail and role). */
export interface Actor {
  id: string;
  email: string;
  role: Role;
}

/** A write the actor's role does not allow (answered 403; nothing is changed). */
export type Refused = { ok: false; reason: "forbidden"; message: string };

export const AUTHOR_REFUSALS = {
  list: "Yazarlar yalnızca duyuru, haber ve sirküler taslakları yazabilir.",
  status: "Yazarlar yalnızca taslak kaydedebilir; yayımlamayı ya da zamanlamayı bir editör yapar.",
  notOwn: "Yalnızca kendi yazdığınız taslakları düzenleyebilir ya da silebilirsiniz.",
  notDraft: "Bu kayıt artık taslak değil; yalnızca bir editör değiştirebilir.",
} as const;

/**
 * The actor of a write: a route passes the session's admin; a script or a
 * test that writes as the office (the import, the command line) passes an
 * e-mail and writes with an editor's rights.
 */
export type ActorOrEmail = Actor | string;
export const actorOf = (by: ActorOrEmail): Actor => (typeof by === "string" ? { id: "", email: by, role: "editor" } : by);

const refused = (message: string): Refused => ({ ok: false, reason: "forbidden", message });

/**
 * Why a Yazar may not write this entry (undefined: they may, or the actor is
 * an editor or above): only the lists with drafts, only entries they wrote,
 * and only while those are drafts. Read in the write's transaction.
 */
export async function authorProblem(trx: Executor, list: ListName, actor: Actor, entry: Entry | undefined): Promise<Refused | undefined> {
  if (actor.role !== "author") return undefined;
  if (!mayUseList(actor.role, list)) return refused(AUTHOR_REFUSALS.list);
  if (!entry) return undefined;
  const author = await findEntryAuthor(trx, list, entry.id);
  if (author?.author_id !== actor.id) return refused(AUTHOR_REFUSALS.notOwn);
  if (entry.status !== "draft") return refused(AUTHOR_REFUSALS.notDraft);
  return undefined;
}

export type SaveResult =
  /** `warnings`: the pre-publish checks' (ADR 067), kept with the version; a save never waits for them. */
  | { ok: true; id: string; warnings: PrepublishWarning[] }
  /** Sirküler saved with "Abonelere e-bülten olarak gönder": the draft e-bülten issue made from it. */
  | { ok: true; id: string; newsletterIssueId: string; warnings: PrepublishWarning[] }
  | { ok: false; reason: "gone" }
  | Refused
  | { ok: false; reason: "title"; message: string }
  | { ok: false; reason: "schedule"; message: string }
  /** The time to leave the site is past, or not after the publication. */
  | { ok: false; reason: "unpublish"; message: string }
  /** A circular's own field (its form name in lib/circulars.ts CIRCULAR_FORM_FIELDS) cannot be saved as it is. */
  | { ok: false; reason: "circular"; field: string; message: string };

/**
 * Why a title cannot be used in a list whose titles are its URLs (news), or
 * undefined. `others` are the list's other entries.
 */
export function titleProblem(list: ListName, title: string, others: { title: string }[]): string | undefined {
  if (!CONTENT_LISTS[list].titleIsPath) return undefined;
  if (!isLinkableTitle(title)) return "Bu başlık bir bağlantı adresi olamaz; lütfen harf veya rakam içeren bir başlık yazın.";
  const key = titleKey(title);
  if (others.some((other) => titleKey(other.title) === key)) {
    return "Bu başlıkta bir kayıt zaten var. Başlık, haberin bağlantı adresidir; lütfen farklı bir başlık yazın.";
  }
  return undefined;
}

/** Whether visitors can see an entry in this state. */
export const isPublic = (fields: Pick<EntryFields, "status">) => fields.status === "published";

/** Whether a draft is one taken off the site at its time (ADR 067): the admin marks it "Yayından kalktı". */
export const wasUnpublished = (fields: Pick<EntryFields, "status" | "unpublish_at">, now: string) =>
  fields.status === "draft" && fields.unpublish_at !== null && fields.unpublish_at <= now;

/**
 * The stored form of the text: rich text is sanitized (plain text, from the
 * original's export or the no-JavaScript textarea, becomes paragraphs); a URL
 * is kept as it is.
 */
export function storedText(list: ListName, text: string): string {
  return CONTENT_LISTS[list].fields[1].kind === "rich" ? toStoredRichText(text) : text;
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The fields to store for `input`. A published entry keeps its first
 * publication time; publishing a draft stamps now; a schedule must lie ahead.
 */
function fieldsFor(
  list: ListName,
  input: EntryInput,
  previous: Entry | undefined,
  now: string,
): EntryFields | { problem: string; reason: "schedule" | "unpublish" } {
  const text = storedText(list, input.text);
  if (!CONTENT_LISTS[list].workflow) {
    return {
      title: input.title,
      text,
      status: "published",
      published_at: null,
      meta_description: null,
      cover_media_id: null,
      cover_alt: null,
      unpublish_at: null,
    };
  }
  // A form without a status (an older client) changes the content, not whether it is public.
  const status = input.status ?? previous?.status ?? "published";
  const publishAt = input.publishAt ?? (status === previous?.status ? (previous?.published_at ?? undefined) : undefined);
  let publishedAt: string | null = null;
  if (status === "published") publishedAt = previous?.status === "published" && previous.published_at ? previous.published_at : now;
  if (status === "scheduled") {
    if (!publishAt || Number.isNaN(Date.parse(publishAt)))
      return { reason: "schedule", problem: "Zamanlamak için yayın tarihini ve saatini girin." };
    if (Date.parse(publishAt) <= Date.parse(now)) {
      return { reason: "schedule", problem: "Yayın zamanı ileride olmalı; hemen yayımlamak için “Yayında” seçin." };
    }
    publishedAt = new Date(Date.parse(publishAt)).toISOString();
  }
  const unpublishAt = unpublishTime(input, previous);
  const unpublishProblem = status === "draft" ? undefined : unpublishTimeProblem(unpublishAt, publishedAt, now);
  if (unpublishProblem) return { reason: "unpublish", problem: unpublishProblem };
  const cover = blankToNull(input.coverMediaId);
  return {
    title: input.title,
    text,
    status,
    published_at: publishedAt,
    meta_description: blankToNull(input.metaDescription),
    cover_media_id: cover,
    cover_alt: cover ? (input.coverAlt?.trim() ?? "") : null,
    unpublish_at: unpublishAt,
    ...(input.circular ? { circular: input.circular } : {}),
  };
}

/**
 * Creates (no `id`) or changes an entry, keeping the saved state as a new
 * version. A Yazar (issue 25) saves drafts only, of their own entries, and
 * their new entry is recorded as theirs; an editor's publishing or
 * scheduling ends a "Yayına hazır" wait.
 */
export async function saveEntry(list: ListName, id: string | undefined, given: EntryInput, by: ActorOrEmail): Promise<SaveResult> {
  const actor = actorOf(by);
  const adminEmail = actor.email;
  return transaction(async (trx): Promise<SaveResult> => {
    const now = nowIso();
    const previous = id ? await findEntry(trx, list, id) : undefined;
    if (id && !previous) return { ok: false, reason: "gone" };
    const problem = await authorProblem(trx, list, actor, previous);
    if (problem) return problem;
    let input = given;
    if (actor.role === "author") {
      if (input.status !== undefined && input.status !== "draft") return refused(AUTHOR_REFUSALS.status);
      // Only a draft, and no e-bülten draft from it (that is an editor's decision on publishing).
      input = { ...input, status: "draft", publishAt: undefined, newsletterDraft: false };
    }
    if (CONTENT_LISTS[list].titleIsPath) {
      const others = (await listTitles(trx, list)).filter((entry) => entry.id !== id);
      const problem = titleProblem(list, input.title, others);
      if (problem) return { ok: false, reason: "title", message: problem };
    }
    const fields = fieldsFor(list, input, previous, now);
    if ("problem" in fields) return { ok: false, reason: fields.reason, message: fields.problem };
    if (listExtra(list) === "circular") {
      const problem = await circularProblem(trx, id, fields.circular);
      if (problem) return { ok: false, reason: "circular", ...problem };
    }

    const entryId = previous?.id ?? newId();
    if (previous) await keepFirstVersion(trx, list, previous);
    if (previous) {
      await updateEntry(trx, list, entryId, fields, now);
    } else {
      await insertEntry(trx, list, { id: entryId, ...fields, created_at: now, updated_at: now });
      if (actor.role === "author") await insertEntryAuthor(trx, { list, entryId, authorId: actor.id, now });
    }
    if (fields.status !== "draft") await clearEntryReady(trx, list, entryId, now);
    const action = previous ? "update" : "create";
    // A news item's address is its title: a public one's old address leads to the new one.
    await newsAddressChanged(trx, list, previous, fields, adminEmail);
    const checks = await checksOf(trx, list, fields);
    await publicWrite(trx, {
      revision: { of: "entry", list, entryId, action, fields, adminEmail, createdAt: now, checks },
      audit: { adminEmail, action, list, entryId },
      search: { list, id: entryId },
      visible: isPublic(fields) || (previous !== undefined && isPublic(previous)),
    });
    const issueId = await circularNewsletterDraft(trx, entryId, fields, input.newsletterDraft === true, adminEmail, now);
    if (issueId) return { ok: true, id: entryId, newsletterIssueId: issueId, warnings: checks };
    return { ok: true, id: entryId, warnings: checks };
  });
}

/**
 * An entry that has no history yet (sample content, or written before
 * histories existed) gets its current state as version 1 before it changes,
 * so the first edit can be undone too.
 */
async function keepFirstVersion(trx: Executor, list: ListName, entry: Entry): Promise<void> {
  if (await latestRevision(trx, list, entry.id)) return;
  await addRevision(trx, { list, entryId: entry.id, action: "create", fields: entry, adminEmail: "", createdAt: entry.created_at });
}

export type RemoveResult = { ok: true } | { ok: false; reason: "gone" } | Refused;

/** Moves an entry to the bin (its history keeps it for BIN_DAYS days); a Yazar only their own drafts. */
export async function removeEntry(list: ListName, id: string, by: ActorOrEmail): Promise<RemoveResult> {
  const actor = actorOf(by);
  const adminEmail = actor.email;
  return transaction(async (trx): Promise<RemoveResult> => {
    const entry = await findEntry(trx, list, id);
    if (!entry) return { ok: false, reason: "gone" };
    const problem = await authorProblem(trx, list, actor, entry);
    if (problem) return problem;
    await keepFirstVersion(trx, list, entry);
    if (!(await deleteEntry(trx, list, id))) return { ok: false, reason: "gone" };
    await publicWrite(trx, {
      revision: { of: "entry", list, entryId: id, action: "delete", fields: entry, adminEmail, createdAt: nowIso() },
      audit: { adminEmail, action: "delete", list, entryId: id },
      search: { list, id },
      visible: isPublic(entry),
    });
    return { ok: true };
  });
}
