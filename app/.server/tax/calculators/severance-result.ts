/**
 * The kıdem and ihbar result as the page shows it (CalculationResult): the
 * net amounts, each step of the arithmetic written out, the figure sets used
 * with their public sources and "son kontrol" day, and the one neutral line
 * when a set used is not confirmed yet (ADR 020) — never a research doubt.
 */
import { type Bracket, buildTariff } from "#app/.server/tax/calculators/income-tax.ts";
import type { IhbarResult, KidemResult, ServiceLength, SeveranceInput } from "#app/.server/tax/calculators/severance.ts";
import type { Period, WageTariffFigure } from "#app/.server/tax/calculators/wage.ts";
import type { WageSet } from "#app/.server/tax/calculators/wage-data.ts";
import { usedSetsFacts } from "#app/.server/tax/confirmation.ts";
import { formatDay, formatMoney, type Money } from "#app/.server/tax/money.ts";
import type { CalculationLine, CalculationResult, CalculationStep } from "#app/lib/calculator.ts";
import { MONTH_NAMES } from "#app/lib/tax-calendar.ts";

/** The cumulative GV base the ihbar was taxed on: as the visitor gave it, or the wage's own (January up to the exit month). */
export type BaseUsed = { kind: "given"; amount: Money } | { kind: "wage"; amount: Money; year: number; months: number };

export interface SeveranceParts {
  request: SeveranceInput;
  kidem: KidemResult;
  /** The kıdem tavanı's validity period (the one in force on the exit day). */
  ceilingPeriod: Period;
  ihbar?: { result: IhbarResult; base: BaseUsed; tariff: WageTariffFigure };
  /** Every figure set the calculation used (kıdem tavanı, damga rate, and for ihbar the tariff and the wage figures). */
  sets: readonly WageSet[];
}

// A no-break space: an amount never wraps away from its unit.
const lira = (amount: Money) => `${formatMoney(amount)}\u00a0TL`;
const plain = (amount: Money) => formatMoney(amount);
/** "binde 7,59" (a rate given as 0.00759). */
const perMille = (rate: Money) => `binde ${rate.times(1000).toString().replace(".", ",")}`;
const percent = (rate: Money) => `%${rate.times(100).toString().replace(".", ",")}`;
const period = (value: Period) => `${formatDay(value.validFrom)} – ${formatDay(value.validTo)}`;

/** "10 yıl 3 ay 5 gün", "10 yıl": the service in calendar terms (monthly anniversaries, as severance.ts counts). */
export function serviceText(service: ServiceLength): string {
  const parts: [number, string][] = [
    [Math.floor(service.months / 12), "yıl"],
    [service.months % 12, "ay"],
    [service.daysAfterMonths, "gün"],
  ];
  return (
    parts
      .filter(([count]) => count > 0)
      .map(([count, unit]) => `${count} ${unit}`)
      .join(" ") || "0 gün"
  );
}

const NOTICE_BAND: Record<2 | 4 | 6 | 8, string> = {
  2: "altı aydan az",
  4: "altı aydan bir buçuk yıla kadar",
  6: "bir buçuk yıldan üç yıla kadar",
  8: "üç yıldan fazla",
};

