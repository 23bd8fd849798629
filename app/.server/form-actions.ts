/**
 * The public forms' actions: validate, store, answer. The answer is what the
 * form component shows (see components/ContactForm.tsx, FormOutcome).
 */
import { data } from "react-router";
import { saveMessage } from "./repositories/messages.ts";
import { addSubscriber } from "./repositories/subscribers.ts";
import { contactSchema, newsletterSchema, parseForm, readForm } from "./validation/forms.ts";

const UNREADABLE = { form: "Form okunamadı. Lütfen sayfayı yenileyip yeniden deneyin." };

function invalid(errors: Record<string, string>, values: Record<string, string> = {}) {
  return data({ ok: false as const, errors, values }, { status: 400 });
}

function sent() {
  return { ok: true as const, sentAt: Date.now() };
}

export async function handleContact(request: Request, clientIp: string | null) {
  const form = await readForm(request);
  if (!form) return invalid(UNREADABLE);
  const result = parseForm(contactSchema, form);
  if (!result.ok) return invalid(result.errors, result.values);
  const { isim, telefon, eposta, konu, mesaj } = result.data;
  await saveMessage({ name: isim, phone: telefon, email: eposta, subject: konu, body: mesaj }, clientIp);
  return sent();
}

export async function handleNewsletter(request: Request, clientIp: string | null) {
  const form = await readForm(request);
  if (!form) return invalid(UNREADABLE);
  const result = parseForm(newsletterSchema, form);
  if (!result.ok) return invalid(result.errors, result.values);
  const source = new URL(request.headers.get("referer") ?? request.url, request.url).pathname;
  await addSubscriber({ email: result.data.eposta, source, clientIp });
  return sent();
}
