import { Field } from "#app/components/Field.tsx";
import { type FormOutcome, FormStatus, Honeypot } from "#app/components/FormField.tsx";
import { FormNotice } from "#app/components/FormNotice.tsx";
import { TopicChoices } from "#app/components/TopicChoices.tsx";
import { shownConsentText } from "#app/lib/consent.ts";
import { newsletterLimits } from "#app/lib/form-limits.ts";
import { TOPIC_FIELD, type TopicOption } from "#app/lib/newsletter-topics.ts";
import { FORM_STATUS_IDS, formAction } from "#app/lib/paths.ts";

/**
 * A plain POST to the page's own action (the home page's, or /bulten's; see
 * ContactForm for the status at the top and the enhancement). The consent text shown is the firm's
 * current wording (Firma bilgileri), whose version the sign-up stores with
 * the KVKK notice (app/.server/newsletter/subscriptions.ts). The topics
 * (ADR 064) are behind a disclosure, none ticked: a visitor who opens nothing
 * subscribes to every topic, as before; one who ticks some gets only those.
 */
export function NewsletterForm({
  outcome,
  consentText,
  topics,
  action = "/?index",
}: {
  outcome: FormOutcome | undefined;
  consentText: string;
  topics: readonly TopicOption[];
  action?: string;
}) {
  const failed = outcome && !outcome.ok ? outcome : undefined;
  // A refused form shows the topics as the visitor ticked them.
  const ticked = new Set((failed?.values[TOPIC_FIELD] ?? "").split("\n").filter(Boolean));
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
        {topics.length === 0 && (
          <button type="submit" className="button button-accent" aria-describedby="bulten-onay-metni">
            Abone Ol
          </button>
        )}
      </div>
      {topics.length > 0 && (
        <>
          <details className="newsletter-topics" open={ticked.size > 0 || undefined}>
            <summary>Yalnızca belirli konulardaki sayıları almak istiyorum</summary>
            <TopicChoices idPrefix="bulten" topics={topics} ticked={ticked} />
          </details>
          <p className="newsletter-submit">
            <button type="submit" className="button button-accent" aria-describedby="bulten-onay-metni">
              Abone Ol
            </button>
          </p>
        </>
      )}
      <p className="small newsletter-consent" id="bulten-onay-metni">
        {shownConsentText(consentText)}
      </p>
      <FormNotice activity="newsletter" />
      <Honeypot idPrefix="bulten" />
    </form>
  );
}
