/**
 * The wage calculators' figures from the database (migration 020): a year's
 * WageYearFigures for wage.ts and employer-cost.ts, and the kıdem ceilings
 * and damga rates for severance.ts, each figure with its figure set's public
 * source, and the sets used (for the result's "son kontrol" and the neutral
 * line of an unconfirmed one, ADR 020). A year whose figures do not cover
 * every month is reported missing, in Turkish, never filled from another year.
 */
import type { Executor } from "#app/.server/db/index.ts";
import { findTaxSet, listIncomeTaxBrackets, listWageFigures, listWageYears } from "#app/.server/repositories/tax-figures.ts";
import type { KidemCeilingFigure } from "#app/.server/tax/calculators/severance.ts";
import { resolveYear } from "#app/.server/tax/calculators/wage.ts";
import {
  type Evidence,
  type Period,
  type StampDutyFigure,
  WageFiguresError,
  type WageYearFigures,
} from "#app/.server/tax/calculators/wage-figure-types.ts";
import type { UsedSet } from "#app/.server/tax/confirmation.ts";
import { readStoredFigures, type StoredWageFigures } from "#app/.server/tax/figures/wage-figures.ts";
import type { WageFigureKind } from "#app/lib/tax-data.ts";

export { listWageYears };

type Row = Awaited<ReturnType<typeof listWageFigures>>[number];

/** A figure set a calculation used: its id, for the result's sources. */
export interface WageSet extends UsedSet {
  id: string;
  title: string;
}

export type WageYearLoad =
  | {
      ok: true;
      figures: WageYearFigures;
      sets: WageSet[];
      /** The asgari ücret desteği's sets with their periods: named only where the support is shown. */
      supportSets: (WageSet & Period)[];
    }
  /** What is missing, as a Turkish list for the refusal ("2026 yılının SGK taban ve tavanı"). */
  | { ok: false; missing: string[] };

/** What a kind is called in a sentence saying it is missing. */
const KIND_LABELS: Record<WageFigureKind, string> = {
  "asgari-ucret": "asgari ücreti",
  "sgk-sinir": "SGK prime esas kazanç alt ve üst sınırı",
  "isci-prim": "sigortalı prim oranları",
  "isveren-prim": "işveren prim oranları",
  "hazine-indirimi": "Hazine indirimi oranları",
  "damga-ucret": "ücretlerdeki damga vergisi oranı",
  "asgari-ucret-destegi": "asgari ücret desteği",
  "kidem-tavani": "kıdem tazminatı tavanı",
};

const VALID_EVIDENCE = new Set<string>(["P", "S2", "S1", "A", "n/c"]);

const evidenceOf = (row: Row): Evidence[] => row.evidence.split(",").filter((mark): mark is Evidence => VALID_EVIDENCE.has(mark));

/** A row's period, source and evidence, with its figures read for its kind. */
function sourced<K extends WageFigureKind>(row: Row, kind: K): Period & { source: string; evidence: Evidence[] } & StoredWageFigures<K> {
  const stored: StoredWageFigures<K> = readStoredFigures(kind, row.figures, row.set_id);
  const period: Period & { source: string; evidence: Evidence[] } = {
    validFrom: row.valid_from,
    validTo: row.valid_to,
    source: row.source,
    evidence: evidenceOf(row),
  };
  return Object.assign(period, stored);
}

const setOf = (row: Pick<Row, "set_id" | "title" | "source" | "checked_on" | "confirmed_at">): WageSet => ({
  id: row.set_id,
  title: row.title,
  source: row.source,
  checked_on: row.checked_on,
  confirmed_at: row.confirmed_at,
});

const ofKind = (rows: readonly Row[], kind: WageFigureKind) => rows.filter((row) => row.kind === kind);

