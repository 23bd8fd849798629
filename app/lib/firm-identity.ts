/**
 * The firm's legal identity as the rules want it shown (issue 42): on the
 * Künye page, in the site's footer and in every e-bülten e-mail. The trade
 * name and the MERSİS or tax number identify the sender of a commercial
 * e-mail (6563 sayılı Kanun and its regulation); the e-commerce regulation's
 * md. 5 lists what a service provider's site shows (see
 * docs/office/ and shared/kvkk-reference.md). Browser-safe and pure.
 */
import { type FirmSettings, fullAddress, phoneDisplay, phoneText } from "#app/lib/firm.ts";

/** The settings the identity is made of. */
export type IdentitySettings = Pick<
  FirmSettings,
  "name" | "tradeName" | "mersisNo" | "taxOffice" | "taxNumber" | "street" | "district" | "city" | "postalCode" | "phone" | "email"
>;

/** The name the law asks for: the trade name, else the firm's name. */
export const legalName = (s: Pick<FirmSettings, "name" | "tradeName">): string => s.tradeName || s.name;

/** What a tax number is called: an 11-digit one is a sole practitioner's T.C. kimlik no. */
export const taxNumberLabel = (taxNumber: string): string =>
  taxNumber.length === 11 ? "Vergi kimlik no (T.C. kimlik no)" : "Vergi kimlik no";

/** "Vergi No: 1234567890 (Çankaya Vergi Dairesi)", or "" without a number. */
export function taxNumberText(s: Pick<FirmSettings, "taxOffice" | "taxNumber">): string {
  if (!s.taxNumber) return "";
  return s.taxOffice ? `Vergi No: ${s.taxNumber} (${s.taxOffice})` : `Vergi No: ${s.taxNumber}`;
}

/**
 * The number that identifies the firm in one short line: the MERSİS number,
 * else the tax number with its office; "" when the office gave neither.
 */
export function registrationText(s: Pick<FirmSettings, "mersisNo" | "taxOffice" | "taxNumber">): string {
  return s.mersisNo ? `MERSİS No: ${s.mersisNo}` : taxNumberText(s);
}

/**
 * The sender as every e-bülten e-mail's footer names it: trade name, MERSİS
 * or tax number, address, phone, e-mail (empty parts left out).
 */
export function senderIdentityLine(s: IdentitySettings): string {
  return [legalName(s), registrationText(s), fullAddress(s), s.phone ? phoneDisplay(s.phone) : "", s.email].filter(Boolean).join(" · ");
}

/** One line of the Künye page: a label and its value, a link when it has one. */
export interface ImprintRow {
  label: string;
  value: string;
  /** mailto:, tel: or another site (external). */
  href?: string;
  external?: boolean;
  /** The firm's address (shown in <address>). */
  address?: boolean;
}

/** The rules' link text: what the profession's rules are. */
export const RULES_LINK_TEXT = "3568 sayılı Serbest Muhasebeci Mali Müşavirlik ve Yeminli Mali Müşavirlik Kanunu ve yönetmelikleri";

/**
 * The Künye page's lines, in the regulation's order (name, MERSİS, tax,
 * address, phone, e-mail, KEP, chamber, rules); a field the office left
 * empty is not shown.
 */
export function imprintRows(
  s: IdentitySettings & Pick<FirmSettings, "kepAddress" | "chamberName" | "chamberUrl" | "rulesUrl">,
): ImprintRow[] {
  const address = fullAddress(s);
  const rows: (ImprintRow | false)[] = [
    s.tradeName ? { label: "Ticaret unvanı", value: s.tradeName } : { label: "Adı", value: s.name },
    !!s.mersisNo && { label: "MERSİS numarası", value: s.mersisNo },
    !!s.taxOffice && { label: "Vergi dairesi", value: s.taxOffice },
    !!s.taxNumber && { label: taxNumberLabel(s.taxNumber), value: s.taxNumber },
    !!address && { label: "Adres", value: address, address: true },
    !!s.phone && { label: "Telefon", value: phoneText(s.phone), href: `tel:${s.phone}` },
    !!s.email && { label: "E-posta", value: s.email, href: `mailto:${s.email}` },
    !!s.kepAddress && { label: "KEP adresi", value: s.kepAddress },
    !!s.chamberName && {
      label: "Meslek odası",
      value: s.chamberName,
      ...(s.chamberUrl ? { href: s.chamberUrl, external: true } : {}),
    },
    !!s.rulesUrl && { label: "Meslek kuralları", value: RULES_LINK_TEXT, href: s.rulesUrl, external: true },
  ];
  return rows.filter((row): row is ImprintRow => row !== false);
}