function kidemSteps(parts: SeveranceParts): CalculationStep[] {
  const { kidem, request, ceilingPeriod } = parts;
  const { service } = kidem;
  const days = `${formatDay(request.start)} – ${formatDay(request.exit)}`;
  if (!kidem.entitled) {
    return [
      {
        label: "Kıdem tazminatı: hizmet süresi",
        detail: `${days}: ${serviceText(service)}. Hizmet süresi bir yılı doldurmadığından kıdem tazminatı hakkı doğmaz.`,
      },
    ];
  }
  const partYear = service.daysAfterYears === 0 ? `${service.years}` : `(${service.years} + ${service.daysAfterYears} / 365)`;
  const capped = kidem.ceilingApplied
    ? `Giydirilmiş ücret (${lira(kidem.dressedWage)}) tavanı aştığından tavan esas alınır: ${lira(kidem.base)}.`
    : `Giydirilmiş ücret tavanın altında kaldığından ücret esas alınır: ${lira(kidem.base)}.`;
  return [
    {
      label: "Kıdem tazminatı: hizmet süresi",
      detail:
        service.daysAfterYears === 0
          ? `${days}: ${service.years} tam yıl.`
          : `${days}: ${service.years} tam yıl ve ${service.daysAfterYears} gün (artan günler 365'e bölünür).`,
    },
    {
      label: "Giydirilmiş aylık brüt ücret",
      detail: `${plain(request.grossWage)} + ${plain(request.benefits)} (yan haklar) = ${lira(kidem.dressedWage)}`,
    },
    {
      label: `Kıdem tazminatı tavanı (${period(ceilingPeriod)})`,
      detail: `Çıkış tarihinde (${formatDay(request.exit)}) geçerli tavan ${lira(kidem.ceiling)}. ${capped}`,
    },
    {
      label: "Brüt kıdem tazminatı: her tam yıl için 30 günlük ücret",
      detail: `${plain(kidem.base)} × ${partYear} = ${lira(kidem.gross)}`,
    },
    {
      label: `Damga vergisi (${perMille(kidem.stampDutyRate)}); gelir vergisi ve SGK primi kesilmez`,
      detail: `${plain(kidem.gross)} × ${perMille(kidem.stampDutyRate)} = ${lira(kidem.stampDuty)}`,
    },
    {
      label: "Net kıdem tazminatı",
      detail: `${plain(kidem.gross)} − ${plain(kidem.stampDuty)} = ${lira(kidem.net)}`,
    },
  ];
}

/** "(190.000,00 − 150.000,00) × %15 + (271.333,33 − 190.000,00) × %20": the base's rise from `before` to `after`, bracket by bracket. */
function taxExpression(tariff: readonly Bracket[], before: Money, after: Money): string {
  const terms: string[] = [];
  for (const bracket of tariff) {
    const low = before.gt(bracket.lower) ? before : bracket.lower;
    const high = bracket.upper && after.gt(bracket.upper) ? bracket.upper : after;
    if (!high.gt(low)) continue;
    terms.push(`(${plain(high)} − ${plain(low)}) × ${percent(bracket.rate)}`);
  }
  return terms.join(" + ") || "0";
}

function baseDetail(base: BaseUsed): string {
  if (base.kind === "given") return `Girdiğiniz tutar: ${lira(base.amount)}.`;
  const months = base.months === 1 ? `Ocak ${base.year}` : `Ocak – ${MONTH_NAMES[base.months - 1]} ${base.year}`;
  return `Girilmediği için ücretten hesaplandı: ${months}, her ay aynı brüt ücret, SGK ve işsizlik sigortası primleri düşülerek: ${lira(base.amount)} (çıkış ayının ücreti dahil).`;
}

function ihbarSteps(ihbar: NonNullable<SeveranceParts["ihbar"]>): CalculationStep[] {
  const { result, base, tariff } = ihbar;
  const brackets = buildTariff(tariff.brackets);
  return [
    {
      label: "İhbar süresi",
      detail: `Hizmet süresi ${serviceText(result.service)}: ${NOTICE_BAND[result.weeks]}, ${result.weeks} hafta = ${result.days} gün.`,
    },
    {
      label: "Brüt ihbar tazminatı: günlük ücret × ihbar süresi",
      detail: `${plain(result.dressedWage)} / 30 × ${result.days} = ${lira(result.gross)}`,
    },
    { label: "İhbardan önceki kümülatif gelir vergisi matrahı", detail: baseDetail(base) },
    {
      label: `Gelir vergisi (${tariff.year} ücret tarifesi, kümülatif matrah ${plain(result.cumulativeBaseBefore)} → ${plain(result.cumulativeBase)})`,
      detail: `${taxExpression(brackets, result.cumulativeBaseBefore, result.cumulativeBase)} = ${lira(result.incomeTax)}`,
    },
    {
      label: `Damga vergisi (${perMille(result.stampDutyRate)})`,
      detail: `${plain(result.gross)} × ${perMille(result.stampDutyRate)} = ${lira(result.stampDuty)}`,
    },
    {
      label: "Net ihbar tazminatı",
      detail: `${plain(result.gross)} − ${plain(result.incomeTax)} − ${plain(result.stampDuty)} = ${lira(result.net)}`,
    },
  ];
}

