/**
 * The KDV tevkifatı calculator (/araclar/kdv-tevkifati): reads the form's
 * query, checks it against the figures of the invoice's date (the KDV rates
 * then in force, the fatura düzenleme sınırı of its year, the code's ratio
 * and buyer group) and answers step by step, or refuses (status 400).
 * Scope (tax-reference §2): the partial withholding codes 601–627.
 */
import { getDb } from "#app/.server/db/index.ts";
import type { VatWithholdingCode, WithholdingBuyers } from "#app/.server/db/schema.ts";
import { istanbulDay } from "#app/.server/publishing.ts";
import { findTaxSet, listInvoiceLimits, listVatRatePeriods, listWithholdingCodes } from "#app/.server/repositories/tax-figures.ts";
import { quoted, readFormQuery, refuse } from "#app/.server/tax/form-query.ts";
import { formatDay, formatMoney, type Money, money, parseAmount, parseDay } from "#app/.server/tax/money.ts";
import { type Answer, type Buyer, type NoWithholding, vatWithholding, type WithholdingOutcome } from "#app/.server/tax/vat-withholding.ts";
import type { CalculationResult, CalculationStep, CalculatorOutcome, InputSummary } from "#app/lib/calculator.ts";
import { CALCULATOR_PARAMS } from "#app/lib/paths.ts";

type Param = (typeof CALCULATOR_PARAMS.vatWithholding)[number];

export const BUYERS: { value: Buyer; label: string }[] = [
  { value: "mukellef", label: "KDV mükellefi (belirlenmiş alıcı değil)" },
  {
    value: "belirlenmis",
    label: "Belirlenmiş alıcı (kamu idaresi, banka, sigorta şirketi, payları Borsa İstanbul'da işlem gören şirket…)",
  },
  { value: "diger", label: "Ne KDV mükellefi ne belirlenmiş alıcı" },
];

export const ANSWERS: { value: Answer; label: string }[] = [
  { value: "evet", label: "Evet" },
  { value: "hayir", label: "Hayır" },
];

export interface VatWithholdingPage {
  codes: { code: number; label: string }[];
  /** The KDV rates of every period in the data, ascending ("1", "10", "20"). */
  rates: string[];
  buyers: typeof BUYERS;
  answers: typeof ANSWERS;
  values: Record<Param, string>;
  outcome: CalculatorOutcome;
}

/** KDVGUT I/C-2.1.3.1 and each code's section, in words (tax-reference §2.3, column "Alıcı"). */
const GROUPS: Record<WithholdingBuyers, string> = {
  "A+B": "KDV mükellefleri ve belirlenmiş alıcılar",
  B: "yalnızca belirlenmiş alıcılar",
  A: "yalnızca KDV mükellefleri",
  "B+A5M": "belirlenmiş alıcılar her durumda; KDV mükellefleri yalnızca KDV dahil iş bedeli 5 milyon TL veya üzerindeyse",
  "616": "yalnızca KDV Genel Uygulama Tebliği I/C-2.1.3.2.13'te sayılan kurum ve kuruluşlar",
  DMO: "yalnızca Devlet Malzeme Ofisi",
};

const ratio = (code: VatWithholdingCode) => `${code.numerator}/${code.denominator}`;
// A no-break space: an amount never wraps away from its unit.
const lira = (amount: Money) => `${formatMoney(amount)}\u00a0TL`;
const wholeLira = (amount: Money) => `${formatMoney(amount, { kurus: false })}\u00a0TL`;

export async function vatWithholdingPage(query: URLSearchParams): Promise<VatWithholdingPage> {
  const db = await getDb();
  const [codes, periods] = await Promise.all([listWithholdingCodes(db), listVatRatePeriods(db)]);
  const rates = [...new Set(periods.flatMap((period) => period.rates.split(",")))].sort((a, b) => Number(a) - Number(b));
  const { values, started } = readFormQuery(query, CALCULATOR_PARAMS.vatWithholding);
  const page = {
    codes: codes.map((code) => ({ code: code.code, label: `${code.code} — ${code.name} (${ratio(code)})` })),
    rates,
    buyers: BUYERS,
    answers: ANSWERS,
    values,
  };
  if (!started) return { ...page, values: { ...values, tarih: istanbulDay(new Date()) }, outcome: { state: "empty" } };
  return { ...page, outcome: await calculate(values, codes, periods) };
}

