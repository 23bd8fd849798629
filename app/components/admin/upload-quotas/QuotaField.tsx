/**
 * A quota in MB as the Yükleme kotaları screen asks for it: a number field
 * with its hint and error, not required when empty means the default.
 */
import { Field } from "#app/components/Field.tsx";

export function QuotaField({
  id,
  label,
  hint,
  defaultValue,
  error,
  required,
}: {
  id: string;
  label: string;
  hint: string;
  defaultValue: string | undefined;
  error: string | undefined;
  required: boolean;
}) {
  return (
    <Field
      id={id}
      name="kota"
      label={label}
      hint={hint}
      hintAfter
      error={error}
      inputMode="numeric"
      autoComplete="off"
      maxLength={9}
      required={required}
      defaultValue={defaultValue}
    />
  );
}
