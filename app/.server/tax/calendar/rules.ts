/**
 * The vergi takvimi's rules (tax-reference §5.1), the table of the law's
 * deadlines: which deadlines a year has, on which day the rule puts each one,
 * and what the page says about it (the VUK md. 18 shift: deadlines.ts). The
 * rules are code because they are the law's structure ("the 28th of the month
 * after the period"); every date figure they depend on — the holidays that
 * move a deadline (VUK md. 18, §5.2) — comes from the `holidays` rows, and a
 * year whose holidays are not in the data is refused, never guessed.
 *
 * A year's deadlines are those whose rule day (statutory_date) falls in that
 * year: the KDV of December 2025 (due 28.01.2026) belongs to 2026. `year` is
 * the rule day's year, so a row never changes year when VUK md. 18 moves a
 * 31 December deadline into January, and regenerating a year touches exactly
 * the rows it generated.
 *
 * Left out, and why (§5.1, §7): SGK prim ödeme (its day is not confirmed:
 * §7.11) and the e-defter quarterly option (its deadlines after the 4th
 * geçici vergi period's reinstatement are not confirmed: §7.8). Evidence
 * marks of each rule are in its comment; a single-source or not-confirmed
 * day is a rule check (checks.ts, `tax_rule_checks`): "teyit bekliyor" in
 * the admin until the office confirms it, and meanwhile hidden or shown with
 * one neutral line. The research note is the check's, never the page's.
 */
import type { Draft, Rule } from "#app/.server/tax/calendar/draft.ts";
import { day, lastDayOfMonth, monthAfter, monthlyPeriods, monthName } from "#app/.server/tax/calendar/periods.ts";
import { gecici, gelir, kurumlar, mtv } from "#app/.server/tax/calendar/yearly-rules.ts";
import { paths } from "#app/lib/paths.ts";

const tools = paths.calculators;

// ---------------------------------------------------------------------------
// The rules (tax-reference §5.1). Each returns the drafts whose rule day falls in `year`.

/** KDV 1 No.lu: beyan and ödeme by the 28th of the following month. 28th [S2]; the instrument n/c (§7.5): the `kdv1` check. */
function kdv1(year: number): Draft[] {
  return monthlyPeriods(year, -1, 12).map((p) => ({
    rule: "kdv1",
    period: p.period,
    kind: "beyan-odeme",
    title: `KDV beyannamesi (1 No.lu) – ${p.name}`,
    audience: "Katma değer vergisi mükellefleri",
    description: `${p.name} dönemine ait 1 No.lu KDV beyannamesinin verilmesi ve tahakkuk eden verginin ödenmesi.`,
    legalBasis:
      "3065 sayılı KDV Kanunu md. 41 ve md. 46. Kanun metninde beyan ayın 24'ü, ödeme 26'sıdır; uygulanan 28'i idari düzenlemeyle belirlenmiştir.",
    toolPath: tools.latePayment,
    statutoryDate: day(monthAfter(p.year, p.month, 1).year, monthAfter(p.year, p.month, 1).month, 28),
  }));
}

/** KDV 2 No.lu: beyan by the 21st, ödeme by the 23rd of the following month, from the Ocak/2024 period [P]. */
function kdv2(year: number): Draft[] {
  const legalBasis =
    "3065 sayılı KDV Kanunu md. 41 ve md. 46 (7491 sayılı Kanunla değişik, RG 28.12.2023); KDV Genel Uygulama Tebliği (RG 10.02.2024).";
  const deduction =
    "Tevkif edilen KDV, 2 No.lu beyanname zamanında verilip ödenirse aynı dönemin 1 No.lu beyannamesinde indirilebilir; aksi halde ödendiği dönemde.";
  return monthlyPeriods(year, -1, 12).flatMap((p): Draft[] => {
    const next = monthAfter(p.year, p.month, 1);
    const shared = {
      period: p.period,
      audience: "KDV tevkifatı yapan alıcılar (sorumlu sıfatıyla)",
      legalBasis,
      toolPath: tools.vatWithholding,
    };
    return [
      {
        ...shared,
        rule: "kdv2-beyan",
        kind: "beyan",
        title: `KDV 2 No.lu beyanname – ${p.name}`,
        description: `${p.name} döneminde tevkif edilen KDV'nin 2 No.lu beyannameyle beyanı; ödemesi ayın 23'üne kadar. ${deduction}`,
        statutoryDate: day(next.year, next.month, 21),
      },
      {
        ...shared,
        rule: "kdv2-odeme",
        kind: "odeme",
        title: `KDV 2 No.lu beyanname ödemesi – ${p.name}`,
        description: `${p.name} dönemine ait 2 No.lu beyannamede tahakkuk eden KDV'nin ödenmesi. ${deduction}`,
        statutoryDate: day(next.year, next.month, 23),
      },
    ];
  });
}

