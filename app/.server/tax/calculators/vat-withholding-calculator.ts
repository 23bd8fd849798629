/**
 * The KDV tevkifatı calculator (/araclar/kdv-tevkifati): reads the form's
 * query, checks it against the figures of the invoice's date (the KDV rates
 * then in force, the fatura düzenleme sınırı of its year, the code's ratio
 * and buyer group) and answers step by step, or refuses (status 400).
 * Scope (tax-reference §2): the partial withholding codes 601–627. The
 * result's wording is in vat-withholding-result.ts.
 */

import { getDb } from "#app/.server/db/index.ts";
import type { VatWithholdingCode } from "#app/.server/db/schema.ts";
import { findTaxSet, listInvoiceLimits, listVatRatePeriods, listWithholdingCodes } from "#app/.server/repositories/tax-figures.ts";
import { quoted, readFormQuery, refuse } from "#app/.server/tax/calculators/form-query.ts";
import { type Answer, vatWithholding } from "#app/.server/tax/calculators/vat-withholding.ts";
import { BUYERS, lira, ratio, vatResult } from "#app/.server/tax/calculators/vat-withholding-result.ts";
import { formatDay, money, parseAmount, parseDay } from "#app/.server/tax/money.ts";
import type { CalculatorOutcome, InputSummary } from "#app/lib/calculator.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { CALCULATOR_PARAMS } from "#app/lib/paths.ts";

type Param = (typeof CALCULATOR_PARAMS.vatWithholding)[number];

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
