import { FormField, type FormOutcome, FormStatus, Honeypot } from "#app/components/FormField.tsx";
import { newsletterLimits } from "#app/lib/form-limits.ts";

/** A plain POST to the home page's action (see ContactForm for the enhancement). */
export function NewsletterForm({ outcome }: { outcome: FormOutcome | undefined }) {
  const failed = outcome && !outcome.ok ? outcome : undefined;
  return (
    <form method="post" action="/?index" className="newsletter-form" data-module="form">
      <div className="newsletter-row">
        <FormField
          name="eposta"
          label="E-posta adresiniz"
          type="email"
          autoComplete="email"
          idPrefix="bulten"
          maxLength={newsletterLimits.eposta}
          error={failed?.errors.eposta}
          defaultValue={failed?.values.eposta}
        />
        <button type="submit" className="button button-accent">
          Abone Ol
        </button>
      </div>
      <Honeypot idPrefix="bulten" />
      <FormStatus
        tone={outcome?.ok ? "success" : "error"}
        message={
          outcome?.ok
            ? "Abonelik talebiniz alındı. Onaylamak için e-posta adresinize gönderdiğimiz bağlantıyı açın."
            : failed
              ? (failed.errors.form ?? "Abonelik talebiniz alınamadı.")
              : undefined
        }
      />
    </form>
  );
}
