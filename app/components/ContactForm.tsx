import type { ReactNode } from "react";
import { Field } from "#app/components/Field.tsx";
import { type FormOutcome, FormStatus, Honeypot, RequiredNote } from "#app/components/FormField.tsx";
import { FormNotice } from "#app/components/FormNotice.tsx";
import { contactLimits } from "#app/lib/form-limits.ts";
import { catalogue } from "#app/lib/i18n/index.ts";
import type { Language } from "#app/lib/language-alternates.ts";
import { englishPaths, FORM_STATUS_IDS, formAction, paths } from "#app/lib/paths.ts";

const fieldId = (name: string) => `iletisim-${name}`;

/**
 * A plain POST to /iletisim (or /en/contact: issue 43, its words from the English catalogue),
 * answered with a redirect after a send or with the form and its errors; either way the page
 * lands on the status at the form's top (FormStatus). The `form` enhancement (app/enhance/)
 * blocks a double submit and focuses the status. Every field is required, with the attribute
 * and a star. An English form brings its own short privacy notice (`notice`); the Turkish one
 * is FormNotice's.
 */
export function ContactForm({
  outcome,
  language = "tr",
  notice,
}: {
  outcome: FormOutcome | undefined;
  language?: Language;
  notice?: ReactNode;
}) {
  const t = catalogue(language);
  const labels: Record<keyof typeof contactLimits, string> = {
    isim: t.contact.name,
    telefon: t.contact.phoneField,
    eposta: t.contact.emailField,
    konu: t.contact.subject,
    mesaj: t.contact.message,
  };
  const failed = outcome && !outcome.ok ? outcome : undefined;
  const field = (name: keyof typeof contactLimits) => ({
    name,
    label: labels[name],
    error: failed?.errors[name],
    defaultValue: failed?.values[name],
    maxLength: contactLimits[name],
    id: fieldId(name),
    required: true,
    mark: "required" as const,
    requiredWord: language === "tr" ? undefined : t.form.required,
  });
  const problems = (Object.keys(labels) as (keyof typeof labels)[]).flatMap((name) => {
    const message = failed?.errors[name];
    return message ? [{ id: fieldId(name), label: labels[name], message }] : [];
  });
  return (
    <form
      method="post"
      action={formAction(language === "en" ? englishPaths.contact : paths.contact, "contact")}
      className="form"
      data-module="form"
    >
      <FormStatus
        id={FORM_STATUS_IDS.contact}
        outcome={outcome}
        received={t.contact.received}
        refused={t.contact.refused}
        problems={problems}
      />
      <RequiredNote language={language} />
      <div className="form-grid">
        <Field autoComplete="name" {...field("isim")} />
        <Field type="tel" autoComplete="tel" {...field("telefon")} />
        <Field type="email" autoComplete="email" {...field("eposta")} />
        <Field {...field("konu")} />
      </div>
      <Field multiline rows={6} {...field("mesaj")} />
      <Honeypot idPrefix="iletisim" />
      <button type="submit" className="button button-accent">
        {t.contact.send}
      </button>
      {notice ?? <FormNotice activity="contact" />}
    </form>
  );
}
