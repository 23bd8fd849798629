/**
 * KDV kısmi tevkifatı (KDVGUT I/C-2.1.3; tax-reference §2): who withholds
 * under a code, whether the invoice is above the fatura düzenleme sınırı of
 * its year, and the arithmetic. Decisions come back as reason codes; the
 * wording is app/.server/tax/calculators/vat-withholding-calculator.ts's. The figures
 * (ratio, buyer group, limit, rate) are the caller's rows from the database.
 */
import type { WithholdingBuyers } from "#app/.server/db/schema.ts";
import { type Money, money, toKurus } from "#app/.server/tax/money.ts";

/** The buyer as the form asks: a KDV mükellefi, a belirlenmiş alıcı (I/C-2.1.3.1/b), or neither. */
export type Buyer = "mukellef" | "belirlenmis" | "diger";
export type Answer = "evet" | "hayir";

/**
 * tax-reference §2.2 and KDVGUT I/C-2.1.3.4.1: the exception to "no tevkifat
 * when the seller is a belirlenmiş alıcı" is the professional sports clubs'
 * supplies to belirlenmiş alıcılar; code 611 is the sports clubs' code (§2.3).
 */
export const SPORTS_CLUB_CODE = 611;

export interface WithholdingCase {
  code: { code: number; numerator: number; denominator: number; buyers: WithholdingBuyers };
  /** The KDV-exclusive bedel. */
  amount: Money;
  /** The KDV rate in percent (20 for %20). */
  ratePercent: Money;
  buyer: Buyer;
  sellerIsDesignated: boolean;
  /** 601: is the KDV-inclusive work value 5 million TL or more? */
  bedel?: Answer;
  /** 616: is the buyer one of the bodies of I/C-2.1.3.2.13? 626: is it the Devlet Malzeme Ofisi? */
  liste?: Answer;
  /** The fatura düzenleme sınırı of the invoice's year, whole liras. */
  limit: Money;
}

/** Why nothing is withheld (the first that applies, in the order of the checks). */
export type NoWithholding =
  /** The seller is a belirlenmiş alıcı (I/C-2.1.3.4.1). */
  | "seller-designated"
  /** Neither a KDV mükellefi nor a belirlenmiş alıcı (I/C-2.1.3.1). */
  | "buyer-neither"
  /** The buyer is not in the code's group. */
  | "buyer-not-in-group"
  /** 601: a KDV mükellefi buyer, work value under 5 million TL. */
  | "work-under-5m"
  /** 616: a belirlenmiş alıcı not listed in I/C-2.1.3.2.13. */
  | "buyer-not-listed"
  /** 626: the buyer is not the Devlet Malzeme Ofisi. */
  | "buyer-not-dmo"
  /** KDV-inclusive amount at or below the limit (I/C-2.1.3.4.1). */
  | "under-limit";

export interface VatFigures {
  vat: Money;
  /** KDV-inclusive: bedel + KDV. */
  gross: Money;
  withheld: Money;
  /** What the seller collects: bedel + KDV − withheld. */
  sellerCollects: Money;
  /** The KDV the seller declares on its 1 No.lu beyanname: KDV − withheld. */
  sellerDeclares: Money;
}

export type WithholdingOutcome =
  | ({ kind: "withheld"; overLimit: true; sportsClubException: boolean } & VatFigures)
  | ({ kind: "none"; reason: NoWithholding; overLimit: boolean } & VatFigures)
  /** The answer depends on a question the visitor left open. */
  | { kind: "ask"; field: "bedel" | "liste" };

type GroupDecision =
  | "withholds"
  | Exclude<NoWithholding, "buyer-neither" | "seller-designated" | "under-limit">
  | { ask: "bedel" | "liste" };

