/**
 * Upload quotas (ADR 033), as the screens and the upload answers show them.
 * Browser-safe: the sirküler form updates its line after an upload.
 */
import { formatFileSize } from "#app/lib/file-size.ts";

/** Bytes in one MB of a quota (the file sizes' own unit, lib/file-size.ts). */
export const MB = 1024 * 1024;

/** Every account's quota while the Sahip has set no default of their own. */
export const DEFAULT_UPLOAD_QUOTA_MB = 500;

/** The largest quota the Sahip may set (1 TB); 0 stops an account's uploads. */
export const UPLOAD_QUOTA_MAX_MB = 1024 * 1024;

/** What an account has uploaded and may upload. */
export interface UploadUsage {
  usedBytes: number;
  quotaBytes: number;
}

/** "500 MB", "1.024 MB". */
export const quotaText = (mb: number) => `${mb.toLocaleString("tr-TR")} MB`;

/** The line near an upload: "Yüklediğiniz dosyalar: 12,4 MB / 500 MB kota (ekler ve görseller)." */
export const uploadUsageText = (usage: UploadUsage) =>
  `Yüklediğiniz dosyalar: ${formatFileSize(usage.usedBytes)} / ${quotaText(usage.quotaBytes / MB)} kota (ekler ve görseller).`;

/** Whether a value is an upload usage (the upload answer, read in the browser). */
export const isUploadUsage = (value: unknown): value is UploadUsage => {
  const v = value as Partial<UploadUsage> | null;
  return typeof v?.usedBytes === "number" && typeof v.quotaBytes === "number";
};
