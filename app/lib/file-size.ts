/** A file's size the Turkish way: "820 KB", "1,2 MB" (decimal comma, 1 KB = 1024 bytes). Browser-safe. */
export function formatFileSize(bytes: number): string {
  const kb = bytes / 1024;
  if (kb < 1) return `${bytes.toLocaleString("tr-TR")} bayt`;
  if (kb < 1024) return `${Math.round(kb).toLocaleString("tr-TR")} KB`;
  return `${(kb / 1024).toLocaleString("tr-TR", { maximumFractionDigits: 1 })} MB`;
}
