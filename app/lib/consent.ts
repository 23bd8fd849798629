/**
 * The e-bülten consent wording as the sign-up form shows it: "e-posta" and
 * "e-bülten" with a non-breaking hyphen (U+2011), so a narrow screen never
 * leaves "e-" at a line's end. Only the glyph differs; the stored wording
 * (consent_texts, one version per wording and KVKK notice) is the plain one.
 */
export const shownConsentText = (text: string): string => text.replace(/\b([eE])-(?=posta|bülten)/g, "$1\u2011");
