/**
 * The kıdem and ihbar tazminatı calculator's use case (/araclar/kidem-ihbar):
 * reads the query as typed, refuses what it cannot compute (one sentence, the
 * field at fault), loads the figures in force on the exit day (the kıdem
 * tavanı, the damga rate) and, when ihbar is due, the exit year's wage
 * figures for its gelir vergisi, then computes with severance.ts. The result
 * is written out by severance-result.ts.
 */
import { type Executor, getDb } from "#app/.server/db/index.ts";
import { listWageFigures } from "#app/.server/repositories/tax-figures.ts";
import { quoted, readDay, readFormQuery, refuse } from "#app/.server/tax/calculators/form-query.ts";
import { ihbar, kidem, SEVERANCE_ASSUMPTIONS, type SeveranceInput } from "#app/.server/tax/calculators/severance.ts";
import { type BaseUsed, type SeveranceParts, severanceResult } from "#app/.server/tax/calculators/severance-result.ts";
import { WageFiguresError, type WageTariffFigure, wageYear } from "#app/.server/tax/calculators/wage.ts";
import { loadSeveranceFigures, loadWageYear, type WageSet } from "#app/.server/tax/calculators/wage-data.ts";
import { formatDay, formatMoney, type Money, money, parseAmount } from "#app/.server/tax/money.ts";
import type { CalculatorOutcome, InputSummary } from "#app/lib/calculator.ts";
import { CALCULATOR_PARAMS } from "#app/lib/paths.ts";

export type SeveranceField = (typeof CALCULATOR_PARAMS.severance)[number];
export type SeveranceValues = Record<SeveranceField, string>;

/** A monthly wage or benefit above this is a typo, not a wage: refused. */
const MAX_MONTHLY = money(100_000_000);
/** A cumulative base above twelve such months is refused too. */
const MAX_BASE = MAX_MONTHLY.times(12);
/** A longer service is a mistyped start date. */
const MAX_SERVICE_YEARS = 60;

/** The default cumulative base, as the page's note says it (the assumption used when the field is left empty). */
export const DEFAULT_BASE_NOTE =
  "Kümülatif gelir vergisi matrahı girilmezse, çıkış yılının Ocak ayından çıkış ayına kadar (çıkış ayı dahil) her ay aynı aylık brüt ücretin (yan haklar hariç) ödendiği kabul edilir ve matrah bu ücretlerden SGK ve işsizlik sigortası primleri düşülerek hesaplanır; ihbar tazminatı çıkış ayının ücretiyle birlikte ödenmiş sayılır ve vergisi bu matrahın üzerinden hesaplanır.";

/** The notes the page prints under the form: the day count and every assumption of the calculation. */
export const SEVERANCE_NOTES: readonly string[] = [...SEVERANCE_ASSUMPTIONS.map((assumption) => assumption.text), DEFAULT_BASE_NOTE];

export interface SeveranceRequest extends SeveranceInput {
  ihbarDue: boolean;
  /** The cumulative GV base the ihbar is taxed on top of, as given; undefined: computed from the wage. */
  base: Money | undefined;
}

const lira = (amount: Money) => `${formatMoney(amount)}\u00a0TL`;
const isNegative = (text: string) => /^[-−]/.test(text);

type Read = { values: SeveranceValues } & (
  | { request: SeveranceRequest; outcome?: undefined }
  | { request?: undefined; outcome: CalculatorOutcome }
);

/**
 * A TL amount of the form: undefined when it is fine (then `amount` holds
 * it), else the refusal's sentence. `what` starts the sentences ("Aylık brüt
 * ücret").
 */
function readAmount(text: string, what: string, example: string, max: Money): { amount: Money } | { reason: string } {
  if (isNegative(text)) return { reason: `${what} eksi olamaz; tutarı eksi işareti olmadan yazın (ör. ${example}).` };
  const amount = parseAmount(text);
  if (!amount) {
    return {
      reason: `${quoted(text)} bir tutar olarak anlaşılmadı: ${what.toLocaleLowerCase("tr-TR")} için ${example} biçiminde, kuruşu virgülle ayırarak yazın.`,
    };
  }
  if (amount.gt(max)) {
    return {
      reason: `${what} ${formatMoney(max, { kurus: false })} TL'yi aşamaz; tutarı TL olarak, kuruşu virgülle ayırarak yazın (ör. ${example}).`,
    };
  }
  return { amount };
}

