/**
 * The public wording of tax data not yet confirmed by the office (ADR 020),
 * shared by the server (calendar, calculators) and the admin screens that
 * say what visitors will see. Never a research doubt: only these lines.
 */

/** A calendar deadline of an unconfirmed rule, where the office shows it. Exactly this, nothing more. */
export const NEUTRAL_DEADLINE_LINE = "Tarih GİB duyurusuyla kesinleşecektir";

/** A calculator result that used a figure set not yet confirmed. */
export const NEUTRAL_FIGURES_LINE = "Hesapta kullanılan rakamlar resmî duyuruyla kesinleşecektir.";

/** What the admin screens print for an unconfirmed item. */
export const PENDING_TEXT = "Teyit bekliyor";

/** While a calendar rule is unconfirmed: its deadlines shown with the neutral line, or hidden. */
export type UnconfirmedDisplay = "neutral" | "hide";

export const UNCONFIRMED_DISPLAY_LABELS: Record<UnconfirmedDisplay, string> = {
  neutral: `Sitede göster, tek cümleyle: “${NEUTRAL_DEADLINE_LINE}”`,
  hide: "Sitede gösterme",
};
