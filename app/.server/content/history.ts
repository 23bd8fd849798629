/**
 * An entry's history and the bin: every saved state of an entry is a version
 * (a revision row), so an old version can be made the current one again, and
 * a deleted entry stays restorable for BIN_DAYS days (maintenance purges its
 * history after that). A restore is a new version, finished by the unit of
 * work (publishing/) as every entry write is (entries.ts).
 */

import { circularProblem } from "#app/.server/content/circular-rules.ts";
import { isPublic, titleProblem } from "#app/.server/content/entries.ts";
import { newsAddressChanged } from "#app/.server/content/news-moves.ts";
import { type Executor, getDb, transaction } from "#app/.server/db/index.ts";
import { nowIso } from "#app/.server/ids.ts";
import { publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import { type Entry, type EntryFields, findEntry, insertEntry, listTitles, updateEntry } from "#app/.server/repositories/entries.ts";
import { deletedSince, findRevision, latestRevision, listRevisions, type RevisionRecord } from "#app/.server/repositories/revisions.ts";
import { LIST_NAMES, type ListName, listExtra } from "#app/lib/content-lists.ts";
import { BIN_DAYS } from "#app/lib/revisions.ts";

const DAY = 24 * 60 * 60 * 1000;

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

export type RestoreResult =
  | { ok: true }
  | { ok: false; reason: "gone" }
  | { ok: false; reason: "title"; message: string }
  /** A circular's number is another's now, or a category or attachment of it is gone. */
  | { ok: false; reason: "circular"; message: string };

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
    const clash = await restoreProblem(trx, list, id, revision.fields);
    if (clash) return { ok: false, reason: "circular", message: clash };
    const now = nowIso();
    const fields: EntryFields = {
      ...revision.fields,
      status: current.status,
      published_at: current.published_at,
      // Whether and when it leaves the site stays as it is now too (ADR 067).
      unpublish_at: current.unpublish_at,
    };
    await updateEntry(trx, list, id, fields, now);
    await newsAddressChanged(trx, list, current, fields, adminEmail);
    await publicWrite(trx, {
      revision: { of: "entry", list, entryId: id, action: "restore", fields, adminEmail, createdAt: now },
      audit: { adminEmail, action: "restore", list, entryId: id },
      search: { list, id },
      visible: isPublic(fields),
    });
    return { ok: true };
  });
}

/** Why a version of a circular cannot come back (its number taken by another, a category or attachment gone), or undefined. */
async function restoreProblem(trx: Executor, list: ListName, id: string, fields: EntryFields): Promise<string | undefined> {
  if (listExtra(list) !== "circular") return undefined;
  const problem = await circularProblem(trx, id, fields.circular);
  return problem ? `Bu sürüm geri yüklenemedi: ${problem.message}` : undefined;
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

/**
 * The pre-publish checks' warnings of an entry's last save by a person (ADR 067; the
 * scheduler's versions carry none), for the editor. Empty when there are none.
 */
export async function lastSaveChecks(list: ListName, id: string): Promise<RevisionRecord["checks"]> {
  const revisions = await listRevisions(await getDb(), list, id);
  const saved = revisions.find((revision) => revision.action !== "publish" && revision.action !== "unpublish");
  return saved?.checks ?? [];
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
    const clash = await restoreProblem(trx, list, id, last.fields);
    if (clash) return { ok: false, reason: "circular", message: clash };
    const first = (await listRevisions(trx, list, id)).at(-1);
    const now = nowIso();
    const fields = last.fields;
    await insertEntry(trx, list, { id, ...fields, created_at: first?.createdAt ?? now, updated_at: now });
    await newsAddressChanged(trx, list, undefined, fields, adminEmail);
    await publicWrite(trx, {
      revision: { of: "entry", list, entryId: id, action: "restore", fields, adminEmail, createdAt: now },
      audit: { adminEmail, action: "restore", list, entryId: id },
      search: { list, id },
      visible: isPublic(fields),
    });
    return { ok: true };
  });
}