/** The form's values (as typed, trimmed) and what they ask: nothing yet, a refusal, or a calculation. */
export function readSeveranceQuery(query: URLSearchParams): Read {
  const { values, started } = readFormQuery(query, CALCULATOR_PARAMS.severance);
  if (!started) return { values, outcome: { state: "empty" } };
  const no = (reason: string, field: SeveranceField): Read => ({ values, outcome: refuse(reason, field) });

  if (values.giris === "") return no("İşe giriş tarihini seçin veya YYYY-AA-GG biçiminde yazın (ör. 2016-01-15).", "giris");
  const start = readDay(values.giris);
  if (!start) return no("İşe giriş tarihi geçerli bir tarih değil; YYYY-AA-GG biçiminde yazın (ör. 2016-01-15).", "giris");
  if (values.cikis === "") return no("İşten çıkış tarihini seçin veya YYYY-AA-GG biçiminde yazın (ör. 2026-01-15).", "cikis");
  const exit = readDay(values.cikis);
  if (!exit) return no("İşten çıkış tarihi geçerli bir tarih değil; YYYY-AA-GG biçiminde yazın (ör. 2026-01-15).", "cikis");
  if (exit < start) {
    return no(
      `İşten çıkış tarihi (${formatDay(exit)}) işe giriş tarihinden (${formatDay(start)}) önce olamaz; iki tarihi yeniden seçin.`,
      "cikis",
    );
  }
  // An input check, not a rule of law: no working life is this long, so the start is a typo.
  if (start < `${String(Number(exit.slice(0, 4)) - MAX_SERVICE_YEARS).padStart(4, "0")}${exit.slice(4)}`) {
    return no(
      `İşe giriş tarihi (${formatDay(start)}) çıkıştan ${MAX_SERVICE_YEARS} yıldan daha önce; bu kadar uzun bir hizmet süresi olamaz, tarihi kontrol edin (ör. 2016-01-15).`,
      "giris",
    );
  }

  if (values.brut === "") return no("Aylık brüt ücreti yazın (ör. 65.000 veya 65000,00).", "brut");
  const gross = readAmount(values.brut, "Aylık brüt ücret", "65.000,00", MAX_MONTHLY);
  if ("reason" in gross) return no(gross.reason, "brut");
  if (gross.amount.isZero()) return no("Aylık brüt ücret sıfırdan büyük olmalı; son brüt ücreti yazın (ör. 65.000,00).", "brut");

  let benefits = money(0);
  if (values.ek !== "") {
    const read = readAmount(values.ek, "Yan hakların aylık tutarı", "3.500,00", MAX_MONTHLY);
    if ("reason" in read) return no(`${read.reason} Yan hak yoksa alanı boş bırakın.`, "ek");
    benefits = read.amount;
  }

  if (values.ihbar !== "" && values.ihbar !== "1" && values.ihbar !== "0") {
    return no("İhbar tazminatı hesaplanacaksa kutuyu işaretleyin, hesaplanmayacaksa boş bırakın.", "ihbar");
  }

  let base: Money | undefined;
  if (values.matrah !== "") {
    const read = readAmount(values.matrah, "Kümülatif matrah", "250.000,00", MAX_BASE);
    if ("reason" in read) return no(`${read.reason} Bilmiyorsanız alanı boş bırakın; ücretten hesaplanır.`, "matrah");
    base = read.amount;
  }

  return { values, request: { start, exit, grossWage: gross.amount, benefits, ihbarDue: values.ihbar === "1", base } };
}

