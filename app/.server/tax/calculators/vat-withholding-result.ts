/**
 * The KDV tevkifatı calculator's result in words (tax-reference §2): the
 * code, the KDV, who withholds or why nobody does, the fatura düzenleme
 * sınırı, the withheld part and the seller's share, with the warnings of
 * the figures used and their sources.
 */

import type { VatWithholdingCode, WithholdingBuyers } from "#app/.server/db/schema.ts";
import type { Buyer, NoWithholding, WithholdingOutcome } from "#app/.server/tax/calculators/vat-withholding.ts";
import { type UsedSet, usedSetsFacts } from "#app/.server/tax/confirmation.ts";
import { formatMoney, type Money } from "#app/.server/tax/money.ts";
import type { CalculationResult, CalculationStep } from "#app/lib/calculator.ts";

export const BUYERS: { value: Buyer; label: string }[] = [
  { value: "mukellef", label: "KDV mükellefi (belirlenmiş alıcı değil)" },
  {
    value: "belirlenmis",
    label: "Belirlenmiş alıcı (kamu idaresi, banka, sigorta şirketi, payları Borsa İstanbul'da işlem gören şirket…)",
  },
  { value: "diger", label: "Ne KDV mükellefi ne belirlenmiş alıcı" },
];

/** KDVGUT I/C-2.1.3.1 and each code's section, in words (tax-reference §2.3, column "Alıcı"). */
const GROUPS: Record<WithholdingBuyers, string> = {
  "A+B": "KDV mükellefleri ve belirlenmiş alıcılar",
  B: "yalnızca belirlenmiş alıcılar",
  A: "yalnızca KDV mükellefleri",
  "B+A5M": "belirlenmiş alıcılar her durumda; KDV mükellefleri yalnızca KDV dahil iş bedeli 5 milyon TL veya üzerindeyse",
  "616": "yalnızca KDV Genel Uygulama Tebliği I/C-2.1.3.2.13'te sayılan kurum ve kuruluşlar",
  DMO: "yalnızca Devlet Malzeme Ofisi",
};

export const ratio = (code: VatWithholdingCode) => `${code.numerator}/${code.denominator}`;
// A no-break space: an amount never wraps away from its unit.
export const lira = (amount: Money) => `${formatMoney(amount)}\u00a0TL`;
const wholeLira = (amount: Money) => `${formatMoney(amount, { kurus: false })}\u00a0TL`;

/** What the result is about: the inputs, the limit of the invoice's year and the figure sets used. */
export interface VatResultFigures {
  code: VatWithholdingCode;
  amount: Money;
  rateText: string;
  buyer: Buyer;
  sellerIsDesignated: boolean;
  limit: { year: number; amount: Money };
  sets: Record<"codes" | "rates" | "limit", UsedSet>;
}

function reasonText(reason: NoWithholding, f: VatResultFigures, gross: Money): string {
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

/** The day a ratio applies from, as visitors see it: only once the codes are confirmed, and only the day (the data's evidence remarks are the office's). */
const ratioStart = (code: VatResultFigures["code"], codes: UsedSet) =>
  codes.confirmed_at === null ? undefined : /^\d{1,2}\.\d{1,2}\.\d{4}/.exec(code.ratio_since ?? "")?.[0];

export function vatResult(outcome: Exclude<WithholdingOutcome, { kind: "ask" }>, f: VatResultFigures): CalculationResult {
  const { code } = f;
  const withheld = outcome.kind === "withheld";
  const limitUsed = withheld || (outcome.kind === "none" && outcome.reason === "under-limit");
  const steps: CalculationStep[] = [
    {
      label: `Kod ${code.code}: ${code.name}`,
      detail: `Tevkifat oranı ${ratio(code)} (KDV Genel Uygulama Tebliği ${code.section}); tevkifatı ${GROUPS[code.buyers]} yapar.${
        ratioStart(code, f.sets.codes) ? ` Oranın başlangıcı: ${ratioStart(code, f.sets.codes)}.` : ""
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

  const setsUsed = limitUsed ? [f.sets.codes, f.sets.rates, f.sets.limit] : [f.sets.codes, f.sets.rates];
  const facts = usedSetsFacts(setsUsed);
  const warnings: string[] = [...facts.notes];
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
    checkedOn: facts.checkedOn,
    rounding: "KDV ve tevkif edilen KDV kuruşa yuvarlanır (yarım kuruş yukarı): önce faturadaki KDV, sonra onun tevkif edilen kısmı.",
    warnings,
  };
}
