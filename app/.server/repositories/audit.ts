/** The audit log: who changed what in the admin area, and when. */
import type { Executor } from "#app/.server/db/index.ts";
import type { AuditAction, AuditLogTable } from "#app/.server/db/schema.ts";
import { newId, nowIso } from "#app/.server/ids.ts";

export interface AuditRecord {
  adminEmail: string;
  action: AuditAction;
  /** A list name, "mesajlar", "giden-postalar", or "hesap" for the admin's own account. */
  list: string;
  entryId: string | null;
  /** Kept as JSON: the values a write replaced or removed, and those it wrote. */
  details?: unknown;
}

/** Call with the transaction of the write it records. */
export async function recordAudit(db: Executor, record: AuditRecord): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: newId(),
      admin_email: record.adminEmail,
      action: record.action,
      list: record.list,
      entry_id: record.entryId,
      created_at: nowIso(),
      details: record.details === undefined ? null : JSON.stringify(record.details),
    })
    .execute();
}

export async function listAudit(db: Executor, limit: number): Promise<AuditLogTable[]> {
  return db.selectFrom("audit_log").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
}

/** When E-posta ayarları' "Test e-postası gönder" last reached the SMTP server (an audit row "mail-test" with ok). */
export async function lastSuccessfulMailTest(db: Executor): Promise<string | undefined> {
  const row = await db
    .selectFrom("audit_log")
    .select("created_at")
    .where("action", "=", "mail-test")
    .where("details", "like", '%"ok":true%')
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}
