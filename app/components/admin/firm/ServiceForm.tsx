/**
 * A service's form: its titles, the home page card's text, the meta
 * description, the page body (the same rich-text editor as entries, with the
 * unsaved copy kept in the browser) and its address. A new service's address
 * follows its title as it is typed until the office edits the address; an
 * existing one's stays, since changing it makes a redirect. Works without
 * JavaScript (plain textarea, the server proposes the address).
 */
import { type FormEvent, useState } from "react";
import { Link, useFormAction, useSubmit } from "react-router";
import { RichTextField, UnsavedDraftOffer, useUnsavedDraft } from "#app/components/admin/RichTextField.tsx";
import { Field } from "#app/components/Field.tsx";
import { LONG_TEXT_FORM_ENCODING } from "#app/lib/form-limits.ts";
import { SERVICE_FIELDS as F, SERVICE_LIMITS as L, serviceDraftKey } from "#app/lib/service-form.ts";
import { slugify } from "#app/lib/slug.ts";

/** A service as the form shows it. */
export interface ServiceFormValues {
  id: string | undefined;
  revision: number | undefined;
  fullTitle: string;
  homeTitle: string;
  homeDescription: string;
  metaDescription: string;
  body: string;
  slug: string;
}

export interface FailedServiceSave {
  errors: Record<string, string>;
  values: Record<string, string>;
}

const ID = "hizmet";

/** One of the form's fields (components/Field.tsx): controlled when it has `onChange`, with the address's fixed part before it when it has `prefix`. */
function ServiceField({
  name,
  label,
  hint,
  error,
  maxLength,
  multiline,
  required = true,
  value,
  defaultValue,
  onChange,
  prefix,
}: {
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
  maxLength: number;
  multiline?: boolean;
  required?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Shown before the input (the address's fixed part). */
  prefix?: string;
}) {
  return (
    <Field id={`${ID}-${name}`} name={name} label={label} hint={hint} error={error} required={required}>
      {(control) => {
        const shared = {
          ...control,
          maxLength,
          ...(onChange ? { value, onChange: (event: { target: { value: string } }) => onChange(event.target.value) } : { defaultValue }),
        };
        return multiline ? (
          <textarea rows={3} {...shared} />
        ) : prefix ? (
          <div className="service-slug">
            <span aria-hidden="true">{prefix}</span>
            <input type="text" autoCapitalize="off" spellCheck={false} {...shared} />
          </div>
        ) : (
          <input type="text" {...shared} />
        );
      }}
    </Field>
  );
}

export function ServiceForm({
  service,
  failed,
  cancelTo,
}: {
  service: ServiceFormValues;
  failed: FailedServiceSave | undefined;
  cancelTo: string;
}) {
  const value = (name: string, fallback: string) => failed?.values[name] ?? fallback;
  const errors = failed?.errors ?? {};
  const draft = useUnsavedDraft(serviceDraftKey(service.id), {
    title: value(F.fullTitle, service.fullTitle),
    body: value(F.body, service.body),
    metaDescription: value(F.metaDescription, service.metaDescription),
  });
  const { defaults, update } = draft;
  const [slug, setSlug] = useState(value(F.slug, service.slug));
  // A new service's address follows its title until the office types one.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(service.id === undefined && value(F.slug, "") === "");

  const formAction = useFormAction();
  const submit = useSubmit();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    draft.sending();
    submit(((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null) ?? event.currentTarget);
  }

  return (
    <form
      method="post"
      encType={LONG_TEXT_FORM_ENCODING}
      action={formAction}
      className="admin-form entry-form service-form"
      key={`${service.id ?? "yeni"}-${draft.generation}`}
      onSubmit={onSubmit}
      onInput={(event) => {
        const target = event.target as HTMLInputElement;
        if (target.name === F.fullTitle) {
          update({ title: target.value });
          if (slugFollowsTitle) setSlug(slugify(target.value));
        }
        if (target.name === F.metaDescription) update({ metaDescription: target.value });
      }}
    >
      <UnsavedDraftOffer draft={draft} />
      {service.revision !== undefined && <input type="hidden" name={F.revision} value={String(service.revision)} />}
      <ServiceField
        name={F.fullTitle}
        label="Hizmetin tam adı"
        hint="Hizmet sayfasının başlığı ve tarayıcı sekmesinde görünen ad."
        error={errors[F.fullTitle]}
        maxLength={L.fullTitle}
        defaultValue={defaults.title}
      />
      <ServiceField
        name={F.homeTitle}
        label="Anasayfadaki kısa ad (isteğe bağlı)"
        hint="Anasayfadaki kartta ve menüde görünür; boş bırakırsanız tam ad kullanılır."
        error={errors[F.homeTitle]}
        maxLength={L.homeTitle}
        required={false}
        defaultValue={value(F.homeTitle, service.homeTitle)}
      />
      <ServiceField
        name={F.homeDescription}
        label="Kart açıklaması"
        hint="Anasayfadaki hizmet kartında görünen bir iki cümle."
        error={errors[F.homeDescription]}
        maxLength={L.homeDescription}
        multiline
        defaultValue={value(F.homeDescription, service.homeDescription)}
      />
      <ServiceField
        name={F.metaDescription}
        label="Meta açıklaması"
        hint={`Arama sonuçlarında başlığın altında görünen kısa özet (en fazla ${L.metaDescription} karakter).`}
        error={errors[F.metaDescription]}
        maxLength={L.metaDescription}
        multiline
        defaultValue={defaults.metaDescription}
      />
      <RichTextField draft={draft} idPrefix={ID} name={F.body} label="Sayfa metni" maxLength={L.body} error={errors[F.body]} />
      <ServiceField
        name={F.slug}
        label="Adres"
        hint={
          service.id === undefined
            ? "Başlıktan önerilir; küçük harf (a–z), rakam ve tire. Boş bırakırsanız başlıktan oluşturulur."
            : "Küçük harf (a–z), rakam ve tire. Değiştirirseniz eski adres yeni adrese yönlendirilir; paylaşılmış bağlantılar çalışmaya devam eder."
        }
        error={errors[F.slug]}
        maxLength={L.slug}
        required={false}
        prefix="/hizmetler/"
        value={slug}
        onChange={(next) => {
          setSlug(next);
          setSlugFollowsTitle(false);
        }}
      />
      <div className="admin-actions">
        <button type="submit" name="intent" value="kaydet" className="button">
          Kaydet
        </button>
        <Link to={cancelTo} className="button button-outline">
          Vazgeç
        </Link>
      </div>
    </form>
  );
}
