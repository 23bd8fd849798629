/**
 * A picture chosen from the image library (the logo, the founder's photo):
 * radio buttons with a thumbnail each, and "none" for the sample's picture.
 * New pictures are uploaded on the Görseller screen.
 */
import { Link } from "react-router";
import { FieldError, fieldErrorId, fieldHintId } from "#app/components/Field.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import type { MediaChoice } from "#app/lib/firm-forms.ts";
import { fieldId } from "./fields.tsx";

export function MediaPicker({
  name,
  legend,
  noneLabel,
  hint,
  images,
  value,
  error,
}: {
  name: string;
  legend: string;
  noneLabel: string;
  hint: string;
  images: MediaChoice[];
  value: string;
  error: string | undefined;
}) {
  const hintId = fieldHintId(fieldId(name));
  // The chosen picture may have left the library since: it stays on offer so the form says so.
  const chosenMissing = value !== "" && !images.some((image) => image.id === value);
  return (
    <fieldset
      className={`media-picker${error ? " has-error" : ""}`}
      aria-describedby={error ? `${hintId} ${fieldErrorId(fieldId(name))}` : hintId}
    >
      <legend>{legend}</legend>
      <p className="field-hint" id={hintId}>
        {hint} Yeni görseli önce <Link to={adminPaths.media}>Görseller</Link> ekranından yükleyin.
      </p>
      <FieldError id={fieldId(name)} error={error} />
      <ul className="media-picker-list">
        <li>
          <input type="radio" id={fieldId(name)} name={name} value="" defaultChecked={value === ""} />
          <label htmlFor={fieldId(name)}>{noneLabel}</label>
        </li>
        {chosenMissing && (
          <li>
            <input type="radio" id={`${fieldId(name)}-eksik`} name={name} value={value} defaultChecked />
            <label htmlFor={`${fieldId(name)}-eksik`}>Kitaplıkta olmayan görsel</label>
          </li>
        )}
        {images.map((image) => (
          <li key={image.id}>
            <input type="radio" id={`${fieldId(name)}-${image.id}`} name={name} value={image.id} defaultChecked={value === image.id} />
            <label htmlFor={`${fieldId(name)}-${image.id}`}>
              <img src={image.src} alt="" width={96} height={72} loading="lazy" />
              <span>{image.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
