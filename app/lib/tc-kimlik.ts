/**
 * The T.C. kimlik numarası's checksum (the Nüfus ve Vatandaşlık İşleri's rule): 11 digits, the
 * first not 0; the 10th is ((d1+d3+d5+d7+d9)·7 − (d2+d4+d6+d8)) mod 10; the 11th is the sum of
 * the first ten mod 10. Browser-safe: the KVKK application form's server check reads it.
 */
export function isValidTcKimlikNo(value: string): boolean {
  if (!/^[1-9][0-9]{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  if ((((odd * 7 - even) % 10) + 10) % 10 !== d[9]) return false;
  return d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10 === d[10];
}
