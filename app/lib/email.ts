/**
 * E-mail addresses are compared and stored in one form: trimmed and lower-cased.
 * Plain lower-casing on purpose: tr-TR would turn "I" into the dotless "ı".
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
