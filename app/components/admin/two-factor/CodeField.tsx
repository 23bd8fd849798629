/**
 * A code field of the İki adımlı doğrulama screen, with its hint and error:
 * six digits from the app (a numeric keyboard), or a recovery code where
 * `recovery` allows it.
 */
import { FieldError, fieldErrorId, fieldHintId } from "#app/components/Field.tsx";
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
  const hintId = fieldHintId(id);
  const errorId = fieldErrorId(id);
  return (
    <div className={`field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <p id={hintId} className="field-hint">
        {hint}
      </p>
      <input
        id={id}
        name="kod"
        type="text"
        required
        maxLength={64}
        spellCheck={false}
        inputMode={recovery ? "text" : "numeric"}
        autoComplete={recovery ? "off" : "one-time-code"}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
