/**
 * A firm page's form (Sayfalar): title, meta description with its search
 * preview, and the body in the entries' rich-text editor, with the copy of
 * unsaved text this browser keeps (RichTextField). "Taslak olarak kaydet"
 * keeps a draft (the site does not change), "Yayımla" makes the text public,
 * "Önizle" opens the text in the public look in a new tab.
 */
import type { FormEvent } from "react";
import { useFormAction, useSubmit } from "react-router";
import { RichTextField, UnsavedDraftOffer, useUnsavedDraft } from "#app/components/admin/RichTextField.tsx";
import { SeoFields } from "#app/components/admin/SeoFields.tsx";
import { Field } from "#app/components/Field.tsx";
import { pagePreviewPath } from "#app/lib/admin-paths.ts";
import type { PageKey } from "#app/lib/firm.ts";
import { PAGE_FIELDS as F, PAGE_INTENTS as I, PAGE_LIMITS as L, REVISION_FIELD } from "#app/lib/firm-forms.ts";
import { LONG_TEXT_FORM_ENCODING } from "#app/lib/form-limits.ts";
import { plainTextOf } from "#app/lib/search-preview.ts";
import { excerpt } from "#app/lib/text.ts";

export interface PageFormText {
  title: string;
  metaDescription: string;
  body: string;
}

export function PageForm({
  pageKey,
  text,
  errors,
  revision,
  hasDraft,
  publicUrl,
}: {
  pageKey: PageKey;
  /** What the fields start with: the draft, else the published text (or what was sent and refused). */
  text: PageFormText;
  errors: Record<string, string>;
  revision: number;
  hasDraft: boolean;
  /** The page's public address, for the search preview. */
  publicUrl: string;
}) {
  const draft = useUnsavedDraft(`ymm-taslak:sayfa:${pageKey}`, text);
  const { current, defaults, update } = draft;
  const formAction = useFormAction();
  const submit = useSubmit();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    // The preview opens in a new tab: the browser sends that form itself.
    if (submitter?.formTarget === "_blank") return;
    event.preventDefault();
    draft.sending();
    submit(submitter ?? event.currentTarget);
  }

  return (
    <section aria-labelledby="sayfa-formu-basligi">
      <h2 id="sayfa-formu-basligi" className="page-form-heading">
        {hasDraft ? "Taslağı düzenle" : "Metni düzenle"}
      </h2>
      <UnsavedDraftOffer draft={draft} />
      <form
        method="post"
        encType={LONG_TEXT_FORM_ENCODING}
        action={formAction}
        className="admin-form entry-form page-form"
        key={draft.generation}
        onSubmit={onSubmit}
        noValidate
        onInput={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.name === F.title) update({ title: target.value });
        }}
      >
        <input type="hidden" name={REVISION_FIELD} value={revision} />
        <Field
          id={`kayit-${F.title}`}
          name={F.title}
          label="Başlık"
          maxLength={L.title}
          defaultValue={defaults.title}
          error={errors[F.title]}
          required
        />
        <RichTextField draft={draft} idPrefix="kayit" name={F.body} label="Metin" maxLength={L.body} error={errors[F.body]} />
        <SeoFields
          value={current.metaDescription}
          error={errors[F.metaDescription]}
          onChange={(metaDescription) => update({ metaDescription })}
          preview={{
            title: current.title.trim() || "Başlıksız",
            url: publicUrl,
            description: current.metaDescription.trim() || excerpt(plainTextOf(current.body)),
          }}
        />
        <div className="admin-actions">
          {/* Saving a draft first: Enter in the title keeps a draft, never publishes. */}
          <button type="submit" name="intent" value={I.draft} className="button button-outline">
            Taslak olarak kaydet
          </button>
          <button type="submit" name="intent" value={I.publish} className="button">
            Yayımla
          </button>
          <button
            type="submit"
            formAction={pagePreviewPath(pageKey)}
            formMethod="post"
            formTarget="_blank"
            formNoValidate
            className="button button-outline"
          >
            Önizle<span className="visually-hidden"> (yeni sekmede açılır)</span>
          </button>
          {hasDraft && (
            <button type="submit" name="intent" value={I.discard} formNoValidate className="button button-danger-outline">
              Taslağı sil
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

/** The placeholders the page may use, with what each shows now (from Firma bilgileri). */
export function PlaceholderPanel({ placeholders }: { placeholders: { name: string; label: string; value: string }[] }) {
  return (
    <aside className="placeholder-panel" aria-labelledby="yer-tutucular-basligi">
      <h2 id="yer-tutucular-basligi">Yer tutucular</h2>
      <p className="field-hint">
        Metne süslü parantezleriyle yazın; sayfada Firma bilgileri’ndeki değer görünür ve bilgiler değişince metin de kendiliğinden
        güncellenir. Yer tutucudan hemen sonra ek getirmeyin (“{"{firma.il}"}’de” yerine “{"{firma.il}"} ilinde” gibi yazın).
      </p>
      <dl>
        {placeholders.map((p) => (
          <div key={p.name}>
            <dt>
              <code>{p.name}</code> {p.label}
            </dt>
            <dd>{p.value || "(boş)"}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
