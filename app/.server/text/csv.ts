/**
 * Writing CSV for a spreadsheet: the subscribers' export and the statistics'
 * CSV both write their cells here (shared tier, ADR 036).
 */

/** One CSV cell: quoted, and never read as a formula by a spreadsheet. */
export function csvCell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}