/** Muhtasar ve prim hizmet: beyan and ödeme by the 26th. Ödeme [P]; beyan on the 26th [S1] → the `muhtasar` check. */
function muhtasar(year: number): Draft[] {
  return monthlyPeriods(year, -1, 12).map((p) => {
    const next = monthAfter(p.year, p.month, 1);
    return {
      rule: "muhtasar",
      period: p.period,
      kind: "beyan-odeme",
      title: `Muhtasar ve prim hizmet beyannamesi – ${p.name}`,
      audience: "İşverenler ve vergi kesintisi (stopaj) yapmakla sorumlu olanlar",
      description: `${p.name} dönemine ait gelir vergisi kesintilerinin ve SGK aylık prim ve hizmet bilgilerinin beyanı, kesilen verginin ödenmesi. On veya daha az çalışanı olan işverenler üç aylık beyanı seçebilir; bu durumda beyanname Ocak, Nisan, Temmuz ve Ekim aylarında verilir.`,
      legalBasis:
        "193 sayılı GVK md. 98/A; md. 98 (kanun metninde beyan ayın 23'ü) ve md. 119 ile 5520 sayılı KVK md. 21/4 (ödeme ayın 26'sı).",
      toolPath: tools.latePayment,
      statutoryDate: day(next.year, next.month, 26),
    };
  });
}

/** Form Ba/Bs: by the last day of the following month (VUK GT 396) [S1] → the `babs` check. The threshold is not stated (a figure, and n/c after 2024). */
function babs(year: number): Draft[] {
  return monthlyPeriods(year, -1, 12).map((p) => {
    const next = monthAfter(p.year, p.month, 1);
    return {
      rule: "babs",
      period: p.period,
      kind: "beyan",
      title: `Form Ba ve Form Bs – ${p.name}`,
      audience: "Form Ba/Bs bildirimi vermekle yükümlü mükellefler",
      description: `${p.name} dönemindeki mal ve hizmet alımlarının (Form Ba) ve satışlarının (Form Bs) bildirimi.`,
      legalBasis: "Vergi Usul Kanunu Genel Tebliği Sıra No 396 (RG 04.02.2010, sayı 27483).",
      toolPath: null,
      statutoryDate: lastDayOfMonth(next.year, next.month),
    };
  });
}

/**
 * e-Defter berat (monthly option) [S2]: by the end of the 3rd month after the
 * month; December's by the end of the month in which the annual return is due:
 * March for gelir vergisi, April for (calendar-year) kurumlar vergisi. The
 * quarterly option is left out: its deadlines after the 4th geçici vergi
 * period's reinstatement are n/c (§7.8).
 */
function edefter(year: number): Draft[] {
  const legalBasis = "Elektronik Defter Genel Tebliği Sıra No 1 (Sıra No 3 ile değişik, RG 19.10.2019).";
  const monthly = [...monthlyPeriods(year, -3, 2), ...monthlyPeriods(year, 0, 9)].map((p): Draft => {
    const due = monthAfter(p.year, p.month, 3);
    return {
      rule: "edefter",
      period: p.period,
      kind: "beyan",
      title: `e-Defter berat yükleme – ${p.name}`,
      audience: "e-Defter tutan mükellefler (aylık yükleme)",
      description: `${p.name} ayına ait e-defter berat dosyalarının yüklenmesi: ilgili ayı izleyen üçüncü ayın sonuna kadar. Üç aylık yükleme seçeneğinin süreleri bu takvimde yer almıyor.`,
      legalBasis,
      toolPath: null,
      statutoryDate: lastDayOfMonth(due.year, due.month),
    };
  });
  const december = `${year - 1}-12`;
  const decemberName = monthName(year - 1, 12);
  const annual = (rule: string, who: string, returnName: string, month: number, monthText: string): Draft => ({
    rule,
    period: december,
    kind: "beyan",
    title: `e-Defter berat yükleme – ${decemberName} (${who})`,
    audience: `e-Defter tutan ${who}`,
    description: `Aralık ayının berat dosyaları, yıllık ${returnName} beyannamesinin verildiği ayın sonuna, yani ${monthText} sonuna kadar yüklenir.`,
    legalBasis,
    toolPath: null,
    statutoryDate: lastDayOfMonth(year, month),
  });
  return [
    ...monthly,
    annual("edefter-gv", "gelir vergisi mükellefleri", "gelir vergisi", 3, "Mart"),
    annual("edefter-kv", "kurumlar vergisi mükellefleri", "kurumlar vergisi", 4, "Nisan"),
  ];
}

export const RULES: Rule[] = [kdv1, kdv2, muhtasar, gecici, gelir, kurumlar, mtv, babs, edefter];