/** Merged, contiguous day ranges ("YYYY-MM-DD") of a list of periods. */
function coverage(periods: readonly { valid_from: string; valid_to: string }[]): [string, string][] {
  const ranges: [string, string][] = [];
  for (const period of [...periods].sort((a, b) => a.valid_from.localeCompare(b.valid_from))) {
    const last = ranges.at(-1);
    const dayAfter = last && new Date(Date.parse(`${last[1]}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    if (last && dayAfter !== undefined && period.valid_from <= dayAfter) {
      if (period.valid_to > last[1]) last[1] = period.valid_to;
    } else {
      ranges.push([period.valid_from, period.valid_to]);
    }
  }
  return ranges;
}

/** The exit days we have both a kıdem tavanı and a damga rate for, as "01.01.2025 – 31.12.2026". */
async function exitDaysWeCover(db: Executor): Promise<string> {
  const rows = await listWageFigures(db, "1900-01-01", "2200-12-31");
  const ceilings = coverage(rows.filter((row) => row.kind === "kidem-tavani"));
  const stamps = coverage(rows.filter((row) => row.kind === "damga-ucret"));
  // Days ("YYYY-MM-DD") compare as text: a range common to both is [the later start, the earlier end].
  const both = ceilings.flatMap(([from, to]) =>
    stamps
      .map(([otherFrom, otherTo]): [string, string] => [[from, otherFrom].sort()[1]!, [to, otherTo].sort()[0]!])
      .filter(([a, b]) => a <= b),
  );
  return both.map(([from, to]) => `${formatDay(from)} – ${formatDay(to)}`).join(", ");
}

/**
 * The refusal when figures are missing: what is missing (the exit day's, or for the ihbar the exit year's), never
 * computed with another period's figure, and the exit days we can compute.
 */
async function missingFigures(
  db: Executor,
  request: SeveranceRequest,
  missing: readonly string[],
  forIhbar = false,
): Promise<CalculatorOutcome> {
  const covered = await exitDaysWeCover(db);
  const have = covered ? ` Hesaplayabildiğimiz çıkış tarihleri: ${covered}.` : "";
  // loadSeveranceFigures names each missing figure with the day ("15.01.2027 tarihinde geçerli …"): said once here.
  const what = missing.map((item) => item.replace(/^\d{2}\.\d{2}\.\d{4} tarihinde geçerli /, "")).join(" ve ");
  const lead = forIhbar ? "İhbar tazminatının gelir vergisi için" : `Çıkış tarihi ${formatDay(request.exit)} için`;
  return refuse(`${lead} ${what} verilerimizde yok; başka bir dönemin rakamlarıyla hesap yapmıyoruz.${have}`, "cikis");
}

/**
 * The exit year's cumulative GV base the ihbar is taxed on top of: as given, or the wage's own from January
 * up to and including the exit month (the ihbar paid with the exit month's wage, wage-reference §9 E14).
 */
async function baseBeforeExit(
  db: Executor,
  request: SeveranceRequest,
): Promise<{ ok: true; base: BaseUsed; tariff: WageTariffFigure; sets: WageSet[] } | { ok: false; missing: string[] }> {
  const year = Number(request.exit.slice(0, 4));
  const load = await loadWageYear(db, year);
  if (!load.ok) return load;
  // The sets whose figures the ihbar's GV rests on: the tariff, and for the wage's own base the SGK limits and the
  // employee's premium rates (the base is gross − SGK − işsizlik); the minimum wage, employer rates and indirim are not.
  const used = (prefixes: string[]) => load.sets.filter((set) => prefixes.some((prefix) => set.id.startsWith(prefix)));
  const tariffSet = `gelir-vergisi/${year}`;
  if (request.base !== undefined)
    return { ok: true, base: { kind: "given", amount: request.base }, tariff: load.figures.tariff, sets: used([tariffSet]) };
  const exitMonth = Number(request.exit.slice(5, 7));
  const grosses = Array.from({ length: 12 }, (_, index) => (index + 1 <= exitMonth ? request.grossWage : null));
  const months = wageYear(load.figures, grosses).months;
  return {
    ok: true,
    base: { kind: "wage", amount: months[exitMonth - 1]!.cumulativeBase, months: exitMonth, year },
    tariff: load.figures.tariff,
    sets: used(["sgk-sinir/", "isci-prim/", tariffSet]),
  };
}

/** Loads the figures in force on the exit day and computes; a missing figure is a refusal naming the exit date. */
export async function severanceOutcome(db: Executor, request: SeveranceRequest): Promise<CalculatorOutcome> {
  const figures = await loadSeveranceFigures(db, request.exit);
  if (!figures.ok) return missingFigures(db, request, figures.missing);
  try {
    const kidemPart = kidem(request, figures.ceilings, figures.stampDuty);
    let ihbarPart: SeveranceParts["ihbar"];
    const sets: WageSet[] = [...figures.sets];
    if (request.ihbarDue) {
      const base = await baseBeforeExit(db, request);
      if (!base.ok) return missingFigures(db, request, base.missing, true);
      ihbarPart = { result: ihbar(request, base.base.amount, base.tariff, figures.stampDuty), base: base.base, tariff: base.tariff };
      for (const set of base.sets) if (!sets.some((known) => known.id === set.id)) sets.push(set);
    }
    const ceiling = figures.ceilings[0]!;
    return {
      state: "result",
      inputs: inputsOf(request),
      result: severanceResult({ request, kidem: kidemPart, ceilingPeriod: ceiling, ihbar: ihbarPart, sets }),
    };
  } catch (error) {
    // Figures in the data that contradict each other (e.g. two periods on one day): not computed, never guessed.
    if (error instanceof WageFiguresError) {
      return refuse(
        `${formatDay(request.exit)} tarihindeki kıdem ve ücret verilerimiz hesaplamaya elverişli değil; başka bir dönemin rakamlarıyla hesap yapmıyoruz.`,
        "cikis",
      );
    }
    throw error;
  }
}

function inputsOf(request: SeveranceRequest): InputSummary[] {
  const inputs: InputSummary[] = [
    { label: "İşe giriş tarihi", value: formatDay(request.start) },
    { label: "İşten çıkış tarihi", value: formatDay(request.exit) },
    { label: "Aylık brüt ücret", value: lira(request.grossWage) },
    { label: "Yan hakların aylık tutarı", value: lira(request.benefits) },
    { label: "İhbar tazminatı", value: request.ihbarDue ? "Hesaplandı" : "Hesaplanmadı" },
  ];
  if (request.ihbarDue) {
    inputs.push({ label: "Kümülatif matrah", value: request.base !== undefined ? lira(request.base) : "Girilmedi (ücretten hesaplandı)" });
  }
  return inputs;
}

/** The page's loader data: the values to keep in the form, and the outcome. */
export async function severancePage(query: URLSearchParams): Promise<{ values: SeveranceValues; outcome: CalculatorOutcome }> {
  const read = readSeveranceQuery(query);
  if (!read.request) return { values: read.values, outcome: read.outcome };
  return { values: read.values, outcome: await severanceOutcome(await getDb(), read.request) };
}
