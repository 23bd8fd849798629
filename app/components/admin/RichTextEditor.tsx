/**
 * A rich-text field (announcement and news bodies, FAQ answers). The server
 * renders a plain textarea, so the form saves without JavaScript: the server
 * makes paragraphs of plain text and sanitizes HTML. In the browser the
 * editor (editor/TipTapEditor.tsx, TipTap) replaces the textarea once its
 * code has loaded: it is a separate chunk, fetched only when a form with such
 * a field is on screen, and never by public pages.
 */
import { type ComponentType, useEffect, useId, useRef, useState } from "react";
import type { TipTapEditorProps } from "#app/components/admin/editor/TipTapEditor.tsx";
import type { UploadedImage } from "#app/components/admin/upload.ts";
import { FieldError, fieldErrorId } from "#app/components/Field.tsx";

interface Props {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  maxLength: number;
  /** Uploads an image and says where it is served; undefined: no image button. */
  uploadImage?: (file: File) => Promise<UploadedImage>;
  /** Called with the HTML on every change (e.g. to keep an unsaved copy). */
  onChange?: (html: string) => void;
  /** Id prefix of the field, as the other fields' (the textarea's id is `${idPrefix}-${name}`). */
  idPrefix?: string;
}

let editorModule: Promise<ComponentType<TipTapEditorProps>> | undefined;
const loadEditor = () => {
  editorModule ??= import("#app/components/admin/editor/TipTapEditor.tsx").then((m) => m.TipTapEditor);
  return editorModule;
};

export function RichTextEditor({ name, label, defaultValue, error, maxLength, uploadImage, onChange, idPrefix = "kayit" }: Props) {
  const fieldId = `${idPrefix}-${name}`;
  const labelId = `${fieldId}-etiket`;
  const errorId = error ? fieldErrorId(fieldId) : undefined;
  const hintId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [Editor, setEditor] = useState<ComponentType<TipTapEditorProps>>();
  const [initialHtml, setInitialHtml] = useState(defaultValue);
  const [loadProblem, setLoadProblem] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadEditor().then(
      (component) => {
        if (cancelled) return;
        // What was typed into the textarea before the editor arrived is kept.
        setInitialHtml(textareaRef.current?.value ?? defaultValue);
        setEditor(() => component);
      },
      () => {
        if (!cancelled) setLoadProblem(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [defaultValue]);

  return (
    <div className={`field editor${error ? " has-error" : ""}`}>
      {Editor ? (
        <span className="editor-label" id={labelId}>
          {label}
        </span>
      ) : (
        <label htmlFor={fieldId} id={labelId}>
          {label}
        </label>
      )}
      {Editor ? (
        <Editor
          name={name}
          labelId={labelId}
          errorId={errorId}
          initialHtml={initialHtml}
          maxLength={maxLength}
          uploadImage={uploadImage}
          onChange={onChange}
        />
      ) : (
        <>
          <p className="field-hint" id={hintId}>
            {loadProblem
              ? "Metin düzenleyicisi yüklenemedi; metni buraya yazabilirsiniz. Boş satır yeni paragraf başlatır."
              : "Düz metin yazabilirsiniz: boş satır yeni paragraf başlatır."}
          </p>
          <textarea
            ref={textareaRef}
            id={fieldId}
            name={name}
            defaultValue={defaultValue}
            rows={14}
            maxLength={maxLength}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={[errorId, hintId].filter(Boolean).join(" ")}
            onChange={(event) => onChange?.(event.target.value)}
          />
        </>
      )}
      <FieldError id={fieldId} error={error} />
    </div>
  );
}
