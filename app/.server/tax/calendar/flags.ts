/**
 * The neutral notes a deadline carries on the vergi takvimi page and in the
 * .ics: facts of the law and the holiday data, never a research doubt. What
 * the reference marks not confirmed is a rule's confirmation instead
 * (checks.ts, ADR 020): its note is for the office, in the admin.
 */

export const FLAG = {
  /** §5.2: a half-day holiday (arife, 28 Ekim) is noted, not moved; whether it stands is the `yarim-gun` check. */
  halfDay: (holiday: string) => `${holiday}: resmî tatil 13.00'te başlar.`,
  /** §5.1 notes (5604 s.K.): mali tatil gets a note, never a computed shift. */
  maliTatil:
    "Mali tatil (5604 sayılı Kanun): 1–20 Temmuz arasında sona eren beyanname ve bazı ödeme süreleri, tatilin bitiminden itibaren 7 gün uzar.",
} as const;
