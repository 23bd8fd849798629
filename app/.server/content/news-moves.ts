/**
 * News are addressed by their title (newsPath), so a new title is a new
 * address: the old one answers 301 to it while the item was public, and an
 * item that takes a title whose address was a redirect's source takes the
 * address back. Deleting an item leaves no redirect (its address is 404).
 * Called in the transaction of the save, restore, import or scheduled
 * publication; those bump the content version when a public page changes.
 */
import type { Executor } from "#app/.server/db/index.ts";
import type { PostStatus } from "#app/.server/db/schema.ts";
import { recordMove, releasePath } from "#app/.server/firm/moves.ts";
import { CONTENT_LISTS, type ListName } from "#app/lib/content-lists.ts";
import { newsPath } from "#app/lib/paths.ts";

interface TitleState {
  title: string;
  status: PostStatus;
}

export async function newsAddressChanged(
  trx: Executor,
  list: ListName,
  before: TitleState | undefined,
  after: TitleState,
  by: string | null,
): Promise<void> {
  if (!CONTENT_LISTS[list].titleIsPath) return;
  if (before?.status === "published" && before.title !== after.title) {
    await recordMove(trx, newsPath(before.title), newsPath(after.title), by);
  } else if (after.status === "published") {
    await releasePath(trx, newsPath(after.title));
  }
}
