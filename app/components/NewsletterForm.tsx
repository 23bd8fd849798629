import { Field } from "#app/components/Field.tsx";
import { type FormOutcome, FormStatus, Honeypot } from "#app/components/FormField.tsx";
import { FormNotice } from "#app/components/FormNotice.tsx";
import { shownConsentText } from "#app/lib/consent.ts";
import { newsletterLimits } from "#app/lib/form-limits.ts";
import { FORM_STATUS_IDS, formAction } from "#app/lib/paths.ts";

/**
 * A plain POST to the page's own action (the home page's, or /bulten's; see
 * ContactForm for the status at the top and the enhancement). The consent text shown is the firm's
 * current wording (Firma bilgileri), whose version the sign-up stores with
 * the KVKK notice (app/.server/newsletter/subscriptions.ts).
 */
export function NewsletterForm({
  outcome,
  consentText,
  action = "/?index",
}: {
  outcome: FormOutcome | undefined;
  consentText: string;
  action?: string;
}) {
  const failed = outcome && !outcome.ok ? outcome : undefined;
  return (
    <form method="post" action={formAction(action, "newsletter")} className="newsletter-form" data-module="form">
      <FormStatus
        id={FORM_STATUS_IDS.newsletter}
        outcome={outcome}
        received="Abonelik talebiniz alındı. Onaylamak için e‑posta adresinize gönderdiğimiz bağlantıyı açıp sayfadaki düğmeye basın."
        refused="Abonelik talebiniz alınamadı."
        problems={failed?.errors.eposta ? [{ id: "bulten-eposta", label: "E-posta adresiniz", message: failed.errors.eposta }] : []}
      />
      <div className="newsletter-row">
        <Field
          id="bulten-eposta"
          name="eposta"
          label="E-posta adresiniz"
          type="email"
          autoComplete="email"
          maxLength={newsletterLimits.eposta}
          error={failed?.errors.eposta}
          defaultValue={failed?.values.eposta}
          required
          mark="required"
        />
        <button type="submit" className="button button-accent" aria-describedby="bulten-onay-metni">
          Abone Ol
        </button>
      </div>
      <p className="small newsletter-consent" id="bulten-onay-metni">
        {shownConsentText(consentText)}
      </p>
      <FormNotice activity="newsletter" />
      <Honeypot idPrefix="bulten" />
    </form>
  );
}
