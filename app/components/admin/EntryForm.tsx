/**
 * The form in which the office writes an entry of a content list: an
 * announcement, a news item, a question and its answer, a tool link. Its
 * fields come from the registry (app/lib/content-lists.ts); rich-text fields
 * use the editor (RichTextField), lists with the editorial workflow add the
 * publishing status, the meta description with its search preview, and a
 * cover image. It works without JavaScript (plain textarea, the time field
 * and the button's wording by CSS); with it, the unsaved text is also kept in
 * the browser until it is saved (RichTextField).
 */
import { type FormEvent, useState } from "react";
import { Link, useFormAction, useSubmit } from "react-router";
import { CoverImageField } from "#app/components/admin/CoverImageField.tsx";
import { CircularFields, type CircularFormProps, initialCircularNumber } from "#app/components/admin/circular/CircularFields.tsx";
import type { DraftValues } from "#app/components/admin/local-draft.ts";
import { PublishFields, SavedStatus } from "#app/components/admin/PublishFields.tsx";
import { RichTextField, UnsavedDraftOffer, useUnsavedDraft } from "#app/components/admin/RichTextField.tsx";
import { SeoFields } from "#app/components/admin/SeoFields.tsx";
import { Field } from "#app/components/Field.tsx";
import { previewPath } from "#app/lib/admin-paths.ts";
import { type AttachmentSummary, CIRCULAR_FORM_FIELDS, type CircularFields as CircularValues } from "#app/lib/circulars.ts";
import { CONTENT_LISTS, type ListName, listExtra } from "#app/lib/content-lists.ts";
import { WORKFLOW_FIELDS as F, FORM_STATUS_VALUES, type FormStatus, formStatusOf, localDraftKey } from "#app/lib/entry-form.ts";
import { LONG_TEXT_FORM_ENCODING } from "#app/lib/form-limits.ts";
import { utcIsoToIstanbulLocal } from "#app/lib/istanbul-time.ts";
import { searchPreview } from "#app/lib/search-preview.ts";

/** An entry as the form shows it (the admin list's loader gives these). */
export interface EntryFormEntry {
  id: string;
  title: string;
  text: string;
  status: "draft" | "scheduled" | "published";
  published_at: string | null;
  meta_description: string | null;
  cover_media_id: string | null;
  cover_alt: string | null;
  /** When it leaves (or left) the public site (ADR 067); null: never. */
  unpublish_at?: string | null;
  /** A draft taken off the site at that time (the loader decides it with the server's clock). */
  unpublished?: boolean;
  /** Sirküler: its number, categories, reference and attachments. */
  circular?: CircularValues;
}

