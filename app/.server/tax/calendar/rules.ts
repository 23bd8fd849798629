/**
 * The vergi takvimi's rules (tax-reference §5.1): which deadlines a year has,
 * on which day the rule puts each one, and what the page says about it. The
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
import { addDays, type HolidayLookup, shiftToWorkingDay } from "#app/.server/tax/working-days.ts";
import { paths } from "#app/lib/paths.ts";
import { MONTH_NAMES } from "#app/lib/tax-calendar.ts";

export type RuleKind = Exclude<DeadlineKind, "etkinlik">;

/** A deadline as the rules generate it (the generated columns of `tax_deadlines`). */
export interface GeneratedDeadline {
  /** `<rule>-<period>`: stable, also the iCalendar UID's first part. */
  id: string;
  year: number;
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
  /** After VUK md. 18: weekends and full-day holidays move it to the next working day. */
  dueDate: string;
  /** Warnings shown with the deadline (half day, mali tatil, single-source day…). */
  flags: string[];
}

/** A year whose holidays are in the data (`tatil/<year>` set), with the set's warning if it has one. */
export interface HolidayYear {
  year: number;
  warning: string | null;
}

export type Generation = { ok: true; deadlines: GeneratedDeadline[] } | { ok: false; reason: string };

// ---------------------------------------------------------------------------
// Calendar days ("YYYY-MM-DD") and periods.

const pad = (n: number) => String(n).padStart(2, "0");
const day = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`;
const yearOf = (d: string) => Number(d.slice(0, 4));

/** The last day of a month (month 1–12). */
export function lastDayOfMonth(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The month `count` months after (year, month). */
function monthAfter(year: number, month: number, count: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** "Nisan 2026" for (2026, 4). */
export const monthName = (year: number, month: number) => `${MONTH_NAMES[month - 1]} ${year}`;

/** A monthly period: "2026-04", its name, and the month after it. */
interface MonthPeriod {
  period: string;
  name: string;
  year: number;
  month: number;
}

/** The monthly periods from `first` months before January of `year`, `count` of them. */
function monthlyPeriods(year: number, first: number, count: number): MonthPeriod[] {
  return Array.from({ length: count }, (_, i) => {
    const p = monthAfter(year, 1, first + i);
    return { period: `${p.year}-${pad(p.month)}`, name: monthName(p.year, p.month), year: p.year, month: p.month };
  });
}

/** A deadline before the VUK md. 18 shift. */
type Draft = Omit<GeneratedDeadline, "id" | "year" | "dueDate" | "flags"> & { flags?: string[] };

const tools = paths.calculators;

// ---------------------------------------------------------------------------
// The flags' texts (what the page and the .ics show).

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
type Rule = (year: number, dueOf: (statutory: string) => string) => Draft[];

const RULES: Rule[] = [kdv1, kdv2, muhtasar, gecici, gelir, kurumlar, mtv, babs, edefter];

// ---------------------------------------------------------------------------
// Generation.

/** Mali tatil runs 1–20 July (5604 s.K., §5.1 notes): a deadline ending in it gets the note. */
export const inMaliTatil = (d: string) => d.slice(5) >= "07-01" && d.slice(5) <= "07-20";

/** Whether the holidays decided the due day: one lies in [from, to] (the statutory day or a day it was moved over). */
function holidayBetween(from: string, to: string, holidays: HolidayLookup): boolean {
  for (let d = from; d <= to; d = addDays(d, 1)) if (holidays.has(d)) return true;
  return false;
}

/** The VUK md. 18 shift of one draft, and the flags it brings; or why it cannot be computed. */
function applyShift(draft: Draft, holidays: HolidayLookup, known: ReadonlyMap<number, HolidayYear>): GeneratedDeadline | string {
  const shift = shiftToWorkingDay(draft.statutoryDate, holidays);
  // A day whose year has no holiday rows would be moved over weekends only: not a calendar we may publish.
  for (let d = draft.statutoryDate; d <= shift.due; d = addDays(d, 1)) {
    if (!known.has(yearOf(d))) {
      return `${draft.title}: son gün ${d.split("-").reverse().join(".")} tarihine kayıyor ve ${yearOf(d)} yılının resmî tatilleri verilerde yok. Önce o yılın tatillerini ekleyin.`;
    }
  }
  const flags = [...(draft.flags ?? [])];
  if (shift.halfDay) flags.push(FLAG.halfDay(shift.halfDay));
  if (inMaliTatil(shift.due)) flags.push(FLAG.maliTatil);
  for (const year of new Set([yearOf(draft.statutoryDate), yearOf(shift.due)])) {
    const warning = known.get(year)?.warning;
    if (warning && holidayBetween(draft.statutoryDate, shift.due, holidays)) flags.push(FLAG.holidays(warning));
  }
  const year = yearOf(draft.statutoryDate);
  return { ...draft, id: `${draft.rule}-${draft.period}`, year, dueDate: shift.due, flags };
}

/**
 * Every deadline whose rule day falls in `year`, shifted by VUK md. 18 over
 * the holidays. `known`: the years whose holidays are in the data (with their
 * set's warning); `holidays`: their rows. Refused when `year` (or a year a
 * deadline is moved into) has no holidays in the data.
 */
export function generateYear(year: number, known: ReadonlyMap<number, HolidayYear>, holidays: HolidayLookup): Generation {
  if (!known.has(year)) {
    return {
      ok: false,
      reason: `${year} yılının resmî tatilleri verilerde yok; takvim tatiller bilinmeden üretilemez. Önce Vergi verileri ekranından ${year} tatillerini ekleyin.`,
    };
  }
  const deadlines: GeneratedDeadline[] = [];
  for (const rule of RULES) {
    for (const draft of rule(year, (d) => shiftToWorkingDay(d, holidays).due)) {
      const shifted = applyShift(draft, holidays, known);
      if (typeof shifted === "string") return { ok: false, reason: shifted };
      deadlines.push(shifted);
    }
  }
  deadlines.sort((a, b) => a.statutoryDate.localeCompare(b.statutoryDate) || a.id.localeCompare(b.id));
  return { ok: true, deadlines };
}
