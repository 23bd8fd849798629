/**
 * Upload quotas (ADR 033): the bytes each account has stored by uploading
 * (attachments and the images' originals, by the uploader's e-mail), and an
 * account's own quota (admins.upload_quota_mb, migration 023). The default
 * quota is a settings row (repositories/settings.ts).
 */
import type { Executor } from "#app/.server/db/index.ts";

/** The bytes the account `email` has uploaded and that are still stored. */
export async function uploadedBytes(db: Executor, email: string): Promise<number> {
  const [attachments, media] = await Promise.all([
    db
      .selectFrom("attachments")
      .select((eb) => eb.fn.sum<string | number | null>("bytes").as("n"))
      .where("admin_email", "=", email)
      .executeTakeFirst(),
    db
      .selectFrom("media")
      .select((eb) => eb.fn.sum<string | number | null>("bytes").as("n"))
      .where("admin_email", "=", email)
      .executeTakeFirst(),
  ]);
  return Number(attachments?.n ?? 0) + Number(media?.n ?? 0);
}

/** The bytes uploaded per account's e-mail (accounts without uploads left out). */
export async function uploadedBytesByAccount(db: Executor): Promise<Map<string, number>> {
  const [attachments, media] = await Promise.all(
    (["attachments", "media"] as const).map((table) =>
      db
        .selectFrom(table)
        .select(["admin_email", (eb) => eb.fn.sum<string | number>("bytes").as("n")])
        .groupBy("admin_email")
        .execute(),
    ),
  );
  const byEmail = new Map<string, number>();
  for (const row of [...(attachments ?? []), ...(media ?? [])]) {
    byEmail.set(row.admin_email, (byEmail.get(row.admin_email) ?? 0) + Number(row.n));
  }
  return byEmail;
}

/** The account's own quota in MB (null: the default), undefined when there is no such account. */
export async function accountQuotaMb(db: Executor, email: string): Promise<number | null | undefined> {
  const row = await db.selectFrom("admins").select("upload_quota_mb").where("email", "=", email).executeTakeFirst();
  return row === undefined ? undefined : row.upload_quota_mb === null ? null : Number(row.upload_quota_mb);
}

export async function setAccountQuotaMb(db: Executor, adminId: string, mb: number | null): Promise<void> {
  await db.updateTable("admins").set({ upload_quota_mb: mb }).where("id", "=", adminId).execute();
}