/** Each figure set used: its title, its public source and, once the office confirmed it, its "son kontrol" day. */
function sourcesOf(sets: readonly WageSet[]): string[] {
  return sets.map((set) => {
    const checked = set.confirmed_at === null ? "" : ` (son kontrol: ${formatDay(set.checked_on)})`;
    return `${set.title}: ${set.source}${checked}`;
  });
}

export function severanceResult(parts: SeveranceParts): CalculationResult {
  const { kidem, ihbar } = parts;
  const facts = usedSetsFacts(parts.sets);
  const lines: CalculationLine[] = [
    { label: "Hizmet süresi", amount: serviceText(kidem.service) },
    { label: "Giydirilmiş aylık brüt ücret", amount: lira(kidem.dressedWage) },
  ];
  if (kidem.entitled) {
    lines.push(
      { label: `Kıdem tazminatı tavanı (${period(parts.ceilingPeriod)})`, amount: lira(kidem.ceiling) },
      { label: "Brüt kıdem tazminatı", amount: lira(kidem.gross) },
      { label: "Kıdem tazminatı damga vergisi", amount: lira(kidem.stampDuty) },
    );
  }
  if (ihbar) {
    lines.push(
      { label: "Net kıdem tazminatı", amount: lira(kidem.net) },
      { label: "İhbar süresi", amount: `${ihbar.result.weeks} hafta (${ihbar.result.days} gün)` },
      { label: "Brüt ihbar tazminatı", amount: lira(ihbar.result.gross) },
      { label: "İhbar tazminatı gelir vergisi", amount: lira(ihbar.result.incomeTax) },
      { label: "İhbar tazminatı damga vergisi", amount: lira(ihbar.result.stampDuty) },
      { label: "Net ihbar tazminatı", amount: lira(ihbar.result.net) },
    );
  }
  const explanations: string[] = [];
  if (!kidem.entitled) explanations.push("Hizmet süresi bir yılı doldurmadığından kıdem tazminatı hakkı doğmaz.");
  else if (kidem.ceilingApplied) {
    explanations.push(
      `Giydirilmiş ücret, çıkış tarihinde geçerli kıdem tazminatı tavanını (${lira(kidem.ceiling)}) aştığından kıdem tazminatı tavan üzerinden hesaplanmıştır.`,
    );
  }
  const legalBasis = [
    "1475 sayılı İş Kanunu md. 14 (kıdem tazminatı: her tam yıl için 30 günlük ücret, en az bir yıl hizmet)",
    "193 sayılı Gelir Vergisi Kanunu md. 25/7 (kıdem tazminatı tavana kadar gelir vergisinden müstesnadır)",
  ];
  if (ihbar) legalBasis.push("4857 sayılı İş Kanunu md. 17 (bildirim süreleri: 2, 4, 6 ve 8 hafta)");
  legalBasis.push(...sourcesOf(parts.sets));
  return {
    total: ihbar
      ? { label: "Net tazminat (kıdem + ihbar)", amount: lira(kidem.net.plus(ihbar.result.net)) }
      : { label: "Net kıdem tazminatı", amount: lira(kidem.net) },
    explanation: explanations.join(" ") || undefined,
    lines,
    steps: [...kidemSteps(parts), ...(ihbar ? ihbarSteps(ihbar) : [])],
    legalBasis,
    checkedOn: facts.checkedOn,
    rounding:
      "Kıdem ve ihbar tazminatı, gelir vergisi ve damga vergisi ayrı ayrı kuruşa yuvarlanır (yarım kuruş yukarı); ara tutarlar yuvarlanmadan hesaplanır.",
    warnings: facts.notes,
  };
}
