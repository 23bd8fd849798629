import { Field } from "#app/components/Field.tsx";
import { type FormOutcome, FormStatus, Honeypot, RequiredNote } from "#app/components/FormField.tsx";
import { FormNotice } from "#app/components/FormNotice.tsx";
import { contactLimits } from "#app/lib/form-limits.ts";
import { FORM_STATUS_IDS, formAction, paths } from "#app/lib/paths.ts";

const LABELS: Record<keyof typeof contactLimits, string> = {
  isim: "İsim",
  telefon: "Telefon",
  eposta: "E-posta",
  konu: "Konu",
  mesaj: "Mesaj",
};
const fieldId = (name: string) => `iletisim-${name}`;

/**
 * A plain POST to /iletisim, answered with a redirect after a send or with the
 * form and its errors; either way the page lands on the status at the form's top
 * (FormStatus). The `form` enhancement (app/enhance/) blocks a double submit and
 * focuses the status. Every field is required, with the attribute and a star.
 */
export function ContactForm({ outcome }: { outcome: FormOutcome | undefined }) {
  const failed = outcome && !outcome.ok ? outcome : undefined;
  const field = (name: keyof typeof contactLimits) => ({
    name,
    label: LABELS[name],
    error: failed?.errors[name],
    defaultValue: failed?.values[name],
    maxLength: contactLimits[name],
    id: fieldId(name),
    required: true,
    mark: "required" as const,
  });
  const problems = (Object.keys(LABELS) as (keyof typeof LABELS)[]).flatMap((name) => {
    const message = failed?.errors[name];
    return message ? [{ id: fieldId(name), label: LABELS[name], message }] : [];
  });
  return (
    <form method="post" action={formAction(paths.contact, "contact")} className="form" data-module="form">
      <FormStatus
        id={FORM_STATUS_IDS.contact}
        outcome={outcome}
        received="Mesajınız bize ulaştı. Teşekkür ederiz; en kısa sürede size dönüş yapacağız."
        refused="Mesajınız gönderilemedi. Lütfen şu alanları düzeltin:"
        problems={problems}
      />
      <RequiredNote />
      <div className="form-grid">
        <Field autoComplete="name" {...field("isim")} />
        <Field type="tel" autoComplete="tel" {...field("telefon")} />
        <Field type="email" autoComplete="email" {...field("eposta")} />
        <Field {...field("konu")} />
      </div>
      <Field multiline rows={6} {...field("mesaj")} />
      <Honeypot idPrefix="iletisim" />
      <button type="submit" className="button button-accent">
        Gönder
      </button>
      <FormNotice activity="contact" />
    </form>
  );
}
