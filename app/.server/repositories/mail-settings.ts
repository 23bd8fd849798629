/**
 * E-posta ayarları (issue 39, ADR 049): the one row (id 1) of the SMTP server set in the
 * admin. A save names the revision the form was loaded at (0: none stored yet) and changes
 * nothing when another save came first.
 */
import type { Executor } from "#app/.server/db/index.ts";
import type { MailSettingsRow } from "#app/.server/db/schema.ts";

export async function readMailSettings(db: Executor): Promise<MailSettingsRow | undefined> {
  return db.selectFrom("mail_settings").selectAll().where("id", "=", 1).executeTakeFirst();
}

export type MailSettingsValues = Omit<MailSettingsRow, "id" | "revision">;

/** Stores the settings if their revision is still `expected`; the row's revision becomes expected + 1. */
export async function writeMailSettings(db: Executor, values: MailSettingsValues, expected: number): Promise<boolean> {
  if (expected === 0) {
    const inserted = await db
      .insertInto("mail_settings")
      .values({ id: 1, ...values, revision: 1 })
      .onConflict((oc) => oc.column("id").doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
  }
  const updated = await db
    .updateTable("mail_settings")
    .set({ ...values, revision: expected + 1 })
    .where("id", "=", 1)
    .where("revision", "=", expected)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
