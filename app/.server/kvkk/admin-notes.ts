/** The office's notes on a KVKK application (issue 42): added, never edited, each with its audit row. */
import { transaction } from "#app/.server/db/index.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import { KVKK_AUDIT_LIST, type KvkkWriteOutcome, NOT_FOUND, refused } from "#app/.server/kvkk/admin-outcome.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { findApplication, insertNote } from "#app/.server/repositories/kvkk-admin.ts";

export const KVKK_NOTE_MAX = 5000;

export async function addKvkkNote(applicationId: string, body: string, adminEmail: string): Promise<KvkkWriteOutcome> {
  const text = body.replace(/\r\n?/g, "\n").trim();
  if (text === "") return refused("Not boş olamaz; bir şey yazıp yeniden deneyin.");
  if (text.length > KVKK_NOTE_MAX) return refused(`Not en fazla ${KVKK_NOTE_MAX.toLocaleString("tr-TR")} karakter olabilir.`);
  return transaction(async (trx) => {
    if (!(await findApplication(trx, applicationId))) return NOT_FOUND;
    const id = newId();
    await insertNote(trx, { id, application_id: applicationId, body: text, admin_email: adminEmail, created_at: nowIso() });
    await recordAudit(trx, { adminEmail, action: "kvkk-note", list: KVKK_AUDIT_LIST, entryId: applicationId, details: { note: id } });
    return { ok: true } as const;
  });
}
