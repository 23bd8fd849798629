/** The contact form (/iletisim, and /en/contact in English): its fields, and its action (web/public-forms.ts) that stores the message. */
import { z } from "zod";
import { receiveMessage } from "#app/.server/contact/messages.ts";
import { email, line, text } from "#app/.server/web/forms.ts";
import { handlePublicForm } from "#app/.server/web/public-forms.ts";
import { contactLimits } from "#app/lib/form-limits.ts";
import { catalogue } from "#app/lib/i18n/index.ts";
import type { Language } from "#app/lib/language-alternates.ts";

/** The form's fields with their messages in the form's language (the field names stay the Turkish form's). */
export function contactSchemaIn(language: Language) {
  const { form: words, contact: labels } = catalogue(language);
  return z.object({
    isim: line(labels.name, contactLimits.isim, words),
    telefon: line(labels.phoneField, contactLimits.telefon, words).refine(
      (v) => /^[0-9+()\-\s.]+$/.test(v) && /\d{7,}/.test(v.replace(/\D/g, "")),
      words.phoneInvalid,
    ),
    eposta: email(contactLimits.eposta, words, labels.emailField),
    konu: line(labels.subject, contactLimits.konu, words),
    mesaj: text(labels.message, contactLimits.mesaj, words),
  });
}

export const contactSchema = contactSchemaIn("tr");
const SCHEMAS: Record<Language, typeof contactSchema> = { tr: contactSchema, en: contactSchemaIn("en") };

/** The form's POST: stored like any message, with the language of the page it was sent from. */
export function handleContact(request: Request, clientIp: string | null, sentTo: string, language: Language = "tr") {
  return handlePublicForm(
    request,
    {
      schema: SCHEMAS[language],
      limitKey: `iletisim:ip:${clientIp ?? "?"}`,
      language,
      store: async ({ isim, telefon, eposta, konu, mesaj }, countStored) => {
        await receiveMessage({ name: isim, phone: telefon, email: eposta, subject: konu, body: mesaj, language }, clientIp, countStored);
      },
    },
    sentTo,
  );
}
