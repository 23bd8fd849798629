/**
 * The review of a Yazar's draft (issue 25). "Yayına hazır" puts the draft in
 * the editors' list on Genel bakış and e-mails every editor, manager and
 * owner who can sign in (through the outbox, in the same transaction); an
 * editor publishes it (a normal save, which ends the wait: entries.ts) or
 * sends it back with a note, which the Yazar sees and is e-mailed. Each step
 * writes its audit row. The rules are checked here, in the transaction.
 */
import { config } from "#app/.server/config.ts";
import { type Actor, AUTHOR_REFUSALS, type Refused } from "#app/.server/content/entries.ts";
import { type ReviewEntry, readyMail, sentBackMail } from "#app/.server/content/review-mail.ts";
import { type Executor, getDb, transaction } from "#app/.server/db/index.ts";
import type { EntryAuthor } from "#app/.server/db/schema.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { nowIso } from "#app/.server/ids.ts";
import { notifyQueued, queueMail } from "#app/.server/mail/outbox.ts";
import { emailsWithRoles, findAdmin } from "#app/.server/repositories/admins.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { type Entry, type EntrySummary, entrySummaries, findEntry } from "#app/.server/repositories/entries.ts";
import {
  entryAuthorsOf,
  entryAuthorsOfAuthor,
  findEntryAuthor,
  markEntryReady,
  readyEntryAuthors,
  sendEntryBack,
} from "#app/.server/repositories/entry-authors.ts";
import { entryEditPath } from "#app/lib/admin-paths.ts";
import { CONTENT_LISTS, type ListName, listByName } from "#app/lib/content-lists.ts";
import { REVIEW_NOTE_MAX, type ReviewState } from "#app/lib/review.ts";
import { roleAtLeast } from "#app/lib/roles.ts";

export type ReviewResult = { ok: true } | { ok: false; reason: "gone" } | { ok: false; reason: "note"; message: string } | Refused;

const refused = (message: string): Refused => ({ ok: false, reason: "forbidden", message });

/** The entry's edit screen, as an e-mail links to it. */
const editUrl = (list: ListName, id: string) => `${config().siteUrl}${entryEditPath(list, id)}`;

const reviewEntry = (list: ListName, entry: Entry): ReviewEntry => ({
  singular: CONTENT_LISTS[list].singular,
  title: entry.title,
  url: editUrl(list, entry.id),
});

/** A Yazar's "Yayına hazır" on their own draft. */
export async function markReady(list: ListName, id: string, actor: Actor): Promise<ReviewResult> {
  const firmName = (await currentFirm()).settings.name;
  const result = await transaction(async (trx): Promise<ReviewResult> => {
    const entry = await findEntry(trx, list, id);
    if (!entry) return { ok: false, reason: "gone" };
    const author = await findEntryAuthor(trx, list, id);
    if (!author || author.author_id !== actor.id) return refused(AUTHOR_REFUSALS.notOwn);
    if (entry.status !== "draft") return refused(AUTHOR_REFUSALS.notDraft);
    const now = nowIso();
    await markEntryReady(trx, list, id, now);
    await recordAudit(trx, { adminEmail: actor.email, action: "review-ready", list, entryId: id });
    const by = (await findAdmin(trx, actor.id))?.name || actor.email;
    for (const to of await emailsWithRoles(trx, ["editor", "manager", "owner"])) {
      await queueMail(trx, readyMail(firmName, to, reviewEntry(list, entry), by));
    }
    return { ok: true };
  });
  // The mail worker sends at once rather than at its next poll.
  if (result.ok) notifyQueued();
  return result;
}

