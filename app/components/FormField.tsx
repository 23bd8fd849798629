import type { HTMLInputTypeAttribute } from "react";
import { HONEYPOT_FIELD } from "#app/lib/form-limits.ts";

/** What a public form's action answers (see .server/web/public-forms.ts). */
/** What a form shows: received (after the redirect), or refused with its messages and what was typed. */
export type FormOutcome = { ok: true } | { ok: false; errors: Record<string, string>; values: Record<string, string> };

interface FieldProps {
  /** The form field's name; also the base of its id. */
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  multiline?: boolean;
  error?: string;
  defaultValue?: string;
  maxLength?: number;
  autoComplete?: string;
  /** Id prefix, for pages with more than one form. */
  idPrefix?: string;
  hideLabel?: boolean;
  /** Height of a multiline field. */
  rows?: number;
}

/** A labelled, required input with its error message next to it. */
export function FormField({
  name,
  label,
  type = "text",
  multiline = false,
  error,
  defaultValue,
  maxLength,
  autoComplete,
  idPrefix = "f",
  hideLabel = false,
  rows = 6,
}: FieldProps) {
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-hata`;
  const shared = {
    id,
    name,
    required: true,
    defaultValue,
    maxLength,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  return (
    <div className={`field${error ? " has-error" : ""}`}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : undefined}>
        {label}
      </label>
      {multiline ? <textarea rows={rows} {...shared} /> : <input type={type} {...shared} />}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Polite live region: announces the outcome of a form after it is sent. */
export function FormStatus({ message, tone }: { message?: string; tone: "success" | "error" }) {
  return (
    <p role="status" className={message ? `form-status form-status-${tone}` : "form-status"}>
      {message}
    </p>
  );
}

/**
 * A field people never see or fill in; simple bots do, and their submission
 * is quietly dropped by the server.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div className="hp" aria-hidden="true">
      <label htmlFor={`${idPrefix}-web-sitesi`}>Bu alanı boş bırakın</label>
      <input type="text" id={`${idPrefix}-web-sitesi`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
