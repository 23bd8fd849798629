/**
 * The unit of work of a public write (issue 37, ADR 037): what every write
 * that changes what visitors see does besides changing its rows, inside the
 * use case's transaction, in one place:
 *
 * 1. the item's new version (an entry's revision, or a firm item's),
 * 2. the audit row (with that version in its details when asked),
 * 3. the site search kept in step (one entry, the firm, the tax calendar, or all),
 * 4. e-mail queued to the outbox, when asked,
 * 5. the content version raised once per transaction, so every instance's
 *    page cache serves the change on its next request, and the page files the
 *    proxy serves (PAGE_FILES_DIR, ADR 053) hidden before the commit.
 *
 * The use case writes its rows first and calls `publicWrite` last: the bump
 * is the transaction's final write, so the `content_version` row is locked
 * only for the moment before the commit (two writes that took an entry's row
 * and the version's row in opposite orders would wait on each other on
 * PostgreSQL). A use case that writes several items (scheduled publishing,
 * an import) passes one change per item in one call. The list of files that
 * call it is tests/unit/write-paths.test.ts; nothing else raises the version.
 */
import type { Transaction } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";
import { type MailMessage, queueMail } from "#app/.server/mail/outbox.ts";
import { hidePageFiles } from "#app/.server/publishing/page-files.ts";
import { type AuditRecord, recordAudit } from "#app/.server/repositories/audit.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { addEnglishRevision } from "#app/.server/repositories/english.ts";
import { addFirmRevision } from "#app/.server/repositories/firm.ts";
import { addRevision } from "#app/.server/repositories/revisions.ts";
import {
  reindexSearch,
  syncFirmSearchDocuments,
  syncSearchDocument,
  syncTaxCalendarSearchDocuments,
} from "#app/.server/search/documents.ts";
import type { ListName } from "#app/lib/content-lists.ts";

/** What the search must read again: one entry, the firm's services and pages, the tax calendar, or the whole index. */
export type SearchSync = { list: ListName; id: string } | "firm" | "tax-calendar" | "all";

/** The version a change stores: an entry's (revisions), a firm item's (firm_revisions) or an item's English (english_revisions). */
export type RevisionOf =
  | ({ of: "entry" } & Parameters<typeof addRevision>[1])
  | ({ of: "firm" } & Parameters<typeof addFirmRevision>[1])
  | ({ of: "english" } & Parameters<typeof addEnglishRevision>[1]);

/** One item's change, as the use case describes it after writing its rows. */
export interface PublicChange {
  revision?: RevisionOf;
  /** Every write by a person has one; the system's own (search:reindex, a calendar year generated on a read) may not. */
  audit?: AuditRecord;
  /** The revision's number goes first into the audit's details as `version` (the firm's history screens link it). */
  versionInAudit?: boolean;
  search?: SearchSync | readonly SearchSync[];
  /** Whether a public page may change (false: a draft stays a draft); the version is raised only then. Default true. */
  visible?: boolean;
  /** E-mail sent because of this change (the caller calls notifyQueued after the commit). */
  mail?: readonly MailMessage[];
}

export interface PublicWriteDone {
  /** Each change's stored version, in order (undefined where it had none). */
  versions: (number | undefined)[];
  /** Whether the content version was raised by this call (false when it already was in this transaction, or nothing was visible). */
  bumped: boolean;
}

/** The transactions whose content version was already raised (a transaction object lives until its commit or rollback). */
const bumpedIn = new WeakSet<Transaction<Database>>();

async function sync(trx: Transaction<Database>, target: SearchSync): Promise<void> {
  if (target === "all") await reindexSearch(trx);
  else if (target === "firm") await syncFirmSearchDocuments(trx);
  else if (target === "tax-calendar") await syncTaxCalendarSearchDocuments(trx);
  else await syncSearchDocument(trx, target.list, target.id);
}

async function storeRevision(trx: Transaction<Database>, revision: RevisionOf): Promise<number> {
  if (revision.of === "entry") {
    const { of: _of, ...entry } = revision;
    return addRevision(trx, entry);
  }
  if (revision.of === "english") {
    const { of: _of, ...english } = revision;
    return addEnglishRevision(trx, english);
  }
  const { of: _of, ...firm } = revision;
  return addFirmRevision(trx, firm);
}

const asList = <T>(value: T | readonly T[] | undefined): readonly T[] =>
  value === undefined ? [] : Array.isArray(value) ? (value as readonly T[]) : [value as T];

/** Finishes a public write in the caller's transaction (see the file's comment); call after the rows are written. */
export async function publicWrite(trx: Transaction<Database>, changes: PublicChange | readonly PublicChange[]): Promise<PublicWriteDone> {
  const list = asList<PublicChange>(changes);
  const versions: (number | undefined)[] = [];
  // The same target read twice in one call gives the same document: read it once, after all the versions and rows.
  const targets = new Map<string, SearchSync>();
  for (const change of list) {
    const version = change.revision ? await storeRevision(trx, change.revision) : undefined;
    versions.push(version);
    if (change.audit) {
      const { audit } = change;
      const details =
        change.versionInAudit && version !== undefined ? { version, ...(audit.details as object | undefined) } : audit.details;
      await recordAudit(trx, details === undefined ? audit : { ...audit, details });
    }
    for (const target of asList<SearchSync>(change.search))
      targets.set(typeof target === "string" ? target : `${target.list}:${target.id}`, target);
  }
  if (targets.has("all")) await sync(trx, "all");
  else for (const target of targets.values()) await sync(trx, target);
  for (const change of list) for (const message of change.mail ?? []) await queueMail(trx, message);
  const visible = list.some((change) => change.visible !== false);
  if (!visible || bumpedIn.has(trx)) return { versions, bumped: false };
  await bumpContentVersion(trx);
  // With the version's row locked until the commit: no server can point the proxy at a folder meanwhile (page-files.ts).
  hidePageFiles();
  bumpedIn.add(trx);
  return { versions, bumped: true };
}
