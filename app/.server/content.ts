/**
 * The office's writes to the content lists (admin screens and import): each
 * runs in one transaction with its audit row and raises the content version,
 * so every instance's page cache serves the change on its next request.
 */
import { getDb, transaction } from "#app/.server/db/index.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import {
  deleteEntry,
  type Entry,
  insertEntry,
  listEntries,
  listTitles,
  updateEntry,
  upsertEntry,
} from "#app/.server/repositories/entries.ts";
import { isLinkableTitle } from "#app/content/navigation.ts";
import { CONTENT_LISTS, LIST_NAMES, type ListName } from "#app/lib/content-lists.ts";
import { titleKey } from "#app/lib/text.ts";

export type { Entry };

export async function adminEntries(list: ListName): Promise<Entry[]> {
  return listEntries(await getDb(), list);
}

export type SaveResult = { ok: true; id: string } | { ok: false; reason: "gone" } | { ok: false; reason: "title"; message: string };

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

/** Creates (no `id`) or changes an entry; the creation date stays on a change. */
export async function saveEntry(
  list: ListName,
  id: string | undefined,
  fields: { title: string; text: string },
  adminEmail: string,
): Promise<SaveResult> {
  return transaction(async (trx): Promise<SaveResult> => {
    if (CONTENT_LISTS[list].titleIsPath) {
      const others = (await listTitles(trx, list)).filter((entry) => entry.id !== id);
      const problem = titleProblem(list, fields.title, others);
      if (problem) return { ok: false, reason: "title", message: problem };
    }
    if (id) {
      if (!(await updateEntry(trx, list, id, fields))) return { ok: false, reason: "gone" };
      await recordAudit(trx, { adminEmail, action: "update", list, entryId: id });
      await bumpContentVersion(trx);
      return { ok: true, id };
    }
    const entry: Entry = { id: newId(), ...fields, created_at: nowIso() };
    await insertEntry(trx, list, entry);
    await recordAudit(trx, { adminEmail, action: "create", list, entryId: entry.id });
    await bumpContentVersion(trx);
    return { ok: true, id: entry.id };
  });
}

export async function removeEntry(list: ListName, id: string, adminEmail: string): Promise<boolean> {
  return transaction(async (trx) => {
    if (!(await deleteEntry(trx, list, id))) return false;
    await recordAudit(trx, { adminEmail, action: "delete", list, entryId: id });
    await bumpContentVersion(trx);
    return true;
  });
}

export class ImportError extends Error {}

/**
 * Upserts entries by id in one transaction (content import), after checking
 * titles against what the database will hold. Returns how many per list.
 */
export async function importEntries(entries: Record<ListName, Entry[]>, adminEmail: string): Promise<Record<ListName, number>> {
  return transaction(async (trx) => {
    const counts = Object.fromEntries(LIST_NAMES.map((list) => [list, 0])) as Record<ListName, number>;
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
      for (const entry of entries[list]) {
        await upsertEntry(trx, list, entry);
        counts[list] += 1;
      }
    }
    await recordAudit(trx, { adminEmail, action: "import", list: LIST_NAMES.join(","), entryId: null });
    await bumpContentVersion(trx);
    return counts;
  });
}