export interface FailedSave {
  errors: Record<string, string>;
  values: Record<string, string>;
  /** Sirküler: the attachments the refused form was sent with. */
  circular?: AttachmentSummary[];
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase("tr-TR") + text.slice(1);

export function EntryForm({
  list,
  cancelTo,
  entry,
  failed,
  siteOrigin,
  siteName,
  circular,
  draftOnly = false,
}: {
  list: ListName;
  /** A Yazar: the status offers only Taslak, and no e-bülten draft from a sirküler. */
  draftOnly?: boolean;
  /** Where "Vazgeç" leads (the list). */
  cancelTo: string;
  entry: EntryFormEntry | undefined;
  failed: FailedSave | undefined;
  /** The public site's origin, for the search preview. */
  siteOrigin: string;
  /** The firm's name (Firma bilgileri), in the search preview's title. */
  siteName: string;
  /** Sirküler: the categories, the proposed number and the entry's attachments. */
  circular?: CircularFormProps;
}) {
  const registry = CONTENT_LISTS[list];
  const [titleField, textField] = registry.fields;
  const value = (name: string, fallback: string | null | undefined) => failed?.values[name] ?? fallback ?? "";
  const errors = failed?.errors ?? {};

  // What the server has (or what was sent and refused): the kept copy is compared with it.
  const loaded: DraftValues = {
    title: value(titleField.name, entry?.title),
    body: value(textField.name, entry?.text),
    metaDescription: value(F.metaDescription, entry?.meta_description),
  };
  const draft = useUnsavedDraft(localDraftKey(list, entry?.id), loaded);
  const { current, defaults, update } = draft;
  const formKey = `${entry?.id ?? "yeni"}-${draft.generation}`;

  // Sirküler: the number the search preview's address is made of, as typed (the field itself is uncontrolled).
  const startNumber = circular ? initialCircularNumber(circular, entry?.circular, failed) : undefined;
  const [typedNumber, setTypedNumber] = useState<{ form: string; text: string }>();
  const circularNumber = typedNumber?.form === formKey ? typedNumber.text : startNumber;

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

  // A new entry starts as a draft; a refused form shows the status that was sent (when it is one).
  const sentStatus = failed?.values[F.status];
  const formStatus: FormStatus = draftOnly
    ? "taslak"
    : FORM_STATUS_VALUES.includes(sentStatus as FormStatus)
      ? (sentStatus as FormStatus)
      : entry
        ? formStatusOf(entry.status)
        : "taslak";
  const heading = entry ? `${capitalize(registry.singular)} düzenle` : `Yeni ${registry.singular}`;

  return (
    <section className="admin-form-section" aria-labelledby="form-basligi">
      <div className="entry-form-head">
        <h2 id="form-basligi">{heading}</h2>
        {registry.workflow && <SavedStatus entry={entry} />}
      </div>
      <UnsavedDraftOffer draft={draft} />
      <form
        method="post"
        encType={LONG_TEXT_FORM_ENCODING}
        action={formAction}
        className="admin-form entry-form"
        key={formKey}
        onSubmit={onSubmit}
        onInput={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.name === titleField.name) update({ title: target.value });
          if (circular && target.name === CIRCULAR_FORM_FIELDS.number) setTypedNumber({ form: formKey, text: target.value });
        }}
      >
        {entry && <input type="hidden" name="id" value={entry.id} />}
        <Field
          id={`kayit-${titleField.name}`}
          name={titleField.name}
          label={titleField.label}
          maxLength={titleField.maxLength}
          defaultValue={defaults.title}
          error={errors[titleField.name]}
          required
        />
        {textField.kind === "rich" ? (
          <RichTextField
            draft={draft}
            name={textField.name}
            label={textField.label}
            maxLength={textField.maxLength}
            error={errors[textField.name]}
          />
        ) : (
          <Field
            id={`kayit-${textField.name}`}
            name={textField.name}
            label={textField.label}
            type="url"
            maxLength={textField.maxLength}
            defaultValue={defaults.body}
            error={errors[textField.name]}
            required
          />
        )}
        {listExtra(list) === "circular" && circular && (
          <CircularFields
            data={circular}
            circular={entry?.circular}
            failed={failed}
            failedAttachments={failed?.circular}
            newsletter={!draftOnly}
          />
        )}
        {registry.workflow && (
          <>
            <PublishFields
              status={formStatus}
              publishAt={value(F.publishAt, utcIsoToIstanbulLocal(entry?.status === "scheduled" ? entry.published_at : null))}
              unpublishAt={value(F.unpublishAt, utcIsoToIstanbulLocal(entry?.unpublish_at ?? null))}
              errors={errors}
              only={draftOnly ? ["taslak"] : undefined}
            />
            <SeoFields
              value={current.metaDescription}
              error={errors[F.metaDescription]}
              onChange={(metaDescription) => update({ metaDescription })}
              preview={searchPreview(
                list,
                { id: entry?.id, title: current.title, body: current.body, metaDescription: current.metaDescription, circularNumber },
                siteOrigin,
                siteName,
              )}
            />
            <CoverImageField
              mediaId={value(F.cover, entry?.cover_media_id)}
              alt={value(F.coverAlt, entry?.cover_alt)}
              decorative={failed ? failed.values[F.coverDecorative] === "1" : Boolean(entry?.cover_media_id) && entry?.cover_alt === ""}
              errors={errors}
            />
          </>
        )}
        <div className="admin-actions">
          <button type="submit" name="intent" value="kaydet" className="button">
            <span className="when-draft">Taslak olarak kaydet</span>
            <span className="when-not-draft">Kaydet</span>
          </button>
          {textField.kind === "rich" && (
            <button
              type="submit"
              formAction={previewPath(list)}
              formMethod="post"
              formTarget="_blank"
              formNoValidate
              className="button button-outline"
            >
              Önizle<span className="visually-hidden"> (yeni sekmede açılır)</span>
            </button>
          )}
          <Link to={cancelTo} className="button button-outline">
            Vazgeç
          </Link>
        </div>
      </form>
    </section>
  );
}
