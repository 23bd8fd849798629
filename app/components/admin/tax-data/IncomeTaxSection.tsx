/** Vergi verileri → Gelir vergisi: each year's GVK md. 103 tables, and the form for a year's tariff. */
import { Form } from "react-router";
import { FormRefusal, formState, type Refusal, ReplaceBox, SetFields, SetHeader } from "#app/components/admin/tax-data/fields.tsx";
import { Field, FieldError, fieldErrorId } from "#app/components/Field.tsx";
import { taxDataPath } from "#app/lib/admin-paths.ts";
import { BRACKET_ROWS, bracketField, TAX_DATA_INTENTS } from "#app/lib/tax-data.ts";
import type { TaxDataPage } from "#app/lib/tax-data-view.ts";

export function IncomeTaxSection({ page, editSet, refusal }: { page: TaxDataPage; editSet: string | null; refusal: Refusal | undefined }) {
  return (
    <>
      {page.income.map(({ set, tables }) => (
        <article key={set.id} id={set.anchor} className="tax-set" aria-labelledby={`${set.anchor}-baslik`}>
          <SetHeader set={set} editing={editSet === set.id} refusal={refusal} />
          <div className="tax-tables">
            {tables.map((table) => (
              <table key={table.kind} className="tax-table">
                <caption>
                  {set.year} — {table.label}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Dilim</th>
                    <th scope="col">Gelir dilimi (TL)</th>
                    <th scope="col">Oran</th>
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.position}>
                      <th scope="row">{row.position}.</th>
                      <td className="tax-number">{row.range}</td>
                      <td className="tax-number">{row.rate}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        </article>
      ))}
      <IncomeTariffForm page={page} refusal={refusal} />
    </>
  );
}

function IncomeTariffForm({ page, refusal }: { page: TaxDataPage; refusal: Refusal | undefined }) {
  const state = formState(refusal, TAX_DATA_INTENTS.incomeTariff);
  const { incomeForm } = page;
  return (
    <details className="tax-form" open={state.refused || undefined}>
      <summary>Yeni yılın tarifesini ekle (ya da bir yılınkini değiştir)</summary>
      <Form method="post" action={taxDataPath("gelir-vergisi")} className="tax-form-grid">
        <FormRefusal state={state} />
        <input type="hidden" name="intent" value={TAX_DATA_INTENTS.incomeTariff} />
        <Field
          id="gv-yil"
          name="yil"
          label="Yıl"
          inputMode="numeric"
          defaultValue={state.value("yil", incomeForm.year)}
          error={state.errors.yil}
          required
          autoComplete="off"
        />
        <SetFields
          prefix="gv"
          state={state}
          defaults={{ kaynak: "", kontrol: page.today, uyari: "" }}
          sourceHint="Ör. 193 sayılı GVK md. 103; Gelir Vergisi Genel Tebliği Seri No ve Resmî Gazete tarihi, sayısı."
        />
        <p className="field-hint tax-field-wide" id="gv-dilim-ipucu">
          Her satıra bir dilim yazın: üst sınırı tam lira (190.000 ya da 190000), oranı yüzde olarak (%15 için 15). Sınırlar küçükten büyüğe
          artar; son dilimin üst sınırı boş kalır (“… üzeri”). En az 2, en fazla {BRACKET_ROWS} dilim.
          {incomeForm.from && ` Kolaylık için ${incomeForm.from} tarifesi dolduruldu: yeni tebliğdeki rakamlarla değiştirin.`}
        </p>
        {(["ucret-disi", "ucret"] as const).map((kind) => (
          <BracketGrid
            key={kind}
            kind={kind}
            label={kind === "ucret" ? "Ücret gelirleri" : "Ücret dışındaki gelirler"}
            state={state}
            cells={incomeForm.cells[kind]}
          />
        ))}
        <ReplaceBox prefix="gv" state={state} what="Bu yılın tarifesi" />
        <div className="tax-field-wide">
          <button type="submit" className="button">
            Tarifeyi kaydet
          </button>
        </div>
      </Form>
    </details>
  );
}

function BracketGrid({
  kind,
  label,
  state,
  cells,
}: {
  kind: "ucret" | "ucret-disi";
  label: string;
  state: ReturnType<typeof formState>;
  cells: { limit: string; rate: string }[];
}) {
  const error = state.errors[kind];
  const errorId = fieldErrorId(`gv-${kind}`);
  return (
    <fieldset
      className={`tax-bracket-grid${error ? " has-error" : ""}`}
      aria-describedby={error ? `gv-dilim-ipucu ${errorId}` : "gv-dilim-ipucu"}
    >
      <legend>{label}</legend>
      <FieldError id={`gv-${kind}`} error={error} />
      <table className="tax-table tax-input-table">
        <thead>
          <tr>
            <th scope="col">Dilim</th>
            <th scope="col">Üst sınır (TL)</th>
            <th scope="col">Oran (%)</th>
          </tr>
        </thead>
        <tbody>
          {cells.map((cell, index) => {
            const n = index + 1;
            const limitName = bracketField(kind, "sinir", n);
            const rateName = bracketField(kind, "oran", n);
            const limitError = state.errors[limitName];
            const rateError = state.errors[rateName];
            return (
              <tr key={limitName}>
                <th scope="row">{n}.</th>
                <td>
                  <label htmlFor={`gv-${limitName}`} className="visually-hidden">
                    {label}, {n}. dilimin üst sınırı (TL)
                  </label>
                  <input
                    id={`gv-${limitName}`}
                    name={limitName}
                    inputMode="numeric"
                    autoComplete="off"
                    defaultValue={state.value(limitName, cell.limit)}
                    aria-invalid={limitError ? true : undefined}
                    aria-describedby={limitError ? errorId : undefined}
                  />
                </td>
                <td>
                  <label htmlFor={`gv-${rateName}`} className="visually-hidden">
                    {label}, {n}. dilimin oranı (%)
                  </label>
                  <input
                    id={`gv-${rateName}`}
                    name={rateName}
                    inputMode="decimal"
                    autoComplete="off"
                    defaultValue={state.value(rateName, cell.rate)}
                    aria-invalid={rateError ? true : undefined}
                    aria-describedby={rateError ? errorId : undefined}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}
