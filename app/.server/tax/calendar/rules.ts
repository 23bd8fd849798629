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
 * day carries a flag that the page shows.
 */
import type { DeadlineKind } from "#app/.server/db/schema.ts";
import { FLAG } from "#app/.server/tax/calendar/flags.ts";
import { day, lastDayOfMonth, monthAfter, monthlyPeriods, monthName, yearOf } from "#app/.server/tax/calendar/periods.ts";
import { paths } from "#app/lib/paths.ts";

export type RuleKind = Exclude<DeadlineKind, "etkinlik">;

/** A deadline as its rule gives it, before the VUK md. 18 shift (deadlines.ts). */
export interface Draft {
  rule: string;
  period: string;
  kind: RuleKind;
  title: string;
  audience: string;
  description: string;
  legalBasis: string;
  toolPath: string | null;
  /** The day the rule gives. */
  statutoryDate: string;
  /** The rule's own warnings (a single-source day…). */
  flags?: string[];
}

const tools = paths.calculators;

// ---------------------------------------------------------------------------
// The rules (tax-reference §5.1). Each returns the drafts whose rule day falls in `year`.

/** KDV 1 No.lu: beyan and ödeme by the 28th of the following month. 28th [S2]; the instrument n/c (§7.5): said in the legal basis. */
function kdv1(year: number): Draft[] {
  return monthlyPeriods(year, -1, 12).map((p) => ({
    rule: "kdv1",
    period: p.period,
    kind: "beyan-odeme",
    title: `KDV beyannamesi (1 No.lu) – ${p.name}`,
    audience: "Katma değer vergisi mükellefleri",
    description: `${p.name} dönemine ait 1 No.lu KDV beyannamesinin verilmesi ve tahakkuk eden verginin ödenmesi.`,
    legalBasis:
      "3065 sayılı KDV Kanunu md. 41 ve md. 46. Kanun metninde beyan ayın 24'ü, ödeme 26'sıdır; uygulanan 28'i idari düzenlemeyle belirlenmiştir (bu düzenleme teyit edilmedi).",
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

/** Muhtasar ve prim hizmet: beyan and ödeme by the 26th. Ödeme [P]; beyan on the 26th [S1] → flagged. */
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
      flags: [FLAG.muhtasarDay],
    };
  });
}

const QUARTER_MONTHS = ["Ocak–Mart", "Nisan–Haziran", "Temmuz–Eylül", "Ekim–Aralık"];

/** Geçici vergi: beyan and ödeme by the 17th of the 2nd month after each quarter (Q4 → 17 February). Statute [P]; "17th for both" [S1]; Q4 [S1]. */
function gecici(year: number): Draft[] {
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
    flags: quarter === 4 ? [FLAG.geciciDay, FLAG.geciciQ4] : [FLAG.geciciDay],
  }));
}

/**
 * Yıllık gelir vergisi of the year before: beyan until 31 March (GİB's 2026
 * practice [S2]; statute: 25 March [P]) → flagged; ödeme in March and July
 * (md. 117, 7338 s.K.) [P].
 */
function gelir(year: number): Draft[] {
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
      flags: [FLAG.gelirBeyan],
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
 * (KVK md. 14/3 [P]; a 30 April practice is n/c, said plainly), ödeme by the
 * end of the month of filing (md. 21 [P]): computed from the filing's due day.
 */
function kurumlar(year: number, dueOf: (statutory: string) => string): Draft[] {
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
      description: `${of} hesap dönemine ait kurumlar vergisi beyannamesinin verilmesi. Beyannamelerin 30 Nisan'a kadar kabul edildiği uygulaması teyit edilmedi; GİB aksini duyurmadıkça kanundaki 25'i esas alınır.`,
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
function mtv(year: number): Draft[] {
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

/** Form Ba/Bs: by the last day of the following month (VUK GT 396) [S1] → flagged. The threshold is not stated (a figure, and n/c after 2024). */
function babs(year: number): Draft[] {
  return monthlyPeriods(year, -1, 12).map((p) => {
    const next = monthAfter(p.year, p.month, 1);
    return {
      rule: "babs",
      period: p.period,
      kind: "beyan",
      title: `Form Ba ve Form Bs – ${p.name}`,
      audience: "Form Ba/Bs bildirimi vermekle yükümlü mükellefler",
      description: `${p.name} dönemindeki mal ve hizmet alımlarının (Form Ba) ve satışlarının (Form Bs) bildirimi; bildirim sınırını ve kapsamını GİB'den teyit edin.`,
      legalBasis: "Vergi Usul Kanunu Genel Tebliği Sıra No 396 (RG 04.02.2010, sayı 27483).",
      toolPath: null,
      statutoryDate: lastDayOfMonth(next.year, next.month),
      flags: [FLAG.babs],
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
      description: `${p.name} ayına ait e-defter berat dosyalarının yüklenmesi: ilgili ayı izleyen üçüncü ayın sonuna kadar. Üç aylık yükleme seçeneğinin süreleri teyit edilmediğinden bu takvimde yer almıyor.`,
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

/** A rule: the drafts of `year`; `dueOf` gives a day's VUK md. 18 due day, for a rule whose day depends on another's. */
export type Rule = (year: number, dueOf: (statutory: string) => string) => Draft[];

export const RULES: Rule[] = [kdv1, kdv2, muhtasar, gecici, gelir, kurumlar, mtv, babs, edefter];
