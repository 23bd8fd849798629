/**
 * What every write of the firm's settings and pages does besides changing
 * the row, inside its transaction: the item's first state kept as version 1
 * (so the first change can be undone too), the new version, the audit row,
 * the consent text's version when the wording or the filled-in KVKK notice
 * changes; the unit of work (publishing/) writes the version, the audit row,
 * the search's firm documents and the content version bump.
 */

import type { Transaction } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import type { AuditAction, Database, FirmSettingsRow } from "#app/.server/db/schema.ts";
import { recordMove } from "#app/.server/firm/moves.ts";
import { fillHtml } from "#app/.server/firm-snapshot/placeholders.ts";
import { consentTextFor } from "#app/.server/firm-snapshot/snapshot.ts";
import { currentProcessingSection, withProcessingSection } from "#app/.server/privacy/notice.ts";
import { publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import { addFirmRevision, ensureConsentText, type FirmRevisionKind, findPage, listFirmRevisions } from "#app/.server/repositories/firm.ts";
import type { FirmSettings } from "#app/lib/firm.ts";
import { founderPathFor } from "#app/lib/paths.ts";

/** The audit log's list names of the firm's writes. */
export const FIRM_AUDIT_LIST = { settings: "firma", page: "sayfalar" } as const;

/**
 * An item with no history yet (the sample, as migration 013 stored it) gets
 * its current state as version 1 before it first changes. The author is the
 * row's last editor, "" for the sample (shown as "Örnek içerik").
 */
export async function keepFirstVersion(
  trx: Executor,
  kind: FirmRevisionKind,
  key: string,
  state: unknown,
  row: { updated_at: string; updated_by: string | null },
): Promise<void> {
  if ((await listFirmRevisions(trx, kind, key)).length > 0) return;
  await addFirmRevision(trx, { kind, key, action: "create", snapshot: state, adminEmail: row.updated_by ?? "", createdAt: row.updated_at });
}

/**
 * The consent version for the settings and the published KVKK notice: a new
 * one when the wording or the notice (its placeholders filled) changed, so a
 * subscriber's consent keeps naming what they saw. Returns the version.
 */
export async function settleConsent(trx: Executor, settings: FirmSettings, kvkkBody: string, at: string): Promise<number> {
  // As /kvkk shows it: the generated processing section too (ADR 056), as a sign-up stores it.
  return ensureConsentText(
    trx,
    consentTextFor(settings),
    withProcessingSection(fillHtml(kvkkBody, settings), await currentProcessingSection(trx)),
    at,
  );
}

/** The fields a change replaced: { field: [before, after] }. */
function changedFields(previous: FirmSettings, next: FirmSettings): Record<string, [unknown, unknown]> {
  const changed: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(next) as (keyof FirmSettings)[]) {
    if (JSON.stringify(previous[key]) !== JSON.stringify(next[key])) changed[key] = [previous[key], next[key]];
  }
  return changed;
}

export interface SettingsChange {
  row: FirmSettingsRow;
  previous: FirmSettings;
  next: FirmSettings;
  action: "update" | "restore";
  adminEmail: string;
  now: string;
  /** A restore's source version. */
  restoredVersion?: number;
}

/** Everything a settings write does once the row is written (see the file's comment). */
export async function keepSettingsChange(trx: Transaction<Database>, change: SettingsChange): Promise<void> {
  const { row, previous, next, action, adminEmail, now } = change;
  await keepFirstVersion(trx, "settings", "settings", previous, row);
  // The founder's page follows the name: the old path answers 301.
  const from = founderPathFor(previous.founderName);
  const to = founderPathFor(next.founderName);
  if (from !== to) await recordMove(trx, from, to, adminEmail);
  const kvkk = await findPage(trx, "kvkk");
  if (kvkk) {
    const seen = consentTextFor(previous) + fillHtml(kvkk.body, previous);
    if (seen !== consentTextFor(next) + fillHtml(kvkk.body, next)) await settleConsent(trx, next, kvkk.body, now);
  }
  const auditAction: AuditAction = action === "restore" ? "firm-settings-restore" : "firm-settings";
  await publicWrite(trx, {
    revision: { of: "firm", kind: "settings", key: "settings", action, snapshot: next, adminEmail, createdAt: now },
    audit: {
      adminEmail,
      action: auditAction,
      list: FIRM_AUDIT_LIST.settings,
      entryId: "settings",
      details: {
        ...(change.restoredVersion ? { restoredVersion: change.restoredVersion } : {}),
        changed: changedFields(previous, next),
      },
    },
    versionInAudit: true,
    search: "firm",
  });
}