/** Whether the buyer withholds under the code's group (tax-reference §2.2–§2.3, the column "Alıcı"). */
export function groupDecision(
  buyers: WithholdingBuyers,
  buyer: Exclude<Buyer, "diger">,
  answers: { bedel?: Answer; liste?: Answer },
): GroupDecision {
  switch (buyers) {
    case "A+B":
      return "withholds";
    case "B":
      return buyer === "belirlenmis" ? "withholds" : "buyer-not-in-group";
    // 610: KDV mükellefleri (I/C-2.1.3.1/a). The buyer of this service is a tourist
    // shop, so a belirlenmiş alıcı buying it is a KDV mükellefi too; the page warns
    // that one that is not does not withhold.
    case "A":
      return "withholds";
    // 601: belirlenmiş alıcılar always; KDV mükellefleri from a KDV-inclusive work value of 5 million TL on.
    case "B+A5M":
      if (buyer === "belirlenmis") return "withholds";
      if (!answers.bedel) return { ask: "bedel" };
      return answers.bedel === "evet" ? "withholds" : "work-under-5m";
    // 616: only the bodies listed in I/C-2.1.3.2.13, all of them belirlenmiş alıcılar.
    case "616":
      if (buyer === "mukellef") return "buyer-not-in-group";
      if (!answers.liste) return { ask: "liste" };
      return answers.liste === "evet" ? "withholds" : "buyer-not-listed";
    // 626: only the Devlet Malzeme Ofisi, whichever of the two the visitor took it for.
    case "DMO":
      if (!answers.liste) return { ask: "liste" };
      return answers.liste === "evet" ? "withholds" : "buyer-not-dmo";
    default:
      // A group the data may hold but this code does not know: never guess who withholds.
      throw new Error(`Unknown buyer group of a withholding code: ${String(buyers)}`);
  }
}

/** KDV rounded to kuruş as invoiced, then the withheld part of it rounded to kuruş. */
export function vatFigures(
  amount: Money,
  ratePercent: Money,
  code: { numerator: number; denominator: number },
  withhold: boolean,
): VatFigures {
  const vat = toKurus(amount.times(ratePercent).div(100));
  const gross = amount.plus(vat);
  const withheld = withhold ? toKurus(vat.times(code.numerator).div(code.denominator)) : money(0);
  return { vat, gross, withheld, sellerCollects: gross.minus(withheld), sellerDeclares: vat.minus(withheld) };
}

/**
 * The checks in order: the seller is not a belirlenmiş alıcı (but for the
 * sports clubs' exception); the buyer is a KDV mükellefi or a belirlenmiş
 * alıcı (I/C-2.1.3.1) and in the code's group; the KDV-inclusive amount is above the
 * limit of the invoice's year, in which case the whole KDV is subject to the
 * ratio (I/C-2.1.3.4.1: "Sınırın aşılması halinde ise tutarın tamamı
 * üzerinden tevkifat yapılır"). The first check that fails is the reason;
 * a question left open is asked only when no check settles the case without it.
 */
export function vatWithholding(input: WithholdingCase): WithholdingOutcome {
  const figures = vatFigures(input.amount, input.ratePercent, input.code, false);
  const overLimit = figures.gross.gt(input.limit);
  const none = (reason: NoWithholding): WithholdingOutcome => ({ kind: "none", reason, overLimit, ...figures });
  const sportsClubException = input.code.code === SPORTS_CLUB_CODE && input.buyer === "belirlenmis";
  if (input.sellerIsDesignated && !sportsClubException) return none("seller-designated");
  if (input.buyer === "diger") return none("buyer-neither");
  const group = groupDecision(input.code.buyers, input.buyer, input);
  if (typeof group === "string" && group !== "withholds") return none(group);
  if (!overLimit) return none("under-limit");
  if (typeof group === "object") return { kind: "ask", field: group.ask };
  return {
    kind: "withheld",
    overLimit: true,
    sportsClubException: input.sellerIsDesignated && sportsClubException,
    ...vatFigures(input.amount, input.ratePercent, input.code, true),
  };
}
