/**
 * Scheduled publishing of the content lists: an entry saved as "scheduled"
 * becomes public when its time comes, without anyone signed in
 * (platform/scheduler.ts runs the round). Its revision and audit row name
 * SCHEDULER instead of an admin.
 */

import { newsAddressChanged } from "#app/.server/content/news-moves.ts";
import { getDb, transaction } from "#app/.server/db/index.ts";
import { type PublicChange, publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import { dueEntries, type EntryFields, markPublished } from "#app/.server/repositories/entries.ts";
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
