/**
 * The texts of the flags a deadline carries: what the vergi takvimi page and
 * the .ics show beside it. The rules (rules.ts) give a rule's own flags; the
 * VUK md. 18 shift (deadlines.ts) adds those of the holidays and mali tatil.
 */

export const FLAG = {
  /** §5.2: a half-day holiday (arife, 28 Ekim) is flagged, not moved (§7.6). */
  halfDay: (holiday: string) => `${holiday}: yarım gün tatil — GİB duyurusunu kontrol edin.`,
  /** §5.1 notes: mali tatil gets a note, never a computed shift. */
  maliTatil: "Mali tatil: süre bitimi 7 gün uzayabilir — GİB duyurusunu kontrol edin.",
  /** §5.1 muhtasar: beyan on the 26th [S1], the instrument n/c (§7.5). */
  muhtasarDay:
    "Beyannamenin de 26'sına kadar verilebildiği tek kaynağa dayanıyor; bu günü belirleyen düzenleme teyit edilmedi — GİB duyurusunu kontrol edin.",
  /** §5.1 geçici vergi: "17th for both" [S1] (§7.12). */
  geciciDay: "Beyannamenin de ödemeyle birlikte 17'sine kadar verildiği tek kaynağa dayanıyor — GİB duyurusunu kontrol edin.",
  /** §5.1 geçici vergi Q4: reinstated from 1.1.2025 [S1], the amending law n/c (§7.12). */
  geciciQ4:
    "4. dönem geçici verginin 1.1.2025'ten başlayan dönemler için yeniden uygulandığı tek kaynağa dayanıyor; değiştiren kanun teyit edilmedi — GİB duyurusunu kontrol edin.",
  /** §5.1 yıllık gelir vergisi: 31 March is GİB's announcement of a year [S2 for 2026]; "confirm the end date each year". */
  gelirBeyan: "Kanundaki süre 25 Mart; 31 Mart'a kadar kabul GİB'in o yılki duyurusuna dayanır — bu yılın duyurusunu kontrol edin.",
  /** §5.1 Form Ba/Bs [S1]; rules after 2024 n/c (§7.8). */
  babs: "Form Ba/Bs süresi tek kaynağa dayanıyor ve 2024 sonrası değişiklikler teyit edilmedi — GİB duyurusunu kontrol edin.",
  /** The `tatil/<year>` set's warning, on a deadline that a holiday of that year moves or touches. */
  holidays: (warning: string) => `Tatil günleri: ${warning}`,
} as const;
