/**
 * A yes/no choice of a server-checked calculator form (a checkbox sending
 * value "1"), with its hint; marked invalid and tied to the refusal
 * (#hesap-hatasi) when it is the field at fault, like CalculatorField.
 */
export function CheckboxField({
  id,
  name,
  label,
  hint,
  checked,
  error,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  error: boolean;
}) {
  return (
    <div className={error ? "calc-choice has-error" : "calc-choice"}>
      <input
        type="checkbox"
        id={id}
        name={name}
        value="1"
        defaultChecked={checked}
        aria-invalid={error || undefined}
        aria-describedby={error ? `${id}-ipucu hesap-hatasi` : `${id}-ipucu`}
      />
      <label htmlFor={id}>{label}</label>
      <p className="calc-hint" id={`${id}-ipucu`}>
        {hint}
      </p>
    </div>
  );
}
