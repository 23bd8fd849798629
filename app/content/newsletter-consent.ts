/**
 * The consent text shown next to the e-bülten sign-up form (home page and
 * /bulten). Each sign-up stores the version it was shown, and the database
 * keeps every version's exact wording (table consent_texts), so the consent
 * record of any subscriber says what they agreed to.
 *
 * Changing the wording: give it the next version number; never edit the text
 * of a version that is already in use (tests/unit/newsletter-consent.test.ts
 * pins each version's text). The new version is stored with the next sign-up.
 */
import { site } from "#app/content/site.ts";

export interface ConsentText {
  version: number;
  text: string;
}

export const NEWSLETTER_CONSENT: ConsentText = {
  version: 1,
  text:
    `E-posta adresimi yazıp “Abone Ol” düğmesine basarak ve ardından gelen onay bağlantısını açarak, ${site.name}'in ` +
    "vergi ve mevzuat duyurularını içeren e-bülteninin bu adrese e-posta ile gönderilmesine onay veriyorum. " +
    "Onayımı her e-bültendeki bağlantıyla dilediğim zaman geri alabilirim.",
};

/**
 * The consent text as the form shows it: "e-posta" and "e-bülten" with a
 * non-breaking hyphen (U+2011), so a narrow screen never leaves "e-" at a
 * line's end. Only the glyph differs; the stored wording stays as above.
 */
export const shownConsentText = (consent: ConsentText): string => consent.text.replace(/\b([eE])-(?=posta|bülten)/g, "$1\u2011");
