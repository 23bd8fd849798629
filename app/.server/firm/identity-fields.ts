/**
 * Firma bilgileri's legal identity (issue 42): ticaret unvanı, MERSİS
 * numarası, vergi dairesi and number, KEP address, the professional chamber
 * and the profession's rules. Every field is optional (a sole practitioner
 * has no MERSİS number or trade name; an installation from before them has
 * none), and each is checked as it is typed, with a Turkish message:
 * MERSİS by its shape (16 digits: no check digit is published), the tax
 * number by GİB's check digit for a 10-digit VKN or the T.C. kimlik no's for
 * an 11-digit one (lib/turkish-ids.ts), the KEP address as an e-mail
 * address, the links as http(s). A pair given by half (tax office without
 * its number, a chamber's link without its name) is refused too (ADR 059).
 */
import { z } from "zod";
import { isHttpUrl, optionalLine } from "#app/.server/web/forms.ts";
import { normalizeEmail } from "#app/lib/email.ts";
import type { FirmSettings } from "#app/lib/firm.ts";
import { SETTINGS_FIELDS as F, SETTINGS_LIMITS as L } from "#app/lib/firm-forms.ts";
import { digitsOf, isMersisNoShape, isValidTcKimlikNo, isValidVkn } from "#app/lib/turkish-ids.ts";

export type IdentityInput = Pick<
  FirmSettings,
  "tradeName" | "mersisNo" | "taxOffice" | "taxNumber" | "kepAddress" | "chamberName" | "chamberUrl" | "rulesUrl"
>;

const ONLY_DIGITS = /^\d*$/;

/** The MERSİS number as its 16 digits (spaces and dashes people type dropped). */
const mersisNo = z
  .string()
  .transform(digitsOf)
  .superRefine((value, ctx) => {
    if (value === "" || isMersisNoShape(value)) return;
    ctx.addIssue({
      code: "custom",
      message: ONLY_DIGITS.test(value)
        ? `MERSİS numarası 16 rakamdan oluşur; yazdığınız numarada ${value.length} rakam var.`
        : "MERSİS numarası yalnızca rakamlardan oluşur (ör. 0123 4567 8901 2345).",
    });
  });

/**
 * The tax number: a company's 10-digit VKN, or a sole practitioner's
 * 11-digit T.C. kimlik no (an individual's tax number is their T.C. kimlik no).
 */
export function taxNumberProblem(value: string): string | undefined {
  if (value === "") return undefined;
  if (!ONLY_DIGITS.test(value)) return "Vergi kimlik numarası yalnızca rakamlardan oluşur.";
  if (value.length === 10) {
    return isValidVkn(value)
      ? undefined
      : "Bu vergi kimlik numarası geçerli değil: son rakamı, GİB’in doğrulama kuralına göre öteki rakamlarla uyuşmuyor. Numarayı vergi levhasından kontrol edin.";
  }
  if (value.length === 11) {
    return isValidTcKimlikNo(value)
      ? undefined
      : "Bu T.C. kimlik numarası geçerli değil: ilk rakamı 0 olamaz ve son iki rakamı öteki rakamlarla uyuşmalıdır. Numarayı kimlik kartınızdan kontrol edin.";
  }
  return `Vergi kimlik numarası şirketler için 10, şahıs olarak çalışan meslek mensubu için 11 rakamdır (T.C. kimlik numarası); yazdığınız numarada ${value.length} rakam var.`;
}

const taxNumber = z
  .string()
  .transform(digitsOf)
  .superRefine((value, ctx) => {
    const problem = taxNumberProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const kepAddress = z
  .string()
  .trim()
  .max(L.email, `KEP adresi en fazla ${L.email} karakter olabilir.`)
  .refine(
    (value) => value === "" || z.email().safeParse(value).success,
    "KEP adresi bir e-posta adresi biçiminde olmalıdır (ör. firma@hs01.kep.tr).",
  )
  .transform(normalizeEmail);

const URL_HINT = "http:// veya https:// ile başlayan tam bir adres olmalıdır";

const optionalUrl = (label: string, example: string) =>
  z
    .string()
    .trim()
    .max(L.url, `${label} en fazla ${L.url} karakter olabilir.`)
    .refine((value) => value === "" || isHttpUrl(value), `${label} ${URL_HINT} (ör. ${example}).`);

/** The identity's fields in Firma bilgileri's schema (settings-validation.ts), by form name. */
export const identityFieldsSchema = {
  [F.tradeName]: optionalLine("Ticaret unvanı", L.tradeName, { whenMissing: "refuse" }),
  [F.mersisNo]: mersisNo,
  [F.taxOffice]: optionalLine("Vergi dairesi", L.taxOffice, { whenMissing: "refuse" }),
  [F.taxNumber]: taxNumber,
  [F.kepAddress]: kepAddress,
  [F.chamberName]: optionalLine("Meslek odasının adı", L.chamberName, { whenMissing: "refuse" }),
  [F.chamberUrl]: optionalUrl("Meslek odasının bağlantısı", "https://www.turmob.org.tr"),
  [F.rulesUrl]: optionalUrl("Meslek kurallarının bağlantısı", "https://www.mevzuat.gov.tr"),
};

type Parsed = { [K in keyof typeof identityFieldsSchema]: z.output<(typeof identityFieldsSchema)[K]> };

/** The identity's settings from the checked form. */
export function identitySettings(v: Parsed): IdentityInput {
  return {
    tradeName: v[F.tradeName],
    mersisNo: v[F.mersisNo],
    taxOffice: v[F.taxOffice],
    taxNumber: v[F.taxNumber],
    kepAddress: v[F.kepAddress],
    chamberName: v[F.chamberName],
    chamberUrl: v[F.chamberUrl],
    rulesUrl: v[F.rulesUrl],
  };
}

/** The pairs given by half, as messages on the missing field (run on the form as typed, after the fields' own checks). */
export function checkIdentityPairs(fields: Record<string, string>, errors: Record<string, string>): void {
  const given = (name: string) => (fields[name] ?? "").trim() !== "";
  if (given(F.taxNumber) && !given(F.taxOffice)) errors[F.taxOffice] ??= "Vergi numarasıyla birlikte vergi dairesini de yazın.";
  if (given(F.taxOffice) && !given(F.taxNumber)) errors[F.taxNumber] ??= "Vergi dairesiyle birlikte vergi kimlik numarasını da yazın.";
  if (given(F.chamberUrl) && !given(F.chamberName)) errors[F.chamberName] ??= "Meslek odasının bağlantısıyla birlikte adını da yazın.";
}
