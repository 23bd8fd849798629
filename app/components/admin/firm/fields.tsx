/**
 * The firm screens' form parts: a labelled field with its help text and its
 * error beside it (required or optional), the error summary above a refused
 * form (each message a link to its field), and the note that a YMM may not
 * advertise.
 */
import type { HTMLInputTypeAttribute, Ref } from "react";

/** A field's id on the firm screens: `firma-<name>`; its error `firma-<name>-hata`, its help `firma-<name>-ipucu`. */
export const fieldId = (name: string) => `firma-${name}`;
export const errorId = (name: string) => `${fieldId(name)}-hata`;
const hintId = (name: string) => `${fieldId(name)}-ipucu`;

/** aria-describedby for a field with an optional help text and error. */
export function describedBy(name: string, hint: boolean, error: string | undefined): string | undefined {
  return [hint ? hintId(name) : undefined, error ? errorId(name) : undefined].filter(Boolean).join(" ") || undefined;
}

export function FieldError({ name, error }: { name: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(name)} className="field-error">
      {error}
    </p>
  );
}

export function FirmField({
  name,
  label,
  hint,
  error,
  defaultValue,
  required = false,
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
  multiline = false,
}: {
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
  defaultValue: string;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: "text" | "tel" | "email" | "url" | "numeric";
  maxLength?: number;
  multiline?: boolean;
}) {
  const shared = {
    id: fieldId(name),
    name,
    defaultValue,
    required,
    maxLength,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(name, Boolean(hint), error),
  };
  return (
    <div className={`field${error ? " has-error" : ""}`}>
      <label htmlFor={fieldId(name)}>
        {label}
        {!required && <span className="field-optional"> (isteğe bağlı)</span>}
      </label>
      {hint && (
        <p className="field-hint" id={hintId(name)}>
          {hint}
        </p>
      )}
      {multiline ? <textarea rows={3} {...shared} /> : <input type={type} inputMode={inputMode} {...shared} />}
      <FieldError name={name} error={error} />
    </div>
  );
}

/**
 * "Kaydedilemedi": every message of a refused form, each a link to its field,
 * above the form; the screen moves the focus here when it appears.
 */
export function ErrorSummary({
  errors,
  targets,
  headingRef,
}: {
  errors: Record<string, string>;
  /** The field id each error key points at (default: fieldId(key)). */
  targets?: (key: string) => string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const entries = Object.entries(errors).filter(([, message]) => message);
  if (entries.length === 0) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby="hata-ozeti-baslik">
      <h2 id="hata-ozeti-baslik" ref={headingRef} tabIndex={-1}>
        Kaydedilmedi: {entries.length === 1 ? "bir alanı" : `${entries.length} alanı`} düzeltin
      </h2>
      <ul>
        {entries.map(([key, message]) => (
          <li key={key}>
            <a href={`#${targets ? targets(key) : fieldId(key)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Law 3568 and the profession's rules: the texts inform, they do not advertise. */
export function AdvertisingNote() {
  return (
    <aside className="admin-notice firm-note" aria-label="Tanıtım yasağı">
      <p>
        <strong>Tanıtım yasağı:</strong> 3568 sayılı Kanun ve meslek kuralları gereği yeminli mali müşavirler reklam yapamaz. Sitedeki
        metinler bilgi vermelidir: üstünlük iddiası (“en iyi”, “lider”), ücret ya da fiyat, müşteri logoları ve müşteri yorumları yer
        almamalıdır.
      </p>
    </aside>
  );
}
