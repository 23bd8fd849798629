/**
 * The wage calculator's optional details (a <details>, so no JavaScript): a
 * different amount for any month, and the cumulative base an earlier job
 * built this year. Open when one of them is filled or at fault, so a
 * refusal's field is never hidden.
 */
import type { ReactNode } from "react";
import { faultAria } from "#app/components/calculator/fields.tsx";

export function MonthAmounts({
  months,
  values,
  faulty,
  open,
  children,
}: {
  /** Each month's field name (ay1…ay12) and name (Ocak…). */
  months: { name: string; label: string }[];
  values: Record<string, string>;
  faulty: string | undefined;
  open: boolean;
  /** Further fields inside the same details (the earlier job's base). */
  children: ReactNode;
}) {
  return (
    <details className="calc-details" open={open}>
      <summary>Aylara göre farklı ücret, yıl içinde iş değişikliği</summary>
      <fieldset aria-describedby="ucret-aylar-ipucu">
        <legend>Aylara göre farklı ücret (TL)</legend>
        <p className="calc-hint" id="ucret-aylar-ipucu">
          Boş bırakılan ay yukarıdaki tutarla hesaplanır; brüt ya da net, yukarıda hangisini yazdıysanız. 0 yazılan ayda bu işten ücret
          alınmadığı kabul edilir (ör. işe başlamadan önceki aylar).
        </p>
        <div className="calc-month-grid">
          {months.map((month) => (
            <div key={month.name}>
              <label htmlFor={`ucret-${month.name}`}>{month.label}</label>
              <input
                type="text"
                id={`ucret-${month.name}`}
                name={month.name}
                defaultValue={values[month.name]}
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                {...faultAria(faulty, month.name)}
              />
            </div>
          ))}
        </div>
      </fieldset>
      {children}
    </details>
  );
}
