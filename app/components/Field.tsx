/**
 * The one labelled field every form uses (ADR 039): a label, an optional hint,
 * an error message, and the control tied to both. One id convention for the
 * whole site: the control's id is `id`; its hint is `${id}-ipucu`, its error
 * `${id}-hata`; aria-describedby lists the hint, then the error, then any
 * message shown elsewhere (`describedBy`, e.g. a calculator's refusal).
 *
 * The control is an input, a textarea (`multiline`), a select (`options`) or,
 * for custom controls (rich text, a radio group, a picker), whatever
 * `children` renders with the attributes it is given; `fieldset` puts the
 * label in a legend for a group of controls.
 */
import type { HTMLInputTypeAttribute, ReactNode } from "react";

/** The id of a field's error message. */
export const fieldErrorId = (id: string) => `${id}-hata`;
/** The id of a field's hint. */
export const fieldHintId = (id: string) => `${id}-ipucu`;

/** aria-describedby for a field: its hint, its error, then other messages about it; undefined when none. */
export function fieldDescribedBy(
  id: string,
  { hint, error, describedBy }: { hint?: unknown; error?: unknown; describedBy?: string },
): string | undefined {
  return [hint ? fieldHintId(id) : undefined, error ? fieldErrorId(id) : undefined, describedBy].filter(Boolean).join(" ") || undefined;
}

/**
 * A field's error message (id `${id}-hata`, where `id` is the field's); nothing
 * when there is no error. `children` adds detail under the message (e.g. the
 * lines of a refused file; null when there is none this time, for the same
 * markup); `role="alert"` for an error that appears without a page load.
 */
export function FieldError({
  id,
  error,
  role,
  className,
  children,
}: {
  id: string;
  error: ReactNode;
  role?: "alert";
  className?: string;
  children?: ReactNode;
}) {
  if (!error) return null;
  const classes = className ? `field-error ${className}` : "field-error";
  // With a detail (even an empty one: null), the message is a paragraph in a block, so the block's shape does not depend on whether detail came.
  if (children !== undefined) {
    return (
      <div id={fieldErrorId(id)} className={classes} role={role}>
        <p>{error}</p>
        {children}
      </div>
    );
  }
  return (
    <p id={fieldErrorId(id)} className={classes} role={role}>
      {error}
    </p>
  );
}

/** A field's hint (id `${id}-ipucu`). */
export function FieldHint({ id, hint, className = "field-hint" }: { id: string; hint: ReactNode; className?: string }) {
  if (!hint) return null;
  return (
    <p id={fieldHintId(id)} className={className}>
      {hint}
    </p>
  );
}

/** The attributes a control receives: render them on the input (or group) a custom control draws. */
export interface ControlProps {
  id: string;
  name: string | undefined;
  required: boolean | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldProps {
  /** The control's id; its hint and error ids are built from it. */
  id: string;
  /** The form field's name (none for a custom control that names its own inputs). */
  name?: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown under the field; the field is marked invalid when there is one. */
  error?: string;
  /** Detail under the error message (e.g. the lines of a refused file). */
  errorDetail?: ReactNode;
  /** Marked invalid without a message of its own (the message is elsewhere, in `describedBy`). */
  invalid?: boolean;
  /** Ids of other messages about the field (read after the hint and error). */
  describedBy?: string;
  required?: boolean;
  /**
   * The mark after the label: "optional" says "(isteğe bağlı)" (the admin's
   * convention: the optional fields are marked), "required" a star with
   * "zorunlu" for screen readers.
   */
  mark?: "optional" | "required";
  /** The words of the required mark for screen readers: the catalogue's (lib/i18n), "zorunlu" unless given (an English form: "required"). */
  requiredWord?: string;
  hideLabel?: boolean;
  /** Where the hint stands: before the control (default) or after it. */
  hintAfter?: boolean;
  hintClassName?: string;
  /** Classes of the wrapper ("field" unless given; "has-error" is added when invalid). */
  frame?: string;
  /** Extra classes added to the wrapper. */
  className?: string;
  /** A group of controls: a fieldset whose legend is the label. */
  fieldset?: boolean;
  // The built-in controls.
  type?: HTMLInputTypeAttribute;
  multiline?: boolean;
  rows?: number;
  options?: readonly { value: string; label: ReactNode }[];
  defaultValue?: string;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: "text" | "tel" | "email" | "url" | "numeric" | "decimal";
  spellCheck?: boolean;
  accept?: string;
  /** A custom control, drawn with the attributes that tie it to the label, hint and error. */
  children?: (control: ControlProps) => ReactNode;
}

function Mark({ mark, requiredWord = "zorunlu" }: { mark: FieldProps["mark"]; requiredWord?: string }) {
  if (mark === "optional") return <span className="field-optional"> (isteğe bağlı)</span>;
  if (mark === "required")
    return (
      <span className="field-required">
        {" "}
        <span aria-hidden="true">*</span>
        <span className="visually-hidden">{`(${requiredWord})`}</span>
      </span>
    );
  return null;
}

/** A labelled field: label, hint, control and error, tied together by ids (see the file's comment). */
export function Field(props: FieldProps) {
  const { id, name, label, hint, error, required, mark, hideLabel, hintAfter, fieldset, children } = props;
  const invalid = Boolean(error) || props.invalid === true;
  const control: ControlProps = {
    id,
    name,
    required,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": fieldDescribedBy(id, { hint, error, describedBy: props.describedBy }),
  };
  const frame = [props.frame ?? "field", props.className, invalid ? "has-error" : undefined].filter(Boolean).join(" ") || undefined;
  const labelText = (
    <>
      {label}
      <Mark mark={mark} requiredWord={props.requiredWord} />
    </>
  );
  const hintText = <FieldHint id={id} hint={hint} className={props.hintClassName} />;
  const body = (
    <>
      {!hintAfter && hintText}
      {children ? children(control) : <BuiltInControl {...props} control={control} />}
      {hintAfter && hintText}
      <FieldError id={id} error={error}>
        {props.errorDetail}
      </FieldError>
    </>
  );
  if (fieldset) {
    return (
      <fieldset className={frame} aria-describedby={control["aria-describedby"]}>
        <legend className={hideLabel ? "visually-hidden" : undefined}>{labelText}</legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={frame}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : undefined}>
        {labelText}
      </label>
      {body}
    </div>
  );
}

function BuiltInControl({ control, ...props }: FieldProps & { control: ControlProps }) {
  const shared = { ...control, defaultValue: props.defaultValue, autoComplete: props.autoComplete };
  if (props.multiline) return <textarea rows={props.rows ?? 3} maxLength={props.maxLength} {...shared} />;
  if (props.options) {
    return (
      <select {...shared}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  const type = props.type ?? "text";
  if (type === "file") return <input type="file" accept={props.accept} {...control} />;
  return (
    <input
      type={type}
      inputMode={props.inputMode}
      spellCheck={props.spellCheck}
      // maxlength is not allowed on a date input (invalid HTML).
      maxLength={type === "date" ? undefined : props.maxLength}
      {...shared}
    />
  );
}
