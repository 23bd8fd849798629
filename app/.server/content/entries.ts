/**
 * The office's writes to the content lists (admin screens, import and the
 * publishing scheduler): each runs in one transaction with its audit row and
 * its revision (the entry's history), and raises the content version when a
 * public page may change, so every instance's page cache serves the change on
 * its next request.
 */

import { toStoredRichText } from "#app/.server/content/rich-text.ts";
import { type Executor, getDb, transaction } from "#app/.server/db/index.ts";
import type { PostStatus } from "#app/.server/db/schema.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import {
  deleteEntry,
  dueEntries,
  type Entry,
  type EntryFields,
  findEntry,
  insertEntry,
  listEntries,
  listTitles,
  markPublished,
  updateEntry,
  upsertEntry,
} from "#app/.server/repositories/entries.ts";
import {
  addRevision,
  deletedSince,
  findRevision,
  latestRevision,
  listRevisions,
  type RevisionRecord,
} from "#app/.server/repositories/revisions.ts";
import { isLinkableTitle } from "#app/content/navigation.ts";
import { CONTENT_LISTS, LIST_NAMES, type ListName } from "#app/lib/content-lists.ts";
import { titleKey } from "#app/lib/text.ts";

export type { Entry, EntryFields, RevisionRecord };

/** How long a deleted entry stays in the bin. */
export const BIN_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;
/** The name the scheduler's revisions and audit rows carry instead of an admin's e-mail. */
export const SCHEDULER = "zamanlanmış yayın";

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
  metaDescription?: string;
  coverMediaId?: string;
  coverAlt?: string;
}

export type SaveResult =
  | { ok: true; id: string }
  | { ok: false; reason: "gone" }
  | { ok: false; reason: "title"; message: string }
  | { ok: false; reason: "schedule"; message: string };

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

/**
 * The stored form of the text: rich text is sanitized (plain text, from the
 * original's export or the no-JavaScript textarea, becomes paragraphs); a URL
 * is kept as it is.
 */
function storedText(list: ListName, text: string): string {
  return CONTENT_LISTS[list].fields[1].kind === "rich" ? toStoredRichText(text) : text;
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The fields to store for `input`. A published entry keeps its first
 * publication time; publishing a draft stamps now; a schedule must lie ahead.
 */
function fieldsFor(list: ListName, input: EntryInput, previous: Entry | undefined, now: string): EntryFields | { problem: string } {
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
    };
  }
  // A form without a status (an older client) changes the content, not whether it is public.
  const status = input.status ?? previous?.status ?? "published";
  const publishAt = input.publishAt ?? (status === previous?.status ? (previous?.published_at ?? undefined) : undefined);
  let publishedAt: string | null = null;
  if (status === "published") publishedAt = previous?.status === "published" && previous.published_at ? previous.published_at : now;
  if (status === "scheduled") {
    if (!publishAt || Number.isNaN(Date.parse(publishAt))) return { problem: "Zamanlamak için yayın tarihini ve saatini girin." };
    if (Date.parse(publishAt) <= Date.parse(now)) {
      return { problem: "Yayın zamanı ileride olmalı; hemen yayımlamak için “Yayında” seçin." };
    }
    publishedAt = new Date(Date.parse(publishAt)).toISOString();
  }
  const cover = blankToNull(input.coverMediaId);
  return {
    title: input.title,
    text,
    status,
    published_at: publishedAt,
    meta_description: blankToNull(input.metaDescription),
    cover_media_id: cover,
    cover_alt: cover ? (input.coverAlt?.trim() ?? "") : null,
  };
}

