/**
 * A file's size the Turkish way: "820 KB", "1,2 MB" (decimal comma, 1 KB = 1024 bytes);
 * with `gigabytes`, a disk's or a database's past 1 024 MB: "75,3 GB". Browser-safe.
 */
export function formatFileSize(bytes: number, { gigabytes = false } = {}): string {
  const kb = bytes / 1024;
  if (kb < 1) return `${bytes.toLocaleString("tr-TR")} bayt`;
  if (kb < 1024) return `${Math.round(kb).toLocaleString("tr-TR")} KB`;
  const mb = kb / 1024;
  if (gigabytes && mb >= 1024) return `${(mb / 1024).toLocaleString("tr-TR", { maximumFractionDigits: 1 })} GB`;
  return `${mb.toLocaleString("tr-TR", { maximumFractionDigits: 1 })} MB`;
}
