/**
 * How long an answered, refused or closed KVKK application is kept (issue 42, ADR 055): the
 * office sets the period on KVKK başvuruları (Sahip or Yönetici, audited; default
 * KVKK_APPLICATION_RETENTION_DEFAULT_DAYS), and the hourly maintenance deletes applications
 * that ended longer ago than that, with their notes and files, in its transaction.
 */
import type { Executor } from "#app/.server/db/index.ts";
import { transaction } from "#app/.server/db/index.ts";
import { KVKK_AUDIT_LIST, type KvkkWriteOutcome, refused } from "#app/.server/kvkk/admin-outcome.ts";
import { KVKK_RETENTION_SETTING, kvkkRetentionDays } from "#app/.server/kvkk/admin-read.ts";
import { publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import { deleteApplications, listEndedBefore } from "#app/.server/repositories/kvkk-admin.ts";
import { putSetting } from "#app/.server/repositories/settings.ts";
import { KVKK_RETENTION_MAX_DAYS, KVKK_RETENTION_MIN_DAYS } from "#app/lib/kvkk-admin.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sets the retention period (whole days within the bounds), with its audit row. */
export async function setKvkkRetention(value: string, adminEmail: string): Promise<KvkkWriteOutcome> {
  const days = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || days < KVKK_RETENTION_MIN_DAYS || days > KVKK_RETENTION_MAX_DAYS)
    return refused(
      `Saklama süresi ${KVKK_RETENTION_MIN_DAYS} ile ${KVKK_RETENTION_MAX_DAYS.toLocaleString("tr-TR")} gün arasında bir tam sayı olmalı.`,
    );
  return transaction(async (trx) => {
    const from = await kvkkRetentionDays(trx);
    await putSetting(trx, KVKK_RETENTION_SETTING, String(days));
    // /kvkk states the period (privacy/facts.ts): a public write, so every page cache shows the new one.
    await publicWrite(trx, {
      audit: { adminEmail, action: "kvkk-retention", list: KVKK_AUDIT_LIST, entryId: null, details: { from, to: days } },
    });
    return { ok: true } as const;
  });
}

/** Deletes, in the caller's transaction, applications that ended more than the period before `now`; returns how many. */
export async function deleteExpiredKvkkApplications(trx: Executor, now: Date): Promise<number> {
  const days = await kvkkRetentionDays(trx);
  const ids = await listEndedBefore(trx, new Date(now.getTime() - days * DAY_MS).toISOString());
  return deleteApplications(trx, ids);
}
