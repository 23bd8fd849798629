/** Vergi verileri → Gecikme zammı: the rate history, a new rate from a day, and the correction of the latest. */
import { Form, Link } from "react-router";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { FormRefusal, formState, RateSetFields, type Refusal, SetHeader } from "#app/components/admin/tax-data/fields.tsx";
import { Field } from "#app/components/Field.tsx";
import { taxDataPath } from "#app/lib/admin-paths.ts";
import { TAX_DATA_INTENTS, TAX_DATA_QUERY } from "#app/lib/tax-data.ts";
import type { TaxDataPage } from "#app/lib/tax-data-view.ts";

const RATE_HINT = "Aylık oran, yüzde olarak: %3,7 için 3,7.";

export function LateRateSection({
  page,
  editSet,
  fixing,
  refusal,
}: {
  page: TaxDataPage;
  editSet: string | null;
  fixing: boolean;
  refusal: Refusal | undefined;
}) {
  const { set, rows } = page.late;
  const last = rows.at(-1);
  return (
    <>
      {set && (
        <article id={set.anchor} className="tax-set" aria-labelledby={`${set.anchor}-baslik`}>
          <SetHeader set={set} editing={editSet === set.id} refusal={refusal} />
          <p className="field-hint">
            Her oran, başlangıç gününden bir sonraki oranın başlangıcına kadar uygulanır. Gecikme faizi de aynı orandır (VUK md. 112/3).
          </p>
          <table className="tax-table tax-stack">
            <caption>Gecikme zammı oranları (6183 s.K. md. 51)</caption>
            <thead>
              <tr>
                <th scope="col">Başlangıç</th>
                <th scope="col">Aylık oran</th>
                <th scope="col">Cumhurbaşkanı Kararı</th>
                <th scope="col">Not</th>
                <th scope="col">
                  <span className="visually-hidden">İşlemler</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.validFrom}>
                  <th scope="row">{row.validFromText}</th>
                  <td className="tax-number" data-label="Aylık oran">
                    {row.rate}
                  </td>
                  <td data-label="Cumhurbaşkanı Kararı">{row.decree}</td>
                  <td data-label="Not">{row.note ?? ""}</td>
                  <td className="admin-cell-actions">
                    {row.last && !fixing && (
                      <Link
                        to={taxDataPath("gecikme", { [TAX_DATA_QUERY.fixLateRate]: "" })}
                        className="button button-outline button-small"
                        aria-label={`En son oranı düzelt: ${row.validFromText}, ${row.rate}`}
                      >
                        Düzelt
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      )}
      {fixing && last && <LateRateFixForm last={last} refusal={refusal} />}
      <LateRateAddForm page={page} refusal={refusal} />
    </>
  );
}

function LateRateAddForm({ page, refusal }: { page: TaxDataPage; refusal: Refusal | undefined }) {
  const state = formState(refusal, TAX_DATA_INTENTS.lateRate);
  const latest = page.late.rows.at(-1);
  return (
    <details className="tax-form" open={state.refused || undefined}>
      <summary>Yeni gecikme zammı oranı ekle</summary>
      <Form method="post" action={taxDataPath("gecikme")} className="tax-form-grid">
        <FormRefusal state={state} />
        <input type="hidden" name="intent" value={TAX_DATA_INTENTS.lateRate} />
        <Field
          id="gz-gecerli"
          name="gecerli"
          type="date"
          label="Başlangıç tarihi"
          hint={`Kararın yürürlüğe girdiği gün${latest ? `; en son oranın başlangıcından (${latest.validFromText}) sonra olmalı` : ""}.`}
          defaultValue={state.value("gecerli", "")}
          error={state.errors.gecerli}
          required
          hintAfter
          autoComplete="off"
        />
        <Field
          id="gz-oran"
          name="oran"
          label="Aylık oran (%)"
          inputMode="decimal"
          hint={RATE_HINT}
          defaultValue={state.value("oran", "")}
          error={state.errors.oran}
          required
          hintAfter
          autoComplete="off"
        />
        <Field
          id="gz-karar"
          name="karar"
          label="Cumhurbaşkanı Kararı"
          hint="Karar sayısı ile Resmî Gazete tarihi ve sayısı."
          defaultValue={state.value("karar", "")}
          error={state.errors.karar}
          className="tax-field-wide"
          required
          hintAfter
          autoComplete="off"
        />
        <Field
          id="gz-not"
          name="not"
          label="Not (isteğe bağlı)"
          defaultValue={state.value("not", "")}
          error={state.errors.not}
          className="tax-field-wide"
          autoComplete="off"
        />
        <RateSetFields prefix="gz" state={state} today={page.today} warning={page.late.set?.warning ?? ""} submit="Oranı ekle" />
      </Form>
    </details>
  );
}

function LateRateFixForm({ last, refusal }: { last: TaxDataPage["late"]["rows"][number]; refusal: Refusal | undefined }) {
  const state = formState(refusal, TAX_DATA_INTENTS.lateRateFix);
  const heading = useFocusWhen<HTMLHeadingElement>(true);
  return (
    <section className="tax-form" aria-labelledby="gz-duzelt-baslik">
      <h3 id="gz-duzelt-baslik" ref={heading} tabIndex={-1}>
        En son oranı düzelt ({last.validFromText})
      </h3>
      <p className="field-hint">
        Yalnızca en son oran düzeltilebilir (ör. bir yazım hatası); eski oranlar geçmiş dönemlerin hesabında kullanılır.
      </p>
      <Form method="post" action={taxDataPath("gecikme", { [TAX_DATA_QUERY.fixLateRate]: "" })} className="tax-form-grid">
        <FormRefusal state={state} />
        <input type="hidden" name="intent" value={TAX_DATA_INTENTS.lateRateFix} />
        <input type="hidden" name="onceki" value={last.validFrom} />
        <Field
          id="gzd-gecerli"
          name="gecerli"
          type="date"
          label="Başlangıç tarihi"
          defaultValue={state.value("gecerli", last.validFrom)}
          error={state.errors.gecerli}
          required
          autoComplete="off"
        />
        <Field
          id="gzd-oran"
          name="oran"
          label="Aylık oran (%)"
          inputMode="decimal"
          hint={RATE_HINT}
          defaultValue={state.value("oran", last.percent)}
          error={state.errors.oran}
          required
          hintAfter
          autoComplete="off"
        />
        <Field
          id="gzd-karar"
          name="karar"
          label="Cumhurbaşkanı Kararı"
          defaultValue={state.value("karar", last.decree)}
          error={state.errors.karar}
          className="tax-field-wide"
          required
          autoComplete="off"
        />
        <Field
          id="gzd-not"
          name="not"
          label="Not (isteğe bağlı)"
          defaultValue={state.value("not", last.note ?? "")}
          error={state.errors.not}
          className="tax-field-wide"
          autoComplete="off"
        />
        <div className="admin-actions tax-field-wide">
          <button type="submit" className="button">
            Düzeltmeyi kaydet
          </button>
          <Link to={taxDataPath("gecikme")} className="button button-outline">
            Vazgeç
          </Link>
        </div>
      </Form>
    </section>
  );
}
