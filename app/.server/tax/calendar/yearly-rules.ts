/**
 * The vergi takvimi's quarterly and yearly rules (tax-reference §5.1): geçici
 * vergi, gelir vergisi, kurumlar vergisi and MTV. The monthly ones and the
 * list of all rules are in rules.ts, which says how a rule is read.
 */
import type { Draft } from "#app/.server/tax/calendar/draft.ts";
import { day, lastDayOfMonth, yearOf } from "#app/.server/tax/calendar/periods.ts";
import { paths } from "#app/lib/paths.ts";

const tools = paths.calculators;

const QUARTER_MONTHS = ["Ocak–Mart", "Nisan–Haziran", "Temmuz–Eylül", "Ekim–Aralık"];

/** Geçici vergi: beyan and ödeme by the 17th of the 2nd month after each quarter (Q4 → 17 February). Statute [P]; "17th for both" [S1] and Q4 [S1]: the `gecici` and `gecici-q4` checks. */
export function gecici(year: number): Draft[] {
  const quarters = [
    { periodYear: year - 1, quarter: 4, due: day(year, 2, 17) },
    { periodYear: year, quarter: 1, due: day(year, 5, 17) },
    { periodYear: year, quarter: 2, due: day(year, 8, 17) },
    { periodYear: year, quarter: 3, due: day(year, 11, 17) },
  ];
  return quarters.map(({ periodYear, quarter, due }) => ({
    rule: "gecici",
    period: `${periodYear}-q${quarter}`,
    kind: "beyan-odeme",
    title: `Geçici vergi – ${periodYear} yılı ${quarter}. dönem (${QUARTER_MONTHS[quarter - 1]})`,
    audience: "Geçici vergi ödeyen gelir ve kurumlar vergisi mükellefleri",
    description: `${periodYear} yılı ${quarter}. geçici vergi döneminin (${QUARTER_MONTHS[quarter - 1]}) beyannamesinin verilmesi ve geçici verginin ödenmesi.`,
    legalBasis: "193 sayılı GVK mükerrer md. 120 (kanun metninde beyan ayın 14'ü, ödeme 17'si); 5520 sayılı KVK md. 32.",
    toolPath: tools.latePayment,
    statutoryDate: due,
  }));
}

/**
 * Yıllık gelir vergisi of the year before: beyan until 31 March (GİB's 2026
 * practice [S2]; statute: 25 March [P]) → the `gelir-beyan` check; ödeme in March and July
 * (md. 117, 7338 s.K.) [P].
 */
export function gelir(year: number): Draft[] {
  const of = year - 1;
  const shared = {
    period: String(of),
    audience: "Yıllık gelir vergisi beyannamesi veren gerçek kişiler",
    toolPath: tools.incomeTax,
  };
  const payment =
    "193 sayılı GVK md. 117 (7338 sayılı Kanunla değişik): yıllık beyanname üzerinden tahakkuk eden vergi Mart ve Temmuz aylarında iki eşit taksitte ödenir.";
  return [
    {
      ...shared,
      rule: "gelir-beyan",
      kind: "beyan",
      title: `Yıllık gelir vergisi beyannamesi – ${of} yılı`,
      description: `${of} yılı gelirleri için yıllık gelir vergisi beyannamesinin verilmesi.`,
      legalBasis:
        "193 sayılı GVK md. 92 (kanun metninde Mart ayının 25'i akşamına kadar); uygulanan 31 Mart, GİB'in beyan dönemi duyurusuna dayanır.",
      statutoryDate: day(year, 3, 31),
    },
    {
      ...shared,
      rule: "gelir-odeme1",
      kind: "odeme",
      title: `Yıllık gelir vergisi 1. taksit – ${of} yılı`,
      description: `${of} yılı için tahakkuk eden yıllık gelir vergisinin ilk yarısının ödenmesi.`,
      legalBasis: payment,
      statutoryDate: day(year, 3, 31),
    },
    {
      ...shared,
      rule: "gelir-odeme2",
      kind: "odeme",
      title: `Yıllık gelir vergisi 2. taksit – ${of} yılı`,
      description: `${of} yılı için tahakkuk eden yıllık gelir vergisinin ikinci yarısının ödenmesi.`,
      legalBasis: payment,
      statutoryDate: day(year, 7, 31),
    },
  ];
}

/**
 * Kurumlar vergisi of calendar-year companies: beyan by the 25th of April
 * (KVK md. 14/3 [P]; a 30 April practice is n/c: the check's note, for the office), ödeme by the
 * end of the month of filing (md. 21 [P]): computed from the filing's due day.
 */
export function kurumlar(year: number, dueOf: (statutory: string) => string): Draft[] {
  const of = year - 1;
  const filing = day(year, 4, 25);
  const filedIn = dueOf(filing);
  const shared = { period: String(of), audience: "Hesap dönemi takvim yılı olan kurumlar vergisi mükellefleri" };
  return [
    {
      ...shared,
      rule: "kurumlar-beyan",
      kind: "beyan",
      title: `Kurumlar vergisi beyannamesi – ${of} hesap dönemi`,
      description: `${of} hesap dönemine ait kurumlar vergisi beyannamesinin verilmesi. Süre, kanundaki gibi Nisan ayının 25'idir; GİB bir süre uzatımı duyurursa takvimde gösterilir.`,
      legalBasis:
        "5520 sayılı KVK md. 14/3: hesap döneminin kapandığı ayı izleyen dördüncü ayın 1'inden 25'i akşamına kadar (takvim yılı için Nisan).",
      toolPath: null,
      statutoryDate: filing,
    },
    {
      ...shared,
      rule: "kurumlar-odeme",
      kind: "odeme",
      title: `Kurumlar vergisinin ödenmesi – ${of} hesap dönemi`,
      description: `${of} hesap dönemi için beyan edilen kurumlar vergisinin ödenmesi (beyannamenin verildiği ayın sonuna kadar).`,
      legalBasis: "5520 sayılı KVK md. 21: vergi, beyannamenin verildiği ayın sonuna kadar ödenir.",
      toolPath: tools.latePayment,
      // The end of the month in which the return is due (after VUK md. 18: a 25 April moved into May would take the payment along).
      statutoryDate: lastDayOfMonth(yearOf(filedIn), Number(filedIn.slice(5, 7))),
    },
  ];
}

/** MTV: 1st instalment in January, 2nd in July, by the last day (MTVK md. 9) [P]. */
export function mtv(year: number): Draft[] {
  const shared = {
    period: String(year),
    kind: "odeme" as const,
    audience: "Motorlu taşıt sahipleri",
    legalBasis: "197 sayılı Motorlu Taşıtlar Vergisi Kanunu md. 9: vergi Ocak ve Temmuz aylarında iki eşit taksitte ödenir.",
    toolPath: tools.mtv,
  };
  return [
    {
      ...shared,
      rule: "mtv1",
      title: `Motorlu taşıtlar vergisi 1. taksit – ${year}`,
      description: `${year} yılı motorlu taşıtlar vergisinin ilk taksitinin ödenmesi.`,
      statutoryDate: lastDayOfMonth(year, 1),
    },
    {
      ...shared,
      rule: "mtv2",
      title: `Motorlu taşıtlar vergisi 2. taksit – ${year}`,
      description: `${year} yılı motorlu taşıtlar vergisinin ikinci taksitinin ödenmesi.`,
      statutoryDate: lastDayOfMonth(year, 7),
    },
  ];
}