/** The figures of a calendar year, checked month by month; `missing` names what the year lacks. */
export async function loadWageYear(db: Executor, year: number): Promise<WageYearLoad> {
  const [rows, brackets, tariffSet] = await Promise.all([
    listWageFigures(db, `${year}-01-01`, `${year}-12-31`),
    listIncomeTaxBrackets(db, year, "ucret"),
    findTaxSet(db, `gelir-vergisi/${year}`),
  ]);
  const figures: WageYearFigures = {
    year,
    minimumWage: ofKind(rows, "asgari-ucret").map((row) => sourced(row, "asgari-ucret")),
    sgkLimits: ofKind(rows, "sgk-sinir").map((row) => sourced(row, "sgk-sinir")),
    employeeRates: ofKind(rows, "isci-prim").map((row) => sourced(row, "isci-prim")),
    employerRates: ofKind(rows, "isveren-prim").map((row) => sourced(row, "isveren-prim")),
    treasuryDiscount: ofKind(rows, "hazine-indirimi").map((row) => sourced(row, "hazine-indirimi")),
    stampDuty: ofKind(rows, "damga-ucret").map((row) => sourced(row, "damga-ucret")),
    minimumWageSupport: ofKind(rows, "asgari-ucret-destegi").map((row) => sourced(row, "asgari-ucret-destegi")),
    tariff: {
      year,
      brackets: brackets.map((row) => ({ upper_limit: row.upper_limit === null ? null : String(row.upper_limit), rate: row.rate })),
      source: tariffSet?.source ?? "",
      evidence: [],
    },
  };
  const missing = missingOf(figures, rows);
  if (brackets.length === 0 || !tariffSet) missing.push(`${year} yılının ücret gelirleri için gelir vergisi tarifesi`);
  if (missing.length > 0) return { ok: false, missing };
  try {
    resolveYear(figures);
  } catch (error) {
    // Figures that contradict each other (a taban above the tavan, an indirim above the rate): not computed.
    if (error instanceof WageFiguresError) return { ok: false, missing: [`${year} yılının tutarlı ücret verileri`] };
    throw error;
  }
  // The support is not a figure of the calculation: its set counts only where it is shown (employer-cost.ts decides).
  // Nor is the kıdem tavanı (loadSeveranceFigures loads the one in force on the exit day): its pending half-year
  // would otherwise give every wage result of the year the neutral line.
  const used = rows.filter((row) => row.kind !== "asgari-ucret-destegi" && row.kind !== "kidem-tavani").map(setOf);
  const supportSets = ofKind(rows, "asgari-ucret-destegi").map((row) => ({
    ...setOf(row),
    validFrom: row.valid_from,
    validTo: row.valid_to,
  }));
  return { ok: true, figures, sets: tariffSet ? [...used, setOf({ ...tariffSet, set_id: tariffSet.id })] : used, supportSets };
}

/** The kinds whose periods leave a month of the year uncovered (or covered twice). */
function missingOf(figures: WageYearFigures, rows: readonly Row[]): string[] {
  const required: WageFigureKind[] = ["asgari-ucret", "sgk-sinir", "isci-prim", "isveren-prim", "hazine-indirimi", "damga-ucret"];
  const { year } = figures;
  return required
    .filter((kind) => {
      const periods = ofKind(rows, kind);
      for (let month = 1; month <= 12; month += 1) {
        const first = `${year}-${String(month).padStart(2, "0")}-01`;
        const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
        if (periods.filter((row) => row.valid_from <= first && last <= row.valid_to).length !== 1) return true;
      }
      return false;
    })
    .map((kind) => `${year} yılının ${KIND_LABELS[kind]}`);
}

export type SeveranceLoad =
  | { ok: true; ceilings: KidemCeilingFigure[]; stampDuty: StampDutyFigure[]; sets: WageSet[] }
  | { ok: false; missing: string[] };

/** The kıdem ceiling and the damga rate in force on the exit day (YYYY-MM-DD), with their sets. */
export async function loadSeveranceFigures(db: Executor, exitDay: string): Promise<SeveranceLoad> {
  const rows = await listWageFigures(db, exitDay, exitDay);
  const ceilingRows = ofKind(rows, "kidem-tavani");
  const stampRows = ofKind(rows, "damga-ucret");
  const missing: string[] = [];
  const day = exitDay.split("-").reverse().join(".");
  if (ceilingRows.length !== 1) missing.push(`${day} tarihinde geçerli ${KIND_LABELS["kidem-tavani"]}`);
  if (stampRows.length !== 1) missing.push(`${day} tarihinde geçerli ${KIND_LABELS["damga-ucret"]}`);
  if (missing.length > 0) return { ok: false, missing };
  return {
    ok: true,
    ceilings: ceilingRows.map((row) => sourced(row, "kidem-tavani")),
    stampDuty: stampRows.map((row) => sourced(row, "damga-ucret")),
    sets: [...ceilingRows, ...stampRows].map(setOf),
  };
}
