import { Field } from "#app/components/Field.tsx";
import { type FormOutcome, FormStatus, Honeypot } from "#app/components/FormField.tsx";
import { contactLimits } from "#app/lib/form-limits.ts";

/**
 * A plain POST to /iletisim, answered with a redirect after a send or with the
 * form and its errors; the `form` enhancement (app/enhance/) blocks a double
 * submit and focuses the first field with an error.
 */
export function ContactForm({ outcome }: { outcome: FormOutcome | undefined }) {
  const failed = outcome && !outcome.ok ? outcome : undefined;
  const field = (name: keyof typeof contactLimits) => ({
    name,
    error: failed?.errors[name],
    defaultValue: failed?.values[name],
    maxLength: contactLimits[name],
    id: `iletisim-${name}`,
    required: true,
  });
  return (
    <form method="post" action="/iletisim" className="form" data-module="form">
      <div className="form-grid">
        <Field label="İsim" autoComplete="name" {...field("isim")} />
        <Field label="Telefon" type="tel" autoComplete="tel" {...field("telefon")} />
        <Field label="E-posta" type="email" autoComplete="email" {...field("eposta")} />
        <Field label="Konu" {...field("konu")} />
      </div>
      <Field label="Mesaj" multiline rows={6} {...field("mesaj")} />
      <Honeypot idPrefix="iletisim" />
      <button type="submit" className="button button-accent">
        Gönder
      </button>
      <FormStatus
        tone={outcome?.ok ? "success" : "error"}
        message={
          outcome?.ok
            ? "Mesajınız bize ulaştı. Teşekkür ederiz; en kısa sürede size dönüş yapacağız."
            : failed
              ? (failed.errors.form ?? "Mesajınız gönderilemedi. Lütfen işaretli alanları düzeltin.")
              : undefined
        }
      />
    </form>
  );
}
