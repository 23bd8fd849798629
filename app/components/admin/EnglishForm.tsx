/**
 * The English tab's form (issue 43, ADR 061): the kind's fields (lib/english-admin.ts), its rich
 * text in the same editor as the Turkish forms, with the copy of unsaved text this browser keeps
 * (RichTextField). "Taslak olarak kaydet" keeps a draft (the site does not change), "Yayınla" makes
 * the English public, "Önizle" opens the text in the public look in a new tab. Works without
 * JavaScript (the editor falls back to a textarea).
 */
import type { FormEvent } from "react";
import { useFormAction, useSubmit } from "react-router";
import { RichTextField, UnsavedDraftOffer, useUnsavedDraft } from "#app/components/admin/RichTextField.tsx";
import { Field } from "#app/components/Field.tsx";
import { englishPreviewPath } from "#app/lib/admin-paths.ts";
import type { EnglishKind } from "#app/lib/english.ts";
import { ENGLISH_FORMS, ENGLISH_REVISION_FIELD, ENGLISH_INTENTS as I } from "#app/lib/english-admin.ts";
import { LONG_TEXT_FORM_ENCODING } from "#app/lib/form-limits.ts";

/** The id of a field of the English form (the error summary links it). */
export const englishFieldId = (name: string) => `ingilizce-${name}`;

export function EnglishForm({
  kind,
  itemKey,
  values,
  errors,
  revision,
}: {
  kind: EnglishKind;
  itemKey: string;
  /** What the fields start with, by form name: the draft, else the published text, or what was sent and refused. */
  values: Record<string, string>;
  errors: Record<string, string>;
  revision: number;
}) {
  const specs = ENGLISH_FORMS[kind];
  const titleSpec = specs.find((spec) => spec.type === "line");
  const richSpec = specs.find((spec) => spec.type === "rich");
  const metaSpec = specs.find((spec) => spec.key === "metaDescription");
  const draft = useUnsavedDraft(`ymm-taslak:ingilizce:${kind}:${itemKey}`, {
    title: titleSpec ? (values[titleSpec.name] ?? "") : "",
    body: richSpec ? (values[richSpec.name] ?? "") : "",
    metaDescription: metaSpec ? (values[metaSpec.name] ?? "") : "",
  });
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
  // Fields other than the kept three start from the values; the kept ones from the draft (a restore fills them again).
  const start = (name: string) =>
    name === titleSpec?.name ? draft.defaults.title : name === metaSpec?.name ? draft.defaults.metaDescription : (values[name] ?? "");

  return (
    <section aria-labelledby="ingilizce-formu-basligi">
      <h2 id="ingilizce-formu-basligi" className="page-form-heading">
        İngilizce metin
      </h2>
      <UnsavedDraftOffer draft={draft} />
      <form
        method="post"
        encType={LONG_TEXT_FORM_ENCODING}
        action={formAction}
        className="admin-form entry-form english-form"
        key={draft.generation}
        onSubmit={onSubmit}
        noValidate
        onInput={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.name === titleSpec?.name) draft.update({ title: target.value });
          else if (target.name === metaSpec?.name) draft.update({ metaDescription: target.value });
        }}
      >
        <input type="hidden" name={ENGLISH_REVISION_FIELD} value={revision} />
        {specs.map((spec) =>
          spec.type === "rich" ? (
            <RichTextField
              key={spec.name}
              draft={draft}
              idPrefix="ingilizce"
              name={spec.name}
              label={spec.label}
              maxLength={spec.max}
              error={errors[spec.name]}
            />
          ) : (
            <Field
              key={spec.name}
              id={englishFieldId(spec.name)}
              name={spec.name}
              label={spec.label}
              hint={spec.hint}
              mark={spec.required ? undefined : "optional"}
              multiline={spec.type !== "line"}
              rows={spec.type === "lines" ? 4 : spec.type === "meta" ? 3 : undefined}
              maxLength={spec.type === "lines" ? undefined : spec.max}
              defaultValue={start(spec.name)}
              error={errors[spec.name]}
              spellCheck
            />
          ),
        )}
        <p className="field-hint">Taslak eksik olabilir; yayınlamak için işaretsiz alanların hepsi dolu olmalı.</p>
        <div className="admin-actions">
          {/* Saving a draft first: Enter in a line keeps a draft, never publishes. */}
          <button type="submit" name="intent" value={I.draft} className="button button-outline">
            Taslak olarak kaydet
          </button>
          <button type="submit" name="intent" value={I.publish} className="button">
            Yayınla
          </button>
          <button
            type="submit"
            formAction={englishPreviewPath(kind, itemKey)}
            formMethod="post"
            formTarget="_blank"
            formNoValidate
            className="button button-outline"
          >
            Önizle<span className="visually-hidden"> (yeni sekmede açılır)</span>
          </button>
        </div>
      </form>
    </section>
  );
}