async function calculate(
  values: Record<Param, string>,
  codes: VatWithholdingCode[],
  periods: { valid_from: string; rates: string }[],
): Promise<CalculatorOutcome> {
  // The fields in the form's order, so the first fault named is the first one on the form.
  if (!values.tarih) return refuse("Fatura tarihi girilmedi: faturanın tarihini YYYY-AA-GG biçiminde girin (ör. 2026-03-01).", "tarih");
  const day = parseDay(values.tarih);
  if (!day)
    return refuse(
      `${quoted(values.tarih)} geçerli bir tarih değil: faturanın tarihini YYYY-AA-GG biçiminde girin (ör. 2026-03-01).`,
      "tarih",
    );
  const year = Number(day.slice(0, 4));
  const db = await getDb();
  const limit = (await listInvoiceLimits(db)).find((row) => Number(row.year) === year);
  if (!limit) {
    return refuse(
      `${year} yılı için fatura düzenleme sınırı verilerimizde yok; sınır verilerimize eklenene kadar bu yılın faturalarını hesaplayamıyoruz.`,
      "tarih",
    );
  }
  if (day < limit.valid_from) {
    // tax-reference §2.4 and §7.3: from when the limit applied as the tevkifat threshold is what the data says, no earlier.
    return refuse(
      `${year} yılının fatura düzenleme sınırı verilerimizde ${formatDay(limit.valid_from)} tarihinden itibaren tevkifat sınırı olarak geçerli; daha önceki bir tarih için hesap yapmıyoruz.`,
      "tarih",
    );
  }

  if (!values.kod) return refuse("Tevkifat kodu seçilmedi: listeden işlemin kodunu (601–627) seçin.", "kod");
  const codeNumber = /^\d{3}$/.test(values.kod) ? Number(values.kod) : undefined;
  if (codeNumber !== undefined && codeNumber >= 801 && codeNumber <= 825) {
    return refuse(
      `${codeNumber} bir tam tevkifat kodudur (801–825): KDV'nin tamamı alıcıca ödenir ve bu hesaplayıcının kapsamı dışındadır; yalnızca 601–627 kısmi tevkifat kodlarını hesaplıyoruz.`,
      "kod",
    );
  }
  const code = codes.find((row) => row.code === codeNumber);
  if (!code) return refuse(`${quoted(values.kod)} kodu verilerimizde yok: listeden 601–627 arasında bir kısmi tevkifat kodu seçin.`, "kod");

  if (!values.tutar) return refuse("Tutar girilmedi: işlemin KDV hariç bedelini TL olarak yazın (ör. 20.000,00).", "tutar");
  const amount = parseAmount(values.tutar);
  if (!amount) {
    return refuse(
      `${quoted(values.tutar)} bir tutar olarak okunamadı: KDV hariç bedeli eksi işareti olmadan 1.234.567,89, 1234567,89 ya da 1234567.89 biçiminde yazın.`,
      "tutar",
    );
  }
  if (amount.isZero()) return refuse("Tutar sıfır olamaz: işlemin KDV hariç bedelini yazın.", "tutar");

  if (!values.kdv) return refuse("KDV oranı seçilmedi: faturadaki KDV oranını seçin.", "kdv");
  const period = periods.filter((row) => row.valid_from <= day).at(-1);
  const inForce = period?.rates.split(",") ?? [];
  const rateText = values.kdv.replace(/^%/, "");
  if (!inForce.includes(rateText)) {
    const known = inForce.map((rate) => `%${rate}`).join(", ");
    return refuse(
      period
        ? `${/^\d{1,2}$/.test(rateText) ? `%${rateText}` : quoted(values.kdv)} ${formatDay(day)} tarihinde yürürlükte olan bir KDV oranı değil: ${known} oranlarından birini seçin.`
        : `${formatDay(day)} tarihinde yürürlükte olan KDV oranları verilerimizde yok; daha yeni tarihli bir fatura için hesaplayın.`,
      "kdv",
    );
  }

  const buyer = BUYERS.find((option) => option.value === values.alici);
  if (!buyer) {
    return refuse(
      values.alici
        ? `Alıcı türü ${quoted(values.alici)} tanınmadı: alıcının KDV mükellefi mi, belirlenmiş alıcı mı olduğunu seçin.`
        : "Alıcı seçilmedi: alıcının KDV mükellefi mi, belirlenmiş alıcı mı, ikisi de mi değil olduğunu seçin.",
      "alici",
    );
  }
  if (values.satici && values.satici !== "belirlenmis") {
    return refuse(
      `Satıcı için ${quoted(values.satici)} tanınmadı: satıcı belirlenmiş alıcıysa kutuyu işaretleyin, değilse boş bırakın.`,
      "satici",
    );
  }
  const answer = (name: "bedel" | "liste") => ANSWERS.find((option) => option.value === values[name])?.value;
  for (const name of ["bedel", "liste"] as const) {
    if (values[name] && !answer(name))
      return refuse(`${quoted(values[name])} tanınmadı: soruyu “Evet” ya da “Hayır” diye yanıtlayın.`, name);
  }

  const outcome = vatWithholding({
    code,
    amount,
    ratePercent: money(rateText),
    buyer: buyer.value,
    sellerIsDesignated: values.satici === "belirlenmis",
    bedel: answer("bedel"),
    liste: answer("liste"),
    limit: money(limit.amount),
  });
  if (outcome.kind === "ask") return refuse(question(outcome.field, code), outcome.field);

  const sets = await Promise.all(["kdv-tevkifat", "kdv-oranlari", `fatura-siniri/${year}`].map((id) => findTaxSet(db, id)));
  const [codesSet, ratesSet, limitSet] = sets;
  if (!codesSet || !ratesSet || !limitSet) {
    return refuse(`${year} yılının tevkifat verilerinin kaynağı kayıtlı değil; bu tarih için şimdilik hesap yapamıyoruz.`, "tarih");
  }
  const inputs: InputSummary[] = [
    { label: "Fatura tarihi", value: formatDay(day) },
    { label: "Tevkifat kodu", value: `${code.code} — ${code.name}` },
    { label: "KDV hariç bedel", value: lira(amount) },
    { label: "KDV oranı", value: `%${rateText}` },
    { label: "Alıcı", value: buyer.label },
    { label: "Satıcı belirlenmiş alıcı mı", value: values.satici === "belirlenmis" ? "Evet" : "Hayır" },
  ];
  if (answer("bedel"))
    inputs.push({ label: "KDV dahil iş bedeli 5 milyon TL veya üzerinde mi", value: values.bedel === "evet" ? "Evet" : "Hayır" });
  if (answer("liste")) inputs.push({ label: "Alıcı kodun saydığı kurumlardan mı", value: values.liste === "evet" ? "Evet" : "Hayır" });
  const result = vatResult(outcome, {
    code,
    amount,
    rateText,
    buyer: buyer.value,
    sellerIsDesignated: values.satici === "belirlenmis",
    limit: { year, amount: money(limit.amount) },
    sets: { codes: codesSet, rates: ratesSet, limit: limitSet },
  });
  return { state: "result", inputs, result };
}

