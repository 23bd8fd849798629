/**
 * Upload quotas (ADR 033): what an account has uploaded (attachments and
 * images, still stored) counts against its quota: its own, set by the Sahip,
 * or the default (the Sahip's, else 500 MB). An upload that would pass it is
 * refused with 413 and nothing is stored. The Sahip's own uploads count too.
 *
 * The uploads call `quotaRefusal` twice: before the expensive check of the
 * file (a cheap refusal) and inside their storing transaction under the
 * account's lock, so two uploads at once cannot both slip under the quota.
 * The Sahip's screen is upload-quota-settings.ts.
 */
import type { Transaction } from "kysely";
import { type Executor, getDb, serializeOn } from "#app/.server/db/index.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { getSetting } from "#app/.server/repositories/settings.ts";
import { accountQuotaMb, uploadedBytes } from "#app/.server/repositories/upload-quotas.ts";
import { formatFileSize } from "#app/lib/file-size.ts";
import { DEFAULT_UPLOAD_QUOTA_MB, MB, quotaText, type UploadUsage } from "#app/lib/upload-quota.ts";

/** The settings row of the default quota (MB), set by the Sahip. */
export const DEFAULT_QUOTA_SETTING = "upload_quota_default_mb";

/** An upload over its account's quota: what the office reads (413). */
export class UploadQuotaExceeded extends Error {}

/** The default quota in MB: the Sahip's, else DEFAULT_UPLOAD_QUOTA_MB. */
export async function defaultQuotaMb(db: Executor): Promise<number> {
  const stored = await getSetting(db, DEFAULT_QUOTA_SETTING);
  const mb = stored === undefined ? Number.NaN : Number(stored);
  return Number.isSafeInteger(mb) && mb >= 0 ? mb : DEFAULT_UPLOAD_QUOTA_MB;
}

/** What the account `email` has uploaded and may upload. */
export async function uploadUsage(db: Executor, email: string): Promise<UploadUsage> {
  const [usedBytes, own, fallback] = await Promise.all([uploadedBytes(db, email), accountQuotaMb(db, email), defaultQuotaMb(db)]);
  return { usedBytes, quotaBytes: (own ?? fallback) * MB };
}

/** The signed-in admin's usage, for the line near an upload. */
export async function ownUploadUsage(email: string): Promise<UploadUsage> {
  return uploadUsage(await getDb(), email);
}

/** The refusal of an upload of `bytes` by `email` that its quota does not leave room for (undefined: room enough). */
export async function quotaRefusal(db: Executor, email: string, bytes: number): Promise<string | undefined> {
  const usage = await uploadUsage(db, email);
  if (usage.usedBytes + bytes <= usage.quotaBytes) return undefined;
  return (
    `Yükleme kotanız yetmiyor; dosya kaydedilmedi. Yüklediğiniz dosyalar ${formatFileSize(usage.usedBytes)}, ` +
    `kotanız ${quotaText(usage.quotaBytes / MB)}; bu dosya ${formatFileSize(bytes)}. ` +
    "Kotayı Sahip, Yönetim → Yükleme kotaları ekranında yükseltebilir."
  );
}

/** Inside a storing transaction: waits for the account's other uploads, then refuses as quotaRefusal does. */
export async function quotaRefusalLocked(trx: Transaction<Database>, email: string, bytes: number): Promise<string | undefined> {
  await serializeOn(trx, `upload-quota:${email}`);
  return quotaRefusal(trx, email, bytes);
}
