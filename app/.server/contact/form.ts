/** The contact form (/iletisim): its fields, and its action (web/public-forms.ts) that stores the message. */
import { z } from "zod";
import { receiveMessage } from "#app/.server/contact/messages.ts";
import { email, line, text } from "#app/.server/web/forms.ts";
import { handlePublicForm } from "#app/.server/web/public-forms.ts";
import { contactLimits } from "#app/lib/form-limits.ts";

export const contactSchema = z.object({
  isim: line("İsim", contactLimits.isim),
  telefon: line("Telefon", contactLimits.telefon).refine(
    (v) => /^[0-9+()\-\s.]+$/.test(v) && /\d{7,}/.test(v.replace(/\D/g, "")),
    "Geçerli bir telefon numarası girin (ör. 0312 000 00 00).",
  ),
  eposta: email(contactLimits.eposta),
  konu: line("Konu", contactLimits.konu),
  mesaj: text("Mesaj", contactLimits.mesaj),
});

export function handleContact(request: Request, clientIp: string | null, sentTo: string) {
  return handlePublicForm(
    request,
    {
      schema: contactSchema,
      limitKey: `iletisim:ip:${clientIp ?? "?"}`,
      store: async ({ isim, telefon, eposta, konu, mesaj }, countStored) => {
        await receiveMessage({ name: isim, phone: telefon, email: eposta, subject: konu, body: mesaj }, clientIp, countStored);
      },
    },
    sentTo,
  );
}
