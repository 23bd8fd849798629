/**
 * How a Vergi verileri change is made (data.ts, dates.ts): one
 * at a time, in one transaction with its audit row (what it replaced and what
 * it wrote) and a raised content version (the unit of work, publishing/); a refusal writes nothing and gives
 * the form back with a message per field.
 */

import type { Transaction } from "kysely";
import { serializeOn, transaction } from "#app/.server/db/index.ts";
import type { AuditAction, Database, TaxSet } from "#app/.server/db/schema.ts";
import { nowIso } from "#app/.server/ids.ts";
import { publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import type { FieldErrors } from "#app/.server/web/forms.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";

/** The audit log's list name for the tax figures. */
export const TAX_DATA_AUDIT_LIST = "vergi-verileri";

export type TaxDataOutcome =
  | { ok: true; setId: string; replaced: boolean }
  | { ok: false; errors: FieldErrors; values: Record<string, string>; problems?: string[] };

export const today = () => istanbulDay(new Date());

export const refused = (errors: FieldErrors, values: Record<string, string>, problems?: string[]): TaxDataOutcome => ({
  ok: false,
  errors,
  values,
  ...(problems ? { problems } : {}),
});

export const REPLACE_HINT =
  "Yerine yazmak için formun altındaki “… zaten varsa yerine yaz” kutusunu işaretleyin; eski değerler işlem kayıtlarında saklanır.";

/** A set's facts as the audit keeps them. */
export const setFacts = (set: TaxSet) => ({ kaynak: set.source, kontrol: set.checked_on, uyari: set.warning });

/**
 * Runs a change in one transaction, one change at a time (the checks against
 * the stored rows, such as the latest gecikme day, hold until it commits).
 */
export function change(work: (trx: Transaction<Database>, now: string) => Promise<TaxDataOutcome>): Promise<TaxDataOutcome> {
  return transaction(async (trx) => {
    await serializeOn(trx, TAX_DATA_AUDIT_LIST);
    return work(trx, nowIso());
  });
}

/** The audit row and the content version of a change, in its transaction (the unit of work, publishing/). */
export async function recorded(trx: Transaction<Database>, adminEmail: string, action: AuditAction, setId: string, details: unknown) {
  await publicWrite(trx, { audit: { adminEmail, action, list: TAX_DATA_AUDIT_LIST, entryId: setId, details } });
}
