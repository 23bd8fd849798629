/**
 * The figures a year's wage calculation takes (wage.ts, employer-cost.ts,
 * severance.ts), one object per validity period, each with its source and
 * evidence marks; the site's own are in wage-figures-2025-2026.ts.
 */
import type { TariffRow } from "#app/.server/tax/calculators/income-tax.ts";
/** wage-reference "Evidence marks": P primary text, S2/S1 secondary sources, A arithmetic cross-check, n/c not confirmed. */
export type Evidence = "P" | "S2" | "S1" | "A" | "n/c";

/** Where a figure comes from: the reference's section and the official text it cites, and its evidence marks. */
export interface Sourced {
  source: string;
  evidence: readonly Evidence[];
}

/** A validity period, both days included ("YYYY-MM-DD"). */
export interface Period {
  validFrom: string;
  validTo: string;
}

/** Amounts and rates are decimal strings ("33030.00", "0.2175"), as a database row gives them. */
export interface MinimumWageFigure extends Period, Sourced {
  dailyGross: string;
  monthlyGross: string;
}

/** SGK prime esas kazanç alt ve üst sınırı, monthly (4/a). */
export interface SgkLimitsFigure extends Period, Sourced {
  floor: string;
  ceiling: string;
}

/** A pair of rates on the PEK: the SGK share (MYÖ + GSS, + KVS for the employer) and işsizlik sigortası. */
export interface PremiumRatesFigure extends Period, Sourced {
  sgk: string;
  unemployment: string;
}

/** Hazine indirimi (5510 md. 81/ı) in points of PEK, off the employer's SGK share only. */
export interface TreasuryDiscountFigure extends Period, Sourced {
  /** Non-manufacturing employers. */
  standard: string;
  /** İmalat sektörü. */
  manufacturing: string;
}

export interface StampDutyFigure extends Period, Sourced {
  /** On the gross wage (binde 7,59 = "0.00759"). */
  rate: string;
}

/** The GVK md. 103 tariff for wages (ücret) of one calendar year. */
export interface WageTariffFigure extends Sourced {
  year: number;
  brackets: readonly TariffRow[];
}

/** Asgari ücret desteği: a payment to the employer, never part of the cost formula. */
export interface MinimumWageSupportFigure extends Period, Sourced {
  monthlyAmount: string;
  /** The conditions as the reference gives them; null when it gives none (then the support is not shown). */
  conditions: string | null;
}

/** Everything a year's wage calculation needs. Each list holds that figure's periods; together they must cover the year. */
export interface WageYearFigures {
  year: number;
  minimumWage: readonly MinimumWageFigure[];
  sgkLimits: readonly SgkLimitsFigure[];
  employeeRates: readonly PremiumRatesFigure[];
  employerRates: readonly PremiumRatesFigure[];
  treasuryDiscount: readonly TreasuryDiscountFigure[];
  stampDuty: readonly StampDutyFigure[];
  tariff: WageTariffFigure;
  minimumWageSupport: readonly MinimumWageSupportFigure[];
}

/** A figure is missing for a month or malformed: the calculation is refused, never done with another period's figure. */
export class WageFiguresError extends Error {
  override name = "WageFiguresError";
}
