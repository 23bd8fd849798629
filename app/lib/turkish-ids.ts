/**
 * Turkish identity numbers' check digits, for the forms that take one
 * (Firma bilgileri's tax number; the KVKK application's T.C. kimlik no).
 * Browser-safe and pure: a number is given as its digits only (callers strip
 * the spaces people type, digitsOf()).
 *
 * The algorithms are the published ones, as python-stdnum implements them
 * (stdnum/tr/tckimlik.py, stdnum/tr/vkn.py; GİB's "Vergi Kimlik Numarası
 * Doğrulama" service checks the same digit), with their examples as our
 * tests' cases (tests/unit/turkish-ids.test.ts).
 */

/** The digits of what someone typed, separators dropped ("123 456-78 90" → "1234567890"); non-digits other than separators stay. */
export const digitsOf = (value: string): string => value.replace(/[\s.-]/g, "");

/**
 * T.C. kimlik numarası: 11 digits, the first not 0; the 10th is
 * (7 × (d1 + d3 + d5 + d7 + d9) − (d2 + d4 + d6 + d8)) mod 10, the 11th the
 * sum of the first ten mod 10.
 */
export function isValidTcKimlikNo(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = (d[0] ?? 0) + (d[2] ?? 0) + (d[4] ?? 0) + (d[6] ?? 0) + (d[8] ?? 0);
  const even = (d[1] ?? 0) + (d[3] ?? 0) + (d[5] ?? 0) + (d[7] ?? 0);
  // +10 before mod keeps the remainder non-negative.
  const tenth = (((7 * odd - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, n) => sum + n, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/**
 * Vergi kimlik numarası (a company's, GİB): 10 digits. For the first nine,
 * counted from the ninth backwards as i = 1…9: c = (digit + i) mod 10; when c
 * is not 0 it adds (c × 2^i) mod 9, or 9 when that is 0. The 10th digit is
 * (10 − sum mod 10) mod 10.
 */
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  let sum = 0;
  for (let i = 1; i <= 9; i++) {
    const c = ((d[9 - i] ?? 0) + i) % 10;
    if (c !== 0) sum += (c * 2 ** i) % 9 || 9;
  }
  return d[9] === (10 - (sum % 10)) % 10;
}

/** A MERSİS number's shape: 16 digits (no check digit is published, so none is checked). */
export const isMersisNoShape = (value: string): boolean => /^\d{16}$/.test(value);
