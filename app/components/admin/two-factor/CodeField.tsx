/**
 * A code field of the İki adımlı doğrulama screen, with its hint and error:
 * six digits from the app (a numeric keyboard), or a recovery code where
 * `recovery` allows it.
 */
import { Field } from "#app/components/Field.tsx";

export function CodeField({
  id,
  label,
  hint,
  error,
  recovery = false,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  recovery?: boolean;
}) {
  return (
    <Field
      id={id}
      name="kod"
      label={label}
      hint={hint}
      error={error}
      required
      maxLength={64}
      spellCheck={false}
      inputMode={recovery ? "text" : "numeric"}
      autoComplete={recovery ? "off" : "one-time-code"}
    />
  );
}
