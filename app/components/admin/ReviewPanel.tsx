/**
 * Where a Yazar's draft stands in its review (issue 25), above its form: the
 * Yazar sees whether it waits for an editor or was sent back (with the
 * editor's note) and marks it "Yayına hazır"; an editor sees that it waits
 * and can send it back with a note (publishing is the form's own save).
 */
import { Form } from "react-router";
import { Field } from "#app/components/Field.tsx";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { REVIEW_FIELDS, REVIEW_INTENTS, REVIEW_NOTE_MAX, type ReviewState } from "#app/lib/review.ts";

export function ReviewPanel({
  entryId,
  review,
  mode,
  noteError,
}: {
  entryId: string;
  review: ReviewState | undefined;
  /** "author": the Yazar's own draft; "editor": an editor looking at a Yazar's draft. */
  mode: "author" | "editor";
  /** Why the note of a "Geri gönder" was refused. */
  noteError?: string;
}) {
  if (mode === "editor" && !review?.ready) return null;
  return (
    <section className="review-panel" aria-labelledby="inceleme-basligi">
      <h2 id="inceleme-basligi">İnceleme</h2>
      {review?.ready ? (
        <p>
          <strong className="state-badge state-scheduled">Yayına hazır</strong>{" "}
          {mode === "author"
            ? `· ${formatTurkishDateTime(review.readyAt)} tarihinde editörlere gönderildi; bir editör yayımlayacak ya da notla geri gönderecek.`
            : `· ${formatTurkishDateTime(review.readyAt)} tarihinden beri inceleme bekliyor. Yayımlamak için durumu “Yayında” seçip kaydedin.`}
        </p>
      ) : review?.note ? (
        <div className="review-note">
          <p>
            <strong className="state-badge state-draft">Geri gönderildi</strong> · {review.noteBy} şu notu yazdı:
          </p>
          <blockquote>{review.note}</blockquote>
        </div>
      ) : (
        <p>
          <strong className="state-badge state-draft">Taslak</strong> · henüz editörlere gönderilmedi.
        </p>
      )}
      {mode === "author" && !review?.ready && (
        <Form method="post" className="admin-actions">
          <input type="hidden" name="id" value={entryId} />
          <button type="submit" name="intent" value={REVIEW_INTENTS.ready} className="button">
            Yayına hazır
          </button>
          <span className="field-hint">Önce değişikliklerinizi kaydedin; taslak olduğu gibi editörlere gönderilir.</span>
        </Form>
      )}
      {mode === "editor" && (
        <Form method="post" className="admin-form review-send-back">
          <input type="hidden" name="id" value={entryId} />
          <Field
            id={`inceleme-${REVIEW_FIELDS.note}`}
            name={REVIEW_FIELDS.note}
            label="Yazara not"
            multiline
            rows={3}
            maxLength={REVIEW_NOTE_MAX}
            error={noteError}
            required
          />
          <div className="admin-actions">
            <button type="submit" name="intent" value={REVIEW_INTENTS.sendBack} className="button button-outline">
              Geri gönder
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
