/**
 * The form in which the office writes an e-bülten issue: Konu, Ön metin and
 * İçerik in the announcements' editor (RichTextField, with image upload and
 * the plain textarea without JavaScript), and the recent published items it
 * can quote. Like EntryForm, the unsaved text is kept in the browser until
 * it is saved (RichTextField).
 */
import { type FormEvent, useState } from "react";
import { Link, useFormAction, useSubmit } from "react-router";
import type { DraftValues } from "#app/components/admin/local-draft.ts";
import { type RecentChoice, RecentItemsPicker } from "#app/components/admin/RecentItemsPicker.tsx";
import { RichTextField, UnsavedDraftOffer, useUnsavedDraft } from "#app/components/admin/RichTextField.tsx";
import { Field } from "#app/components/Field.tsx";
import { newsletterSendPath } from "#app/lib/admin-paths.ts";
import { LONG_TEXT_FORM_ENCODING } from "#app/lib/form-limits.ts";
import { ISSUE_FIELDS as F, type IssueText } from "#app/lib/newsletter-issue-form.ts";
import { ALL_TOPICS_TEXT, type TopicOption } from "#app/lib/newsletter-topics.ts";

export interface IssueFormIssue extends IssueText {
  id: string;
  /** Its topics' ids (none: every subscriber). */
  topics: readonly string[];
}

export type IssueLimits = Record<keyof IssueText, number>;

export function IssueForm({
  issue,
  failed,
  recent,
  limits,
  topics,
  cancelTo,
}: {
  /** Every topic the office defined (E-bülten konuları). */
  topics: readonly TopicOption[];
  /** The saved draft; undefined: a new issue. */
  issue: IssueFormIssue | undefined;
  failed: { errors: Record<string, string>; values: Record<string, string> } | undefined;
  recent: RecentChoice[];
  limits: IssueLimits;
  /** Where "Vazgeç" leads. */
  cancelTo: string;
}) {
  const errors = failed?.errors ?? {};
  const value = (name: string, saved: string | undefined) => failed?.values[name] ?? saved ?? "";
  const loaded: DraftValues = {
    title: value(F.subject, issue?.subject),
    body: value(F.body, issue?.body),
    metaDescription: value(F.preheader, issue?.preheader),
  };
  // A refused form shows the topics as ticked; otherwise the saved draft's.
  const tickedTopics = new Set(failed ? (failed.values[F.topics] ?? "").split("\n").filter(Boolean) : (issue?.topics ?? []));
  const draft = useUnsavedDraft(`ymm-taslak:e-bulten:${issue?.id ?? "yeni"}`, loaded);
  const { current, defaults, update } = draft;
  // A restored copy remounts the whole form; an insertion only the editor (the focus stays on its button).
  const [editorGeneration, setEditorGeneration] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [inserted, setInserted] = useState<string>();

  function insertSelected() {
    const chosen = recent.filter((item) => selected.has(item.key));
    if (chosen.length === 0) {
      setInserted("Eklenecek kayıt seçilmedi: en az bir kayıt seçin.");
      return;
    }
    const body = `${current.body}${chosen.map((item) => item.html).join("")}`;
    update({ body });
    draft.setDefaults({ ...current, body });
    setEditorGeneration((n) => n + 1);
    setSelected(new Set());
    setInserted(`${chosen.length} kayıt içeriğin sonuna eklendi. Kaydetmek için “Taslağı kaydet” düğmesini kullanın.`);
  }

  const formAction = useFormAction();
  const submit = useSubmit();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "ekle") {
      insertSelected();
      return;
    }
    draft.sending();
    submit(submitter ?? event.currentTarget);
  }

  return (
    <section className="admin-form-section" aria-labelledby="form-basligi">
      <div className="entry-form-head">
        <h2 id="form-basligi">{issue ? "Taslağı düzenle" : "Yeni sayı"}</h2>
      </div>
      <UnsavedDraftOffer draft={draft} />
      <form
        method="post"
        encType={LONG_TEXT_FORM_ENCODING}
        action={formAction}
        className="admin-form entry-form issue-form"
        key={`${issue?.id ?? "yeni"}-${draft.generation}`}
        onSubmit={onSubmit}
        onInput={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.name === F.subject) update({ title: target.value });
          if (target.name === F.preheader) update({ metaDescription: target.value });
        }}
      >
        <Field
          id={`bulten-${F.subject}`}
          name={F.subject}
          label="Konu"
          maxLength={limits.subject}
          defaultValue={defaults.title}
          error={errors[F.subject]}
          required
        />
        <PreheaderField defaultValue={defaults.metaDescription} maxLength={limits.preheader} error={errors[F.preheader]} />
        {topics.length > 0 && (
          <fieldset className="field-checks issue-topics" aria-describedby="bulten-konular-ipucu">
            <legend>Konular (isteğe bağlı)</legend>
            <p className="field-hint" id="bulten-konular-ipucu">
              Sayı, işaretlenen konulardan en az birini seçen ve “{ALL_TOPICS_TEXT}” seçen onaylı abonelere gider. Hiçbirini
              işaretlemezseniz bütün onaylı abonelere gider.
            </p>
            {topics.map((topic) => (
              <div className="field-check" key={topic.id}>
                <input
                  type="checkbox"
                  id={`bulten-konu-${topic.id}`}
                  name={F.topics}
                  value={topic.id}
                  defaultChecked={tickedTopics.has(topic.id)}
                />
                <label htmlFor={`bulten-konu-${topic.id}`}>{topic.name}</label>
              </div>
            ))}
          </fieldset>
        )}
        <RichTextField
          key={editorGeneration}
          draft={draft}
          idPrefix="bulten"
          name={F.body}
          label="İçerik"
          maxLength={limits.body}
          error={errors[F.body]}
        />
        <div className="admin-actions">
          <button type="submit" name="intent" value="kaydet" className="button">
            Taslağı kaydet
          </button>
          {issue && (
            <>
              <Link to={newsletterSendPath(issue.id)} className="button button-outline">
                Göndermeye hazırla
              </Link>
              <Link to="?sil" className="button button-danger-outline">
                Sil
              </Link>
            </>
          )}
          <Link to={cancelTo} className="button button-outline">
            {issue ? "Listeye dön" : "Vazgeç"}
          </Link>
        </div>
        <RecentItemsPicker
          items={recent}
          selected={selected}
          onToggle={(key, checked) => {
            const next = new Set(selected);
            if (checked) next.add(key);
            else next.delete(key);
            setSelected(next);
          }}
          error={errors[F.recent]}
          status={inserted}
        />
      </form>
    </section>
  );
}

/** Ön metin: optional, one line, with what it is for. */
function PreheaderField({ defaultValue, maxLength, error }: { defaultValue: string; maxLength: number; error?: string }) {
  return (
    <Field
      id={`bulten-${F.preheader}`}
      name={F.preheader}
      label="Ön metin (isteğe bağlı)"
      hint="E-posta programlarının gelen kutusunda konudan sonra gösterdiği kısa metin. Boş bırakılırsa programlar içeriğin başını gösterir."
      defaultValue={defaultValue}
      maxLength={maxLength}
      error={error}
    />
  );
}
