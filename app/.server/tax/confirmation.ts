/**
 * Confirmation of tax data (ADR 020): a figure set (`tax_sets`) or a calendar
 * rule (`tax_rule_checks`) is "teyit bekliyor" until an admin says "Kontrol
 * ettim"; who and when are kept. Public pages show a confirmed item with its
 * "son kontrol" day, an unconfirmed one only with the neutral lines below —
 * never the research note.
 */
import { formatDay } from "#app/.server/tax/money.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { NEUTRAL_FIGURES_LINE, PENDING_TEXT } from "#app/lib/tax-confirmation.ts";

export { NEUTRAL_DEADLINE_LINE, NEUTRAL_FIGURES_LINE, PENDING_TEXT } from "#app/lib/tax-confirmation.ts";

export interface Confirmable {
  confirmed_at: string | null;
  confirmed_by: string | null;
}

export const isConfirmed = (item: Confirmable) => item.confirmed_at !== null;

/** The Istanbul day of a confirmation ("YYYY-MM-DD"). */
export const confirmedDay = (at: string) => istanbulDay(new Date(at));

/** "Teyit bekliyor", "Kontrol edildi: 22.11.2026, ayse@ofis.com.tr", or "… (kaynak verileriyle)" for a seeded one. */
export function confirmationText(item: Confirmable): string {
  if (item.confirmed_at === null) return PENDING_TEXT;
  const day = formatDay(confirmedDay(item.confirmed_at));
  return item.confirmed_by ? `Kontrol edildi: ${day}, ${item.confirmed_by}` : `Kontrol edildi: ${day} (kaynak verileriyle)`;
}

/** What a calculator needs of a figure set it used. */
export interface UsedSet {
  source: string;
  checked_on: string;
  confirmed_at: string | null;
}

/**
 * A result's "son kontrol" (the oldest checked day of the confirmed sets it
 * used, formatted) and whether it must say the neutral line instead of a
 * doubt (a set it used is not confirmed).
 */
export function usedSetsFacts(sets: readonly UsedSet[]): { checkedOn: string | undefined; notes: string[] } {
  const confirmed = sets.filter((set) => set.confirmed_at !== null);
  const oldest = confirmed.map((set) => set.checked_on).sort()[0];
  return {
    checkedOn: oldest ? formatDay(oldest) : undefined,
    notes: confirmed.length < sets.length ? [NEUTRAL_FIGURES_LINE] : [],
  };
}
