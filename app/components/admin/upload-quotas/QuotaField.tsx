/**
 * A quota in MB as the Yükleme kotaları screen asks for it: a number field
 * with its hint and error, not required when empty means the default.
 */
import { FieldError } from "#app/components/Field.tsx";
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
  const described = [`${id}-ipucu`, error ? `${id}-hata` : ""].filter(Boolean).join(" ");
  return (
    <div className={`field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="kota"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        required={required}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      <p id={`${id}-ipucu`} className="field-hint">
        {hint}
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}
