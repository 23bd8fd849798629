/**
 * The wage figures of 2025 and 2026 exactly as /work/shared/wage-reference.md
 * gives them (compiled 2026-11-25), each with the reference's section, the
 * official text it cites, the sources it names (N…, G…: its §11) and its
 * evidence marks. Nothing here is graded [P] (primary text read): the
 * reference says a human must check every row against the official PDF
 * (§12). The unit tests compute from these objects, and a later migration
 * seeds the database from them; the calculators themselves never import
 * this module.
 */
import type { KidemCeilingFigure } from "#app/.server/tax/calculators/severance.ts";
import type { StampDutyFigure, WageYearFigures } from "#app/.server/tax/calculators/wage.ts";

const Y2025 = { validFrom: "2025-01-01", validTo: "2025-12-31" } as const;
const Y2026 = { validFrom: "2026-01-01", validTo: "2026-12-31" } as const;

const STAMP_DUTY_SOURCE =
  'wage-reference §5: damga vergisi binde 7,59 on the gross wage (DVK (1) sayılı tablo IV-1-b cited, cite n/c); N9 (implicit), calculators, G2 ("2013\'ten beri")';

/** wage-reference §5 (same rate both years). */
export const STAMP_DUTY_2025_2026: readonly StampDutyFigure[] = [
  { ...Y2025, rate: "0.00759", source: STAMP_DUTY_SOURCE, evidence: ["S2"] },
  { ...Y2026, rate: "0.00759", source: STAMP_DUTY_SOURCE, evidence: ["S2"] },
];

export const WAGE_FIGURES_2025: WageYearFigures = {
  year: 2025,
  minimumWage: [
    {
      ...Y2025,
      dailyGross: "866.85",
      monthlyGross: "26005.50",
      source:
        "wage-reference §1: AÜTK Kararı (İş K. md. 39; 1 sayılı CBK md. 522), RG late Dec 2024 (date and sayı n/c); daily N6, N7; monthly = daily × 30, N8, N9",
      evidence: ["S2", "A"],
    },
  ],
  sgkLimits: [
    {
      ...Y2025,
      floor: "26005.50",
      ceiling: "195041.40",
      source:
        "wage-reference §2: SGK Genelgesi 2025/2 (5510 md. 82); N8, N9. Tavan = 6.501,38/day × 30 (7,5 × 866,85 rounded by SGK; not 7,5 × 26.005,50 = 195.041,25, §2 trap)",
      evidence: ["S2", "A"],
    },
  ],
  employeeRates: [
    {
      ...Y2025,
      sgk: "0.14",
      unemployment: "0.01",
      source: "wage-reference §3: worker MYÖ 9 % + GSS 5 % (N12, G2, G1); işsizlik 1 % (N9, N25); 5510 md. 81, 4447",
      evidence: ["S2"],
    },
  ],
  employerRates: [
    {
      ...Y2025,
      sgk: "0.2075",
      unemployment: "0.02",
      source:
        "wage-reference §3: employer MYÖ 11 % + KVS 2,25 % (7524 s.K. md. 28 → 5510 md. 81/1-c, SGK genel yazı 02.08.2024, N15 verbatim copy) + GSS 7,5 % = 20,75 % (N9); işsizlik 2 % (N9, N25)",
      evidence: ["S2", "A"],
    },
  ],
  treasuryDiscount: [
    {
      validFrom: "2025-01-01",
      validTo: "2025-01-31",
      standard: "0.05",
      manufacturing: "0.05",
      source: "wage-reference §3, §10.2: Hazine indirimi (5510 md. 81/ı) 5 points in January 2025; N12, N13, N9",
      evidence: ["S2"],
    },
    {
      validFrom: "2025-02-01",
      validTo: "2025-12-31",
      standard: "0.04",
      manufacturing: "0.05",
      source:
        'wage-reference §3, §10.2: 4 points from February 2025 for non-imalat (N12 "2025 Şubat ayı itibarıyla … dört puana", N13, N9), 5 points for imalat (N12, N14, N5); law 7538 s.K., RG 15.01.2025 (G2 only, S1; §12.5)',
      evidence: ["S2"],
    },
  ],
  stampDuty: [STAMP_DUTY_2025_2026[0]!],
  tariff: {
    year: 2025,
    brackets: [
      { upper_limit: "158000", rate: "0.15" },
      { upper_limit: "330000", rate: "0.20" },
      { upper_limit: "1200000", rate: "0.27" },
      { upper_limit: "4300000", rate: "0.35" },
      { upper_limit: null, rate: "0.40" },
    ],
    source: "wage-reference §4: GVK md. 103, tariff for ücret gelirleri of 2025; N16, N17 (limits)",
    evidence: ["S2"],
  },
  minimumWageSupport: [
    {
      ...Y2025,
      monthlyAmount: "1000",
      // wage-reference §1 gives the amount but no conditions for 2025: the support is therefore not shown.
      conditions: null,
      source: "wage-reference §1: asgari ücret desteği 1.000 TL per insured per month; N6, N7 (conditions not given)",
      evidence: ["S2"],
    },
  ],
};