/** The refusal that asks the question a code needs (tax-reference §2.3: 601, 616, 626). */
function question(field: "bedel" | "liste", code: VatWithholdingCode): string {
  if (field === "bedel") {
    return "601 kodunda KDV mükellefi alıcı yalnızca KDV dahil iş bedeli 5 milyon TL veya üzerindeyse tevkifat yapar: formdaki “KDV dahil iş bedeli 5 milyon TL veya üzerinde mi?” sorusunu yanıtlayıp yeniden hesaplayın.";
  }
  return code.buyers === "DMO"
    ? "626 kodunda yalnızca Devlet Malzeme Ofisi tevkifat yapar: “Alıcı, kodun saydığı kurumlardan mı?” sorusunu yanıtlayın (alıcı DMO mu?)."
    : "616 kodunda yalnızca KDV Genel Uygulama Tebliği I/C-2.1.3.2.13'te sayılan kurumlar tevkifat yapar: “Alıcı, kodun saydığı kurumlardan mı?” sorusunu yanıtlayın.";
}

interface Figures {
  code: VatWithholdingCode;
  amount: Money;
  rateText: string;
  buyer: Buyer;
  sellerIsDesignated: boolean;
  limit: { year: number; amount: Money };
  sets: Record<"codes" | "rates" | "limit", { source: string; checked_on: string; warning: string | null }>;
}

