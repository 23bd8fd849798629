/**
 * Scheduled publishing of the content lists: an entry saved as "scheduled"
 * becomes public when its time comes, and one with a time to leave the site
 * (unpublish_at, ADR 067) becomes a draft when that comes, without anyone
 * signed in (platform/scheduler.ts runs the round; the public pages' version
 * read runs the unpublishing too, the moment it is due). Its revision and
 * audit row name SCHEDULER instead of an admin.
 */

import { newsAddressChanged } from "#app/.server/content/news-moves.ts";
import { type Executor, getDb, transaction } from "#app/.server/db/index.ts";
import { log } from "#app/.server/log.ts";
import { type PublicChange, publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import {
  dueEntries,
  dueToUnpublish,
  type EntryFields,
  markPublished,
  markUnpublished,
  nextUnpublishAt,
} from "#app/.server/repositories/entries.ts";
import { LIST_NAMES } from "#app/lib/content-lists.ts";

/** The name the scheduler's revisions and audit rows carry instead of an admin's e-mail. */
export const SCHEDULER = "zamanlanmış yayın";

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
    const published: PublicChange[] = [];
    for (const list of LIST_NAMES) {
      for (const entry of await dueEntries(trx, list, at)) {
        if (!(await markPublished(trx, list, entry.id, at))) continue;
        const fields: EntryFields = { ...entry, status: "published" };
        // A redirect from the news item's address would hide it now that it is public.
        await newsAddressChanged(trx, list, undefined, fields, SCHEDULER);
        published.push({
          revision: { of: "entry", list, entryId: entry.id, action: "publish", fields, adminEmail: SCHEDULER, createdAt: at },
          audit: { adminEmail: SCHEDULER, action: "publish", list, entryId: entry.id },
          search: { list, id: entry.id },
        });
      }
    }
    // One unit for the round: every entry's version, audit row and document, one version bump.
    if (published.length > 0) await publicWrite(trx, published);
    return published.length;
  });
}

/**
 * Takes off the public site the published entries whose unpublish time has come (every
 * instance runs this each round; the update is conditional, so one of them takes each down).
 * Each becomes a draft that keeps its time, so the admin shows it as "Yayından kalktı"; its
 * search document goes and the content version rises, so every page cache and the page files
 * drop it. Returns how many it took down.
 */
export async function unpublishDueEntries(now = new Date()): Promise<number> {
  const at = now.toISOString();
  const db = await getDb();
  let due = 0;
  for (const list of LIST_NAMES) due += (await dueToUnpublish(db, list, at)).length;
  if (due === 0) return 0;
  return transaction(async (trx) => {
    const changes: PublicChange[] = [];
    for (const list of LIST_NAMES) {
      for (const entry of await dueToUnpublish(trx, list, at)) {
        if (!(await markUnpublished(trx, list, entry.id, at))) continue;
        const fields: EntryFields = { ...entry, status: "draft" };
        changes.push({
          revision: { of: "entry", list, entryId: entry.id, action: "unpublish", fields, adminEmail: SCHEDULER, createdAt: at },
          audit: { adminEmail: SCHEDULER, action: "unpublish", list, entryId: entry.id },
          search: { list, id: entry.id },
        });
      }
    }
    if (changes.length > 0) await publicWrite(trx, changes);
    return changes.length;
  });
}

/** The earliest pending unpublish time as this process last read it, per content version. */
let pending: { version: number; next: string | undefined } | undefined;

/**
 * Called with the content version before every public page's read (content/public.ts): when
 * an entry's unpublish time has passed, takes it down now rather than at the next round, so
 * no page cached before that time is served after it. Reads the next pending time once per
 * content version (a write that sets one raises the version). True when it ran the
 * unpublishing (the caller reads the version again). A failure is logged and left to the
 * scheduler's round; the public reads leave the entry out by their own `now` meanwhile.
 */
export async function unpublishIfDue(db: Executor, version: number, now: Date): Promise<boolean> {
  if (pending?.version !== version) pending = { version, next: await nextUnpublishAt(db) };
  if (pending.next === undefined || pending.next > now.toISOString()) return false;
  try {
    await unpublishDueEntries(now);
  } catch (error) {
    log.warn({ err: error }, "unpublishing on a page's read failed; the scheduler's round tries again");
  }
  // Either way not again at this version: the next round, or the raised version, reads it anew.
  pending = { version, next: undefined };
  return true;
}
