/**
 * The calculators' fields. Each names the refusal (#hesap-hatasi) when it is
 * the field at fault (outcome.field) and is marked invalid, so a screen
 * reader hears why. Two form styles, kept apart because their markup
 * differs: the MTV and gecikme forms leave every check to the server
 * (CalculatorField, KindChoice: ids prefixed, the wrapper marked has-error);
 * the gelir vergisi and KDV tevkifatı forms let the browser ask for what is
 * required first (AmountField, OptionSelect, ChoiceGroup).
 */
import type { ReactNode } from "react";
import { Field } from "#app/components/Field.tsx";
import type { CalculatorOutcome } from "#app/lib/calculator.ts";

/** The field at fault in a refusal, if any. */
export const faultyField = (outcome: CalculatorOutcome) => (outcome.state === "refused" ? outcome.field : undefined);

/** The attributes that tie a control to its hint and, when it is at fault, to the refusal. */
export const faultAria = (faulty: string | undefined, name: string, hint?: string) => ({
  "aria-invalid": faulty === name ? true : undefined,
  "aria-describedby": [faulty === name ? "hesap-hatasi" : undefined, hint].filter(Boolean).join(" ") || undefined,
});

/** For a server-checked form: the props of its field `name` (id `${prefix}-${name}`, value, at fault or not). */
export function serverCheckedFields<Name extends string>(prefix: string, values: Record<Name, string>, faulty: string | undefined) {
  return (name: Name) => ({ id: `${prefix}-${name}`, name, value: values[name], error: faulty === name });
}

/**
 * The kind of calculation in a server-checked form (radios named `tur`);
 * the fieldset is marked when the kind is at fault, and so is the choice
 * the refusal is about (`refusedChoice`).
 */
export function KindChoice({
  legend,
  options,
  error,
}: {
  legend: string;
  options: { id: string; value: string; label: string; checked: boolean; refusedChoice?: boolean }[];
  error: boolean;
}) {
  return (
    <fieldset className={error ? "has-error" : undefined} aria-describedby={error ? "hesap-hatasi" : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <div className="calc-choice" key={option.value}>
          <input
            type="radio"
            id={option.id}
            name="tur"
            value={option.value}
            defaultChecked={option.checked}
            aria-invalid={(option.refusedChoice && error) || undefined}
          />
          <label htmlFor={option.id}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  );
}

/**
 * A text or date field of a server-checked form, with its hint after it (id
 * `${id}-ipucu`): Field with the calculators' settings. Its error is the
 * form's one refusal (#hesap-hatasi), shown once above the result, so the
 * field is only marked and pointed at it.
 */
export function CalculatorField({
  id,
  name,
  label,
  hint,
  value,
  error,
  type = "text",
  inputMode,
}: {
  /** The input's id: the calculator's prefix and the name (e.g. mtv-yil). */
  id: string;
  name: string;
  label: string;
  hint: string;
  value: string;
  error: boolean;
  type?: "text" | "date";
  inputMode?: "numeric" | "decimal";
}) {
  return (
    <Field
      id={id}
      name={name}
      label={label}
      hint={hint}
      hintAfter
      hintClassName="calc-hint"
      frame=""
      invalid={error}
      describedBy={error ? "hesap-hatasi" : undefined}
      type={type}
      inputMode={inputMode}
      defaultValue={value}
      autoComplete="off"
      maxLength={40}
    />
  );
}

/** A required amount in TL (id and name alike), with how it may be written. */
export function AmountField({
  name,
  label,
  hint,
  value,
  faulty,
}: {
  name: string;
  label: string;
  hint: string;
  value: string;
  faulty: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={name}>{label}</label>
      <input
        type="text"
        id={name}
        name={name}
        required
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        defaultValue={value}
        {...faultAria(faulty, name, `${name}-ipucu`)}
      />
      <p className="calc-hint" id={`${name}-ipucu`}>
        {hint}
      </p>
    </div>
  );
}

/** A choice from the figures we have; a value from the query we do not have stays shown (as `unknownLabel`), so it can be refused. */
export function OptionSelect({
  name,
  label,
  options,
  value,
  unknownLabel,
  faulty,
}: {
  name: string;
  label: string;
  options: { value: string; label: ReactNode }[];
  value: string;
  unknownLabel: string;
  faulty: string | undefined;
}) {
  const known = options.some((option) => option.value === value);
  // `required` is only allowed (and only matters) when the first option is an
  // empty placeholder ("Seçin"); without one there is nothing to leave unchosen.
  const placeholderFirst = (known ? options[0]?.value : value) === "";
  return (
    <div>
      <label htmlFor={name}>{label}</label>
      <select id={name} name={name} required={placeholderFirst} defaultValue={value} {...faultAria(faulty, name)}>
        {!known && <option value={value}>{unknownLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A radio group: the fieldset names the refusal and its hint; each radio is marked invalid. */
export function ChoiceGroup({
  name,
  legend,
  options,
  value,
  required,
  hint,
  faulty,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  value: string;
  required: boolean;
  hint?: string;
  faulty: string | undefined;
}) {
  const hintId = hint ? `${name}-ipucu` : undefined;
  return (
    <fieldset aria-describedby={[faulty === name ? "hesap-hatasi" : undefined, hintId].filter(Boolean).join(" ") || undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p className="calc-hint" id={hintId}>
          {hint}
        </p>
      )}
      {options.map((option) => (
        <div className="calc-choice" key={option.value || "bos"}>
          <input
            type="radio"
            id={`${name}-${option.value || "bos"}`}
            name={name}
            value={option.value}
            required={required}
            defaultChecked={value === option.value}
            aria-invalid={faulty === name ? true : undefined}
          />
          <label htmlFor={`${name}-${option.value || "bos"}`}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  );
}
