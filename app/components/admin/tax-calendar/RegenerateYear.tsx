/**
 * Vergi takvimi: regenerating a year from the rules and the holiday data,
 * with how many rows it would change, or why it cannot.
 */
import { Form } from "react-router";
import { TAX_CALENDAR_QUERY, taxCalendarPath } from "#app/lib/admin-paths.ts";

export function RegenerateYear({ year, pending, refusal }: { year: number; pending: number; refusal: string | undefined }) {
  return (
    <section className="admin-form-section" aria-labelledby="uret-basligi">
      <h2 id="uret-basligi">{year} yılını yeniden üret</h2>
      {refusal ? (
        <p className="admin-alert">{refusal}</p>
      ) : (
        <>
          <p>
            {pending > 0
              ? `Kurallar ya da tatil verileri değişmiş: yeniden üretme ${pending} kaydı ekleyecek, güncelleyecek ya da silecek.`
              : "Kayıtlar kurallar ve tatil verileriyle uyumlu. Tatil verilerini değiştirdikten sonra yılı yeniden üretin."}
          </p>
          <Form method="post" action={taxCalendarPath(year)}>
            <input type="hidden" name={TAX_CALENDAR_QUERY.year} value={year} />
            <button type="submit" name="intent" value="uret" className="button">
              {year} yılını yeniden üret
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