/** An editor's "Geri gönder" with a note (required, at most REVIEW_NOTE_MAX characters). */
export async function sendBack(list: ListName, id: string, note: string, actor: Actor): Promise<ReviewResult> {
  if (!roleAtLeast(actor.role, "editor")) return refused("Taslağı geri göndermek için Editör yetkisi gerekir.");
  const text = note.trim();
  if (!text) return { ok: false, reason: "note", message: "Yazara neyin düzeltilmesi gerektiğini bir notla yazın." };
  if (text.length > REVIEW_NOTE_MAX) return { ok: false, reason: "note", message: `Not en fazla ${REVIEW_NOTE_MAX} karakter olabilir.` };
  const firmName = (await currentFirm()).settings.name;
  const result = await transaction(async (trx): Promise<ReviewResult> => {
    const entry = await findEntry(trx, list, id);
    const author = entry && (await findEntryAuthor(trx, list, id));
    if (!entry || !author) return { ok: false, reason: "gone" };
    if (entry.status !== "draft")
      return { ok: false, reason: "note", message: "Yalnızca taslaklar geri gönderilebilir; bu kayıt yayında ya da zamanlanmış." };
    await sendEntryBack(trx, list, id, text, actor.email, nowIso());
    await recordAudit(trx, { adminEmail: actor.email, action: "review-send-back", list, entryId: id, details: { note: text } });
    const writer = await findAdmin(trx, author.author_id);
    if (writer?.password_hash) await queueMail(trx, sentBackMail(firmName, writer.email, reviewEntry(list, entry), actor.email, text));
    return { ok: true };
  });
  if (result.ok) notifyQueued();
  return result;
}

const stateOf = (row: EntryAuthor): ReviewState => ({
  ready: row.ready_at !== null,
  readyAt: row.ready_at,
  note: row.note,
  noteBy: row.note_by,
});

/** The review state of some entries of a list (the admin table's page), by entry id; entries without an author have none. */
export async function reviewStates(
  list: ListName,
  entryIds: readonly string[],
): Promise<Record<string, ReviewState & { authorId: string }>> {
  const rows = await entryAuthorsOf(await getDb(), list, entryIds);
  return Object.fromEntries(rows.map((row) => [row.entry_id, { ...stateOf(row), authorId: row.author_id }]));
}

export async function reviewState(list: ListName, id: string): Promise<(ReviewState & { authorId: string }) | undefined> {
  return (await reviewStates(list, [id]))[id];
}

/** An entry in a review list (Genel bakış). */
export interface ReviewItem extends ReviewState {
  list: ListName;
  id: string;
  title: string;
  status: Entry["status"];
  author: string;
}

/**
 * The review list's items, in the rows' order: each list's entries read in
 * one query (at most one per list, however long the list of rows).
 */
export async function reviewItems(
  db: Executor,
  rows: (EntryAuthor & { author_email?: string; author_name?: string })[],
): Promise<ReviewItem[]> {
  const byList = Map.groupBy(rows, (row) => row.list);
  const found = new Map<string, EntrySummary & { list: ListName }>();
  await Promise.all(
    [...byList].map(async ([name, group]) => {
      const list = listByName(name);
      if (!list) return;
      const entries = await entrySummaries(
        db,
        list,
        group.map((row) => row.entry_id),
      );
      for (const entry of entries) found.set(`${list}/${entry.id}`, { ...entry, list });
    }),
  );
  return rows.flatMap((row) => {
    const entry = found.get(`${row.list}/${row.entry_id}`);
    // An entry in the bin (or of a list no longer known) is not waiting.
    if (!entry) return [];
    const item: ReviewItem = {
      list: entry.list,
      id: entry.id,
      title: entry.title,
      status: entry.status,
      author: row.author_name || row.author_email || "",
      ...stateOf(row),
    };
    return [item];
  });
}

/** What waits for an editor's review, oldest first. */
export async function readyForReview(): Promise<ReviewItem[]> {
  const db = await getDb();
  return (await reviewItems(db, await readyEntryAuthors(db))).filter((item) => item.status === "draft");
}

/** A Yazar's own entries with their state, the latest changed first. */
export async function authorEntries(authorId: string): Promise<ReviewItem[]> {
  const db = await getDb();
  return reviewItems(db, await entryAuthorsOfAuthor(db, authorId));
}
