/**
 * Length limits of the public forms. The server's schemas (.server/web/forms.ts)
 * and the inputs' maxLength attributes both read them, so they never disagree.
 */
export const contactLimits = {
  isim: 100,
  telefon: 30,
  eposta: 254,
  konu: 200,
  mesaj: 5000,
} as const;

export const newsletterLimits = { eposta: 254 } as const;

export type ContactField = keyof typeof contactLimits;

/** The hidden field that people never fill in and simple bots do. */
export const HONEYPOT_FIELD = "web_sitesi";