function reasonText(reason: NoWithholding, f: Figures, gross: Money): string {
  switch (reason) {
    case "seller-designated":
      return "Satıcı belirlenmiş alıcı olduğundan, alıcı kim olursa olsun tevkifat yapılmaz (KDV Genel Uygulama Tebliği I/C-2.1.3.4.1).";
    case "buyer-neither":
      return "Alıcı ne KDV mükellefi ne belirlenmiş alıcı olduğundan tevkifat yapılmaz (KDV Genel Uygulama Tebliği I/C-2.1.3.1).";
    case "buyer-not-in-group":
      return `Alıcı bu kodun alıcı grubunda değil: ${f.code.code} kodunda tevkifatı ${GROUPS[f.code.buyers]} yapar.`;
    case "work-under-5m":
      return "601 kodunda KDV mükellefi alıcı, KDV dahil iş bedeli 5 milyon TL'nin altındaysa tevkifat yapmaz.";
    case "buyer-not-listed":
      return "616 kodunda yalnızca KDV Genel Uygulama Tebliği I/C-2.1.3.2.13'te sayılan kurumlar tevkifat yapar; alıcı bunlardan biri değil.";
    case "buyer-not-dmo":
      return "626 kodunda yalnızca Devlet Malzeme Ofisine yapılan teslimlerde tevkifat yapılır; alıcı DMO değil.";
    case "under-limit":
      return `KDV dahil bedel (${lira(gross)}) ${f.limit.year} yılının fatura düzenleme sınırını (${wholeLira(f.limit.amount)}) aşmadığından hesaplanan KDV tevkifata tabi tutulmaz.`;
  }
}

/** "…16.07.2026 tarihli kopya…" in the codes' source: the consolidated text the ratios were read in. */
const consolidatedDate = (source: string) => /(\d{2}\.\d{2}\.\d{4}) tarihli/.exec(source)?.[1];

