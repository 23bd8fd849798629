import { Form, useNavigation } from "react-router";
import { FormField, type FormOutcome, FormStatus, Honeypot, useFocusFirstError } from "#app/components/FormField.tsx";
import { contactLimits } from "#app/lib/form-limits.ts";

export function ContactForm({ outcome }: { outcome: FormOutcome | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/iletisim";
  const formRef = useFocusFirstError(outcome);
  const failed = outcome && !outcome.ok ? outcome : undefined;
  const field = (name: keyof typeof contactLimits) => ({
    name,
    error: failed?.errors[name],
    defaultValue: failed?.values[name],
    maxLength: contactLimits[name],
    idPrefix: "iletisim",
  });
  return (
    <Form method="post" action="/iletisim" className="form" ref={formRef}>
      <div className="form-grid">
        <FormField label="İsim" autoComplete="name" {...field("isim")} />
        <FormField label="Telefon" type="tel" autoComplete="tel" {...field("telefon")} />
        <FormField label="E-posta" type="email" autoComplete="email" {...field("eposta")} />
        <FormField label="Konu" {...field("konu")} />
      </div>
      <FormField label="Mesaj" multiline {...field("mesaj")} />
      <Honeypot idPrefix="iletisim" />
      <button type="submit" className="button button-accent" disabled={sending}>
        {sending ? "Gönderiliyor…" : "Gönder"}
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
    </Form>
  );
}
