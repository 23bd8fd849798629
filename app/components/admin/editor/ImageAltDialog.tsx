import { useEffect, useId, useRef, useState } from "react";
import type { UploadedImage } from "#app/components/admin/upload.ts";
import { FieldError, fieldErrorId } from "#app/components/Field.tsx";
import { CONTENT_LIMITS } from "#app/lib/content-lists.ts";

/**
 * After an upload, before the image goes into the text: alt text is
 * required, or the explicit choice "Dekoratif görsel" (alt=""). Inline, not
 * modal: focus moves to the text field; Escape cancels.
 */
export function ImageAltDialog({
  image,
  onInsert,
  onCancel,
}: {
  image: UploadedImage;
  onInsert: (alt: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [alt, setAlt] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [problem, setProblem] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  const insert = () => {
    if (!decorative && !alt.trim()) {
      setProblem("Görselin ne gösterdiğini yazın ya da “Dekoratif görsel” seçin.");
      inputRef.current?.focus();
      return;
    }
    onInsert(decorative ? "" : alt.trim());
  };

  return (
    <fieldset
      className="editor-panel"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <legend>Görseli ekle</legend>
      <img className="editor-panel-thumb" src={image.src} alt="" width={160} height={Math.round((160 * image.height) / image.width)} />
      <div className={`field${problem ? " has-error" : ""}`}>
        <label htmlFor={`${id}-alt`}>Alternatif metin (görmeyen okurlar için görselin anlattığı)</label>
        <input
          ref={inputRef}
          id={`${id}-alt`}
          value={alt}
          maxLength={CONTENT_LIMITS.alt}
          disabled={decorative}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? fieldErrorId(id) : undefined}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              insert();
            }
          }}
        />
        <FieldError id={id} error={problem} />
      </div>
      <div className="field-check">
        <input
          type="checkbox"
          id={`${id}-decorative`}
          checked={decorative}
          onChange={(event) => {
            setDecorative(event.target.checked);
            setProblem(undefined);
          }}
        />
        <label htmlFor={`${id}-decorative`}>Dekoratif görsel (bir şey anlatmıyor; açıklama gerekmez)</label>
      </div>
      <div className="admin-actions">
        <button type="button" className="button button-small" onClick={insert}>
          Görseli ekle
        </button>
        <button type="button" className="button button-outline button-small" onClick={onCancel}>
          Vazgeç
        </button>
      </div>
    </fieldset>
  );
}
