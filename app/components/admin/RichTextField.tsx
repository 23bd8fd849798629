/**
 * The rich text of an admin form (an entry's body, an e-bülten issue's
 * İçerik) with the safety copy of the form's unsaved text: the editor and
 * the plain textarea that stands in for it without JavaScript
 * (RichTextEditor), and the offer to restore what this browser kept when the
 * form opens again (local-draft.ts). A form takes useUnsavedDraft, shows
 * UnsavedDraftOffer above itself, is keyed by the draft's generation (a
 * restore mounts its fields again with the kept text) and reports its other
 * kept fields to draft.update.
 */
import { useState } from "react";
import { type DraftValues, useLocalDraft } from "#app/components/admin/local-draft.ts";
import { RichTextEditor } from "#app/components/admin/RichTextEditor.tsx";
import { uploadImage } from "#app/components/admin/upload.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";

/**
 * The form's kept text: `loaded` is what the server has (or what was sent
 * and refused), the kept copy is compared with it; `defaults` fill the
 * fields, `current` is what they hold now.
 */
export function useUnsavedDraft(key: string, loaded: DraftValues) {
  const kept = useLocalDraft(key, loaded);
  const [current, setCurrent] = useState<DraftValues>(loaded);
  const [defaults, setDefaults] = useState<DraftValues>(loaded);
  const [generation, setGeneration] = useState(0);

  /** Call on every change of a kept field. */
  const update = (change: Partial<DraftValues>) => {
    const next = { ...current, ...change };
    setCurrent(next);
    kept.changed(next);
  };

  /** Fills the fields with the kept copy on offer. */
  const restore = () => {
    if (!kept.offer) return;
    const restored = { title: kept.offer.title, body: kept.offer.body, metaDescription: kept.offer.metaDescription };
    setDefaults(restored);
    setCurrent(restored);
    setGeneration((n) => n + 1);
    kept.closeOffer();
  };

  return { offer: kept.offer, restore, dismiss: kept.dismiss, sending: kept.sending, update, current, defaults, setDefaults, generation };
}

export type UnsavedDraft = ReturnType<typeof useUnsavedDraft>;

/** "Kaydedilmemiş değişiklikleriniz var": restore the kept copy, or let it go. */
export function UnsavedDraftOffer({ draft }: { draft: UnsavedDraft }) {
  if (!draft.offer) return null;
  return (
    <div className="draft-offer" role="status">
      <p>
        <strong>Kaydedilmemiş değişiklikleriniz var</strong>
        {draft.offer.savedAt && ` (bu tarayıcıda ${formatTurkishDateTime(draft.offer.savedAt)} saatinde saklandı)`}. Geri yüklemek ister
        misiniz?
      </p>
      <div className="admin-actions">
        <button type="button" className="button button-small" onClick={draft.restore}>
          Geri yükle
        </button>
        <button type="button" className="button button-outline button-small" onClick={draft.dismiss}>
          Yok say
        </button>
      </div>
    </div>
  );
}

/** The form's rich text: filled from the draft, every change kept in it; images upload to the library. */
export function RichTextField({
  draft,
  name,
  label,
  maxLength,
  error,
  idPrefix,
}: {
  draft: UnsavedDraft;
  name: string;
  label: string;
  maxLength: number;
  error: string | undefined;
  /** As Field's ids (the textarea's id is `${idPrefix}-${name}`). */
  idPrefix?: string;
}) {
  return (
    <RichTextEditor
      idPrefix={idPrefix}
      name={name}
      label={label}
      defaultValue={draft.defaults.body}
      maxLength={maxLength}
      error={error}
      uploadImage={uploadImage}
      onChange={(body) => draft.update({ body })}
    />
  );
}
