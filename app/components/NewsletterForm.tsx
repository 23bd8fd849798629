import { Form, useNavigation } from "react-router";
import { FormField, type FormOutcome, FormStatus, Honeypot, useFocusFirstError } from "#app/components/FormField.tsx";
import { newsletterLimits } from "#app/lib/form-limits.ts";

export function NewsletterForm({ outcome }: { outcome: FormOutcome | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith("/?index") === true;
  const formRef = useFocusFirstError(outcome);
  const failed = outcome && !outcome.ok ? outcome : undefined;
  return (
    <Form method="post" action="/?index" className="newsletter-form" ref={formRef}>
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
        <button type="submit" className="button button-accent" disabled={sending}>
          {sending ? "Gönderiliyor…" : "Abone Ol"}
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
    </Form>
  );
}
