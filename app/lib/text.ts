/** A text shortened at a word boundary, for meta descriptions. */
export function excerpt(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

/** A title as compared for uniqueness: trimmed, Unicode-normalised, lower-cased the Turkish way (I→ı, İ→i). */
export function titleKey(title: string): string {
  return title.normalize("NFC").trim().toLocaleLowerCase("tr-TR");
}

/**
 * The message for a status code from the address ("?durum=eklendi"), or
 * undefined: only the table's own keys count ("constructor" is no status).
 */
export function statusMessage<T>(table: Readonly<Record<string, T>>, key: string | null | undefined): T | undefined {
  return key && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Text made safe to place in HTML (element content or a quoted attribute). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}
