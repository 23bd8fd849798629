/**
 * Placeholders for the firm's facts inside its pages ({firma.adi}…): the
 * office writes them once (the KVKK notice, the founder's page…) and each
 * page shows the settings' values, so a text never drifts from Firma
 * bilgileri. Values are HTML-escaped into the sanitized HTML; an unknown
 * placeholder stays as written, so a typo shows where it is.
 */
import { type FirmSettings, fullAddress, phoneDisplay } from "#app/lib/firm.ts";
import { legalName } from "#app/lib/firm-identity.ts";
import { escapeHtml } from "#app/lib/text.ts";

export const PLACEHOLDERS: Record<string, { label: string; value: (s: FirmSettings) => string }> = {
  "firma.adi": { label: "Firmanın adı", value: (s) => s.name },
  "firma.kisa_adi": { label: "Kısa adı", value: (s) => s.shortName },
  "firma.adres": { label: "Açık adres", value: (s) => fullAddress(s) },
  "firma.il": { label: "İl", value: (s) => s.city },
  "firma.ilce": { label: "İlçe", value: (s) => s.district },
  "firma.telefon": { label: "Telefon", value: (s) => phoneDisplay(s.phone) },
  "firma.eposta": { label: "E-posta", value: (s) => s.email },
  "firma.kurucu": { label: "Kurucunun adı", value: (s) => s.founderName },
  "firma.kurucu_unvani": { label: "Kurucunun unvanı", value: (s) => s.founderTitle },
  // The legal identity (issue 42): the KVKK notice names the data controller by them.
  "firma.unvan": { label: "Ticaret unvanı (yoksa firmanın adı)", value: (s) => legalName(s) },
  "firma.mersis": { label: "MERSİS numarası", value: (s) => s.mersisNo },
  "firma.vergi_dairesi": { label: "Vergi dairesi", value: (s) => s.taxOffice },
  "firma.vergi_no": { label: "Vergi kimlik numarası", value: (s) => s.taxNumber },
  "firma.kep": { label: "KEP adresi", value: (s) => s.kepAddress },
};

const PATTERN = /\{(firma\.[a-z_]+)\}/g;

/** Plain text with the placeholders filled (titles, meta descriptions). */
export function fillText(text: string, settings: FirmSettings): string {
  return text.replace(PATTERN, (whole, name: string) => PLACEHOLDERS[name]?.value(settings) ?? whole);
}

/** Sanitized HTML with the placeholders filled, each value escaped. */
export function fillHtml(html: string, settings: FirmSettings): string {
  return html.replace(PATTERN, (whole, name: string) => {
    const placeholder = PLACEHOLDERS[name];
    return placeholder ? escapeHtml(placeholder.value(settings)) : whole;
  });
}

/** The placeholders a text uses that do not exist (the editor warns before saving). */
export function unknownPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PATTERN)].map((m) => m[1] ?? "").filter((name) => !(name in PLACEHOLDERS)))];
}