export const WAGE_FIGURES_2026: WageYearFigures = {
  year: 2026,
  minimumWage: [
    {
      ...Y2026,
      dailyGross: "1101.00",
      monthlyGross: "33030.00",
      source:
        "wage-reference §1: AÜTK Kararı, RG 26.12.2025 sayı 33119 (S2, §12.3; İş K. md. 39; 1 sayılı CBK md. 522); daily N1–N4; monthly = 1.101 × 30, N4, N5",
      evidence: ["S2", "A"],
    },
  ],
  sgkLimits: [
    {
      ...Y2026,
      floor: "33030.00",
      ceiling: "297270.00",
      source:
        "wage-reference §2: SGK Genelgesi 2026/2 of 07.01.2026 (N4 verbatim copy, N5); tavan 9 × taban (7566 s.K., 5510 md. 82; RG 19.12.2025): 9.909/day × 30",
      evidence: ["S2", "A"],
    },
  ],
  employeeRates: [
    {
      ...Y2026,
      sgk: "0.14",
      unemployment: "0.01",
      source: "wage-reference §3: worker MYÖ 9 % + GSS 5 % (N12, G2, G1); işsizlik 1 % (N9, N25, N5); 5510 md. 81, 4447",
      evidence: ["S2"],
    },
  ],
  employerRates: [
    {
      ...Y2026,
      sgk: "0.2175",
      unemployment: "0.02",
      source:
        "wage-reference §3, §10.1: employer MYÖ 12 % (7566 s.K. from 1.1.2026; law text not read) + KVS 2,25 % (N15) + GSS 7,5 % = 21,75 % (N12, G2, G5); işsizlik 2 %",
      evidence: ["S2", "A"],
    },
  ],
  treasuryDiscount: [
    {
      ...Y2026,
      standard: "0.02",
      manufacturing: "0.05",
      source:
        "wage-reference §3: Hazine indirimi (5510 md. 81/ı as amended by 7566 s.K.) 2 points (N5, N12, N11, N14); imalat 5 points to 31.12.2026 (N12, N14, N5)",
      evidence: ["S2"],
    },
  ],
  stampDuty: [STAMP_DUTY_2025_2026[1]!],
  tariff: {
    year: 2026,
    brackets: [
      { upper_limit: "190000", rate: "0.15" },
      { upper_limit: "400000", rate: "0.20" },
      { upper_limit: "1500000", rate: "0.27" },
      { upper_limit: "5300000", rate: "0.35" },
      { upper_limit: null, rate: "0.40" },
    ],
    source:
      "wage-reference §4: GVK md. 103, GV Genel Tebliği Seri No 332 (RG 31.12.2025 sayı 33124, 5. Mük.; G4, G4b), ücret tariff; N16, N17 (limits)",
    evidence: ["S2"],
  },
  minimumWageSupport: [
    {
      ...Y2026,
      monthlyAmount: "1270",
      conditions:
        "Bir ayda 4/a kapsamındaki sigortalı sayısı, 2025 yılının Ocak–Aralık aylarında bildirilen en düşük 4/a sigortalı sayısının altına düşerse o ay için destek alınamaz.",
      source:
        "wage-reference §1: asgari ücret desteği 1.270 TL per insured per month (N1, N2: proposed in the AÜTK decision; N26: law change and the condition, S1; enacting law n/c, §12.13)",
      evidence: ["S2", "S1", "n/c"],
    },
  ],
};

/** wage-reference §7.1: kıdem tazminatı tavanı by termination date (HMB KMYDGM mali ve sosyal haklar genelgeleri). */
export const KIDEM_CEILINGS_2025_2026: readonly KidemCeilingFigure[] = [
  {
    validFrom: "2025-01-01",
    validTo: "2025-06-30",
    ceiling: "46655.43",
    source: "wage-reference §7.1: HMB genelge of 06.01.2025 (date from N23 only); N23, G2, calculators. Conflict: N32 says 46.659 (§10.6)",
    evidence: ["S2", "n/c"],
  },
  {
    validFrom: "2025-07-01",
    validTo: "2025-12-31",
    ceiling: "53919.68",
    source: "wage-reference §7.1: HMB KMYDGM 2025 Yılı Temmuz Ayına Ait Mali ve Sosyal Haklar Genelgesi, 07.07.2025; N21, N22, N33, N18",
    evidence: ["S2"],
  },
  {
    validFrom: "2026-01-01",
    validTo: "2026-06-30",
    ceiling: "64948.77",
    source: "wage-reference §7.1: HMB genelge, early January 2026 (date n/c); N18, N19, N20, G2",
    evidence: ["S2"],
  },
  {
    validFrom: "2026-07-01",
    validTo: "2026-12-31",
    ceiling: "73729.87",
    source: "wage-reference §7.1: HMB genelge, July 2026 (date n/c); G2 only",
    evidence: ["S1"],
  },
];