/** Creates (no `id`) or changes an entry, keeping the saved state as a new version. */
export async function saveEntry(list: ListName, id: string | undefined, input: EntryInput, adminEmail: string): Promise<SaveResult> {
  return transaction(async (trx): Promise<SaveResult> => {
    const now = nowIso();
    const previous = id ? await findEntry(trx, list, id) : undefined;
    if (id && !previous) return { ok: false, reason: "gone" };
    if (CONTENT_LISTS[list].titleIsPath) {
      const others = (await listTitles(trx, list)).filter((entry) => entry.id !== id);
      const problem = titleProblem(list, input.title, others);
      if (problem) return { ok: false, reason: "title", message: problem };
    }
    const fields = fieldsFor(list, input, previous, now);
    if ("problem" in fields) return { ok: false, reason: "schedule", message: fields.problem };

    const entryId = previous?.id ?? newId();
    if (previous) await keepFirstVersion(trx, list, previous);
    if (previous) {
      await updateEntry(trx, list, entryId, fields, now);
    } else {
      await insertEntry(trx, list, { id: entryId, ...fields, created_at: now, updated_at: now });
    }
    const action = previous ? "update" : "create";
    await addRevision(trx, { list, entryId, action, fields, adminEmail, createdAt: now });
    await recordAudit(trx, { adminEmail, action, list, entryId });
    if (isPublic(fields) || (previous && isPublic(previous))) await bumpContentVersion(trx);
    return { ok: true, id: entryId };
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

/** Moves an entry to the bin (its history keeps it for BIN_DAYS days). */
export async function removeEntry(list: ListName, id: string, adminEmail: string): Promise<boolean> {
  return transaction(async (trx) => {
    const entry = await findEntry(trx, list, id);
    if (!entry) return false;
    await keepFirstVersion(trx, list, entry);
    if (!(await deleteEntry(trx, list, id))) return false;
    await addRevision(trx, { list, entryId: id, action: "delete", fields: entry, adminEmail, createdAt: nowIso() });
    await recordAudit(trx, { adminEmail, action: "delete", list, entryId: id });
    if (isPublic(entry)) await bumpContentVersion(trx);
    return true;
  });
}

export interface EntryHistory {
  /** The entry as it is now; undefined when it is in the bin. */
  entry: Entry | undefined;
  revisions: RevisionRecord[];
}

/** An entry's versions, newest first; undefined when it never existed (or left the bin). */
export async function entryHistory(list: ListName, id: string): Promise<EntryHistory | undefined> {
  const db = await getDb();
  const revisions = await listRevisions(db, list, id);
  const entry = await findEntry(db, list, id);
  if (!entry && revisions.length === 0) return undefined;
  return { entry, revisions };
}

export type RestoreResult = { ok: true } | { ok: false; reason: "gone" } | { ok: false; reason: "title"; message: string };

/**
 * Makes an old version the current one, as a new version. The content comes
 * back (title, text, description, cover); whether and since when the entry is
 * published stays as it is now.
 */
export async function restoreVersion(list: ListName, id: string, version: number, adminEmail: string): Promise<RestoreResult> {
  return transaction(async (trx): Promise<RestoreResult> => {
    const revision = await findRevision(trx, list, id, version);
    const current = await findEntry(trx, list, id);
    if (!revision || !current) return { ok: false, reason: "gone" };
    const problem = titleProblemAmongOthers(list, revision.fields.title, id, await listTitles(trx, list));
    if (problem) return { ok: false, reason: "title", message: problem };
    const now = nowIso();
    const fields: EntryFields = {
      ...revision.fields,
      status: current.status,
      published_at: current.published_at,
    };
    await updateEntry(trx, list, id, fields, now);
    await addRevision(trx, { list, entryId: id, action: "restore", fields, adminEmail, createdAt: now });
    await recordAudit(trx, { adminEmail, action: "restore", list, entryId: id });
    if (isPublic(fields)) await bumpContentVersion(trx);
    return { ok: true };
  });
}

function titleProblemAmongOthers(list: ListName, title: string, id: string, all: { id: string; title: string }[]) {
  return titleProblem(
    list,
    title,
    all.filter((entry) => entry.id !== id),
  );
}

export interface BinItem {
  list: ListName;
  id: string;
  title: string;
  deletedAt: string;
  deletedBy: string;
  /** When it leaves the bin for good. */
  purgeAt: string;
}

/** The bin: entries deleted in the last BIN_DAYS days, newest first. */
export async function binEntries(now = new Date()): Promise<BinItem[]> {
  const deleted = await deletedSince(await getDb(), new Date(now.getTime() - BIN_DAYS * DAY).toISOString());
  return deleted
    .filter((revision) => LIST_NAMES.includes(revision.list))
    .map((revision) => ({
      list: revision.list,
      id: revision.entryId,
      title: revision.fields.title,
      deletedAt: revision.createdAt,
      deletedBy: revision.adminEmail,
      purgeAt: new Date(Date.parse(revision.createdAt) + BIN_DAYS * DAY).toISOString(),
    }));
}

/** Brings a deleted entry back as it was when deleted (a new version). */
export async function restoreFromBin(list: ListName, id: string, adminEmail: string): Promise<RestoreResult> {
  return transaction(async (trx): Promise<RestoreResult> => {
    const last = await latestRevision(trx, list, id);
    if (last?.action !== "delete" || (await findEntry(trx, list, id))) return { ok: false, reason: "gone" };
    const problem = titleProblemAmongOthers(list, last.fields.title, id, await listTitles(trx, list));
    if (problem) return { ok: false, reason: "title", message: problem };
    const first = (await listRevisions(trx, list, id)).at(-1);
    const now = nowIso();
    const fields = last.fields;
    await insertEntry(trx, list, { id, ...fields, created_at: first?.createdAt ?? now, updated_at: now });
    await addRevision(trx, { list, entryId: id, action: "restore", fields, adminEmail, createdAt: now });
    await recordAudit(trx, { adminEmail, action: "restore", list, entryId: id });
    if (isPublic(fields)) await bumpContentVersion(trx);
    return { ok: true };
  });
}

/**
 * Publishes the scheduled entries whose time has come (every instance runs
 * this each SCHEDULER_INTERVAL_MS; the update is conditional, so one of them
 * publishes each entry). Returns how many it published.
 */
export async function publishDueEntries(now = new Date()): Promise<number> {
  const at = now.toISOString();
  // A read first: the common case (nothing due) takes no write lock.
  const db = await getDb();
  let due = 0;
  for (const list of LIST_NAMES) due += (await dueEntries(db, list, at)).length;
  if (due === 0) return 0;
  return transaction(async (trx) => {
    let published = 0;
    for (const list of LIST_NAMES) {
      for (const entry of await dueEntries(trx, list, at)) {
        if (!(await markPublished(trx, list, entry.id, at))) continue;
        const fields: EntryFields = { ...entry, status: "published" };
        await addRevision(trx, { list, entryId: entry.id, action: "publish", fields, adminEmail: SCHEDULER, createdAt: at });
        await recordAudit(trx, { adminEmail: SCHEDULER, action: "publish", list, entryId: entry.id });
        published += 1;
      }
    }
    if (published > 0) await bumpContentVersion(trx);
    return published;
  });
}

export class ImportError extends Error {}

/** An entry of the original product's JSON export (with this site's publication state). */
export interface ImportedEntry {
  id: string;
  title: string;
  text: string;
  created_at: string;
  /** Default: published (the original had no other state). */
  status?: PostStatus;
  /** A scheduled entry's publication time (ISO, UTC). */
  publish_at?: string;
}

/** When an imported entry is (or will be) public: a published one keeps the time it already had. */
function importedPublication(imported: ImportedEntry, previous: Entry | undefined): Pick<EntryFields, "status" | "published_at"> {
  const status = imported.status ?? "published";
  if (status === "draft") return { status, published_at: null };
  if (status === "scheduled") return { status, published_at: imported.publish_at ?? null };
  const kept = previous?.status === "published" && previous.published_at ? previous.published_at : imported.created_at;
  return { status, published_at: kept };
}

/**
 * Upserts entries by id in one transaction (content import), after checking
 * titles against what the database will hold. Plain text becomes paragraphs,
 * HTML is sanitized; imported entries are published at their date unless
 * they are drafts or scheduled (a scheduled one whose time has passed is
 * published by the scheduler's next round).
 * Returns how many per list.
 */
export async function importEntries(entries: Record<ListName, ImportedEntry[]>, adminEmail: string): Promise<Record<ListName, number>> {
  return transaction(async (trx) => {
    const counts = Object.fromEntries(LIST_NAMES.map((list) => [list, 0])) as Record<ListName, number>;
    const now = nowIso();
    for (const list of LIST_NAMES) {
      if (CONTENT_LISTS[list].titleIsPath) {
        const incoming = new Set(entries[list].map((entry) => entry.id));
        const kept = (await listTitles(trx, list)).filter((entry) => !incoming.has(entry.id));
        const seen: { title: string }[] = [...kept];
        for (const entry of entries[list]) {
          const problem = titleProblem(list, entry.title, seen);
          if (problem) throw new ImportError(`${list}/${entry.id}: title "${entry.title}": ${problem}`);
          seen.push(entry);
        }
      }
      for (const imported of entries[list]) {
        const previous = await findEntry(trx, list, imported.id);
        const entry: Entry = {
          id: imported.id,
          title: imported.title,
          text: storedText(list, imported.text),
          ...importedPublication(imported, previous),
          meta_description: previous?.meta_description ?? null,
          cover_media_id: previous?.cover_media_id ?? null,
          cover_alt: previous?.cover_alt ?? null,
          created_at: imported.created_at,
          updated_at: now,
        };
        await upsertEntry(trx, list, entry);
        await addRevision(trx, {
          list,
          entryId: entry.id,
          action: previous ? "update" : "create",
          fields: entry,
          adminEmail,
          createdAt: now,
        });
        counts[list] += 1;
      }
    }
    await recordAudit(trx, { adminEmail, action: "import", list: LIST_NAMES.join(","), entryId: null });
    await bumpContentVersion(trx);
    return counts;
  });
}