export function vatResult(outcome: Exclude<WithholdingOutcome, { kind: "ask" }>, f: Figures): CalculationResult {
  const { code } = f;
  const withheld = outcome.kind === "withheld";
  const limitUsed = withheld || (outcome.kind === "none" && outcome.reason === "under-limit");
  const steps: CalculationStep[] = [
    {
      label: `Kod ${code.code}: ${code.name}`,
      detail: `Tevkifat oranı ${ratio(code)} (KDV Genel Uygulama Tebliği ${code.section}); tevkifatı ${GROUPS[code.buyers]} yapar.${
        code.ratio_since ? ` Oranın başlangıcı: ${code.ratio_since}.` : ""
      }`,
    },
    {
      label: `Hesaplanan KDV (%${f.rateText})`,
      detail: `${formatMoney(f.amount)} × %${f.rateText} = ${lira(outcome.vat)}; KDV dahil bedel ${formatMoney(f.amount)} + ${formatMoney(outcome.vat)} = ${lira(outcome.gross)}`,
    },
  ];
  if (f.sellerIsDesignated) {
    steps.push(
      outcome.kind === "none" && outcome.reason === "seller-designated"
        ? { label: "Satıcı belirlenmiş alıcı", detail: reasonText("seller-designated", f, outcome.gross) }
        : {
            label: "Satıcı belirlenmiş alıcı (profesyonel spor kulübü)",
            detail:
              "Profesyonel spor kulüplerinin belirlenmiş alıcılara yaptığı teslim ve hizmetlerde tevkifat yapılır (KDV Genel Uygulama Tebliği I/C-2.1.3.4.1).",
          },
    );
  }
  const reachedBuyer = !(outcome.kind === "none" && outcome.reason === "seller-designated");
  if (reachedBuyer) {
    const buyerLabel = BUYERS.find((option) => option.value === f.buyer)?.label ?? f.buyer;
    const decisive = outcome.kind === "none" && outcome.reason !== "under-limit";
    steps.push({
      label: `Alıcı: ${buyerLabel}`,
      detail: decisive ? reasonText(outcome.reason, f, outcome.gross) : "Bu kodda tevkifatı bu alıcı yapar.",
    });
  }
  if (limitUsed) {
    steps.push({
      label: `Fatura düzenleme sınırı (${f.limit.year}): ${wholeLira(f.limit.amount)}`,
      detail: outcome.overLimit
        ? `KDV dahil bedel ${lira(outcome.gross)} > ${wholeLira(f.limit.amount)}: tevkifat tutarın tamamı üzerinden yapılır (KDV Genel Uygulama Tebliği I/C-2.1.3.4.1).`
        : `KDV dahil bedel ${lira(outcome.gross)} ≤ ${wholeLira(f.limit.amount)}: hesaplanan KDV tevkifata tabi tutulmaz (KDV Genel Uygulama Tebliği I/C-2.1.3.4.1).`,
    });
  }
  if (withheld) {
    steps.push({
      label: `Tevkif edilen KDV (${ratio(code)})`,
      detail: `${formatMoney(outcome.vat)} × ${ratio(code)} = ${lira(outcome.withheld)}: alıcı bu tutarı 2 No.lu KDV beyannamesiyle beyan eder ve öder.`,
    });
    steps.push({
      label: "Satıcı",
      detail: `${formatMoney(f.amount)} + (${formatMoney(outcome.vat)} − ${formatMoney(outcome.withheld)}) = ${lira(outcome.sellerCollects)} tahsil eder; kalan ${lira(outcome.sellerDeclares)} KDV'yi 1 No.lu KDV beyannamesiyle beyan eder.`,
    });
  } else {
    steps.push({
      label: "Satıcı",
      detail: `${formatMoney(f.amount)} + ${formatMoney(outcome.vat)} = ${lira(outcome.sellerCollects)} tahsil eder; KDV'nin tamamını (${lira(outcome.vat)}) 1 No.lu KDV beyannamesiyle beyan eder.`,
    });
  }

  const warnings: string[] = [];
  if (!code.ratio_since) {
    const date = consolidatedDate(f.sets.codes.source);
    warnings.push(
      `${code.code} kodundaki ${ratio(code)} oranının hangi tarihten beri uygulandığı teyit edilmedi; oran, KDV Genel Uygulama Tebliği'nin ${date ? `${date} tarihli ` : ""}konsolide metnindeki orandır. Daha eski tarihli bir işlemde oranı kontrol edin.`,
    );
  }
  if (code.note) warnings.push(code.note);
  if (code.buyers === "A" && f.buyer === "belirlenmis" && withheld) {
    warnings.push(
      `${code.code} kodunda tevkifatı KDV mükellefi alıcılar yapar; belirlenmiş alıcı KDV mükellefi değilse tevkifat yapılmaz.`,
    );
  }
  if (outcome.kind === "none" && outcome.reason === "under-limit") {
    warnings.push(
      "Aynı işleme ait faturaların bedelleri toplanarak sınırla karşılaştırılır; işlem bölünerek sınırın altında kalınamaz (KDV Genel Uygulama Tebliği I/C-2.1.3.4.1).",
    );
  }
  const setsUsed = limitUsed ? [f.sets.codes, f.sets.rates, f.sets.limit] : [f.sets.codes, f.sets.rates];
  for (const set of setsUsed) if (set.warning) warnings.push(set.warning);

  const lines = [
    { label: "Kod ve tevkifat oranı", amount: `${code.code} · ${ratio(code)}` },
    { label: "KDV hariç bedel", amount: lira(f.amount) },
    { label: `Hesaplanan KDV (%${f.rateText})`, amount: lira(outcome.vat) },
    { label: "KDV dahil bedel", amount: lira(outcome.gross) },
    { label: "Satıcının tahsil edeceği tutar", amount: lira(outcome.sellerCollects) },
    { label: "Satıcının beyan edeceği KDV (1 No.lu beyanname)", amount: lira(outcome.sellerDeclares) },
  ];
  return {
    total: { label: "Alıcının tevkif edeceği KDV", amount: lira(outcome.withheld) },
    explanation:
      outcome.kind === "none"
        ? `Tevkifat yapılmaz. ${reasonText(outcome.reason, f, outcome.gross)}`
        : "Alıcı bu tutarı 2 No.lu KDV beyannamesiyle beyan edip öder.",
    lines,
    steps,
    legalBasis: [...setsUsed.map((set) => set.source), `Kodun bölümü: KDV Genel Uygulama Tebliği ${code.section}`],
    checkedOn: formatDay(setsUsed.map((set) => set.checked_on).sort()[0] ?? f.sets.codes.checked_on),
    rounding: "KDV ve tevkif edilen KDV kuruşa yuvarlanır (yarım kuruş yukarı): önce faturadaki KDV, sonra onun tevkif edilen kısmı.",
    warnings,
  };
}
