/**
 * Vergi verileri → KDV (the tevkifat codes, shown; the rates, with a form
 * for a new period; their sets' sources editable) and Fatura sınırı (each year's VUK md. 232 limit, and the
 * form for a year's limit).
 */
import { Form } from "react-router";
import {
  FormRefusal,
  formState,
  RateSetFields,
  type Refusal,
  ReplaceBox,
  Scroll,
  SetFields,
  SetHeader,
} from "#app/components/admin/tax-data/fields.tsx";
import { Field } from "#app/components/Field.tsx";
import { taxDataPath } from "#app/lib/admin-paths.ts";
import { TAX_DATA_INTENTS } from "#app/lib/tax-data.ts";
import type { TaxDataPage } from "#app/lib/tax-data-view.ts";

interface SectionProps {
  page: TaxDataPage;
  editSet: string | null;
  refusal: Refusal | undefined;
}

export function VatSection({ page, editSet, refusal }: SectionProps) {
  const { codesSet, codes, ratesSet, rates } = page.vat;
  return (
    <>
      <p className="tax-section-note">
        KDV oranları değiştiğinde yeni oranları yürürlük tarihiyle aşağıdan ekleyin; önceki dönemler olduğu gibi kalır. Tevkifat kodlarının
        oranları bu ekrandan değiştirilmez (bir kodun oranı geçmiş faturaların hesabını da değiştirirdi); bir oran değişirse kaynağıyla
        birlikte yazılım ekibine bildirin. Kaynak ve kontrol tarihi buradan güncellenebilir.
      </p>
      {ratesSet && (
        <article id={ratesSet.anchor} className="tax-set" aria-labelledby={`${ratesSet.anchor}-baslik`}>
          <SetHeader set={ratesSet} editing={editSet === ratesSet.id} refusal={refusal} />
          <table className="tax-table">
            <caption>KDV oranları</caption>
            <thead>
              <tr>
                <th scope="col">Başlangıç</th>
                <th scope="col">Oranlar</th>
              </tr>
            </thead>
            <tbody>
              {rates.map((r) => (
                <tr key={r.from}>
                  <th scope="row">{r.from}</th>
                  <td>{r.rates}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <VatRatesForm page={page} refusal={refusal} />
        </article>
      )}
      {codesSet && (
        <article id={codesSet.anchor} className="tax-set" aria-labelledby={`${codesSet.anchor}-baslik`}>
          <SetHeader set={codesSet} editing={editSet === codesSet.id} refusal={refusal} />
          <Scroll label="Kısmi tevkifat kodları">
            <table className="tax-table tax-codes">
              <caption>Kısmi tevkifat kodları</caption>
              <thead>
                <tr>
                  <th scope="col">Kod</th>
                  <th scope="col">İşlem</th>
                  <th scope="col">Oran</th>
                  <th scope="col">KDVGUT</th>
                  <th scope="col">Tevkifat yapan alıcı</th>
                  <th scope="col">Oran ne zamandan beri</th>
                </tr>
              </thead>
              <tbody>
                {codes.map((c) => (
                  <tr key={c.code}>
                    <th scope="row">{c.code}</th>
                    <td>
                      {c.name}
                      {c.note && <span className="tax-note">{c.note}</span>}
                    </td>
                    <td className="tax-number">{c.ratio}</td>
                    <td>{c.section}</td>
                    <td>{c.buyers}</td>
                    <td>{c.since}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroll>
        </article>
      )}
    </>
  );
}

/** A new period of KDV rates, from a day after the latest period's. */
function VatRatesForm({ page, refusal }: Omit<SectionProps, "editSet">) {
  const state = formState(refusal, TAX_DATA_INTENTS.vatRates);
  const latest = page.vat.rates.at(-1);
  return (
    <details className="tax-form" open={state.refused || undefined}>
      <summary>Yeni KDV oranları ekle</summary>
      <Form method="post" action={taxDataPath("kdv")} className="tax-form-grid">
        <FormRefusal state={state} />
        <input type="hidden" name="intent" value={TAX_DATA_INTENTS.vatRates} />
        <Field
          id="kdv-gecerli"
          name="gecerli"
          type="date"
          label="Başlangıç tarihi"
          hint={`Kararın yürürlüğe girdiği gün${latest ? `; en son dönemin başlangıcından (${latest.from}) sonra olmalı` : ""}.`}
          defaultValue={state.value("gecerli", "")}
          error={state.errors.gecerli}
          required
          hintAfter
          autoComplete="off"
        />
        <Field
          id="kdv-oranlar"
          name="oranlar"
          label="Oranlar (%)"
          hint="O günden itibaren geçerli bütün oranlar, virgülle: ör. 1, 10, 20."
          defaultValue={state.value("oranlar", "")}
          error={state.errors.oranlar}
          required
          hintAfter
          autoComplete="off"
        />
        <RateSetFields prefix="kdv" state={state} today={page.today} warning={page.vat.ratesSet?.warning ?? ""} submit="Oranları ekle" />
      </Form>
    </details>
  );
}

export function InvoiceLimitSection({ page, editSet, refusal }: SectionProps) {
  const state = formState(refusal, TAX_DATA_INTENTS.invoiceLimit);
  const year = state.value("yil", page.invoiceYear);
  return (
    <>
      {page.invoice.map(({ set, amount, validFrom }) => (
        <article key={set.id} id={set.anchor} className="tax-set" aria-labelledby={`${set.anchor}-baslik`}>
          <SetHeader set={set} editing={editSet === set.id} refusal={refusal} />
          <dl className="tax-set-facts tax-set-figure">
            <dt>Sınır</dt>
            <dd>{amount}</dd>
            <dt>Tevkifat eşiği olarak geçerli</dt>
            <dd>{validFrom} tarihinden itibaren</dd>
          </dl>
        </article>
      ))}
      <details className="tax-form" open={state.refused || undefined}>
        <summary>Yeni yılın fatura düzenleme sınırını ekle</summary>
        <Form method="post" action={taxDataPath("fatura-siniri")} className="tax-form-grid">
          <FormRefusal state={state} />
          <input type="hidden" name="intent" value={TAX_DATA_INTENTS.invoiceLimit} />
          <Field
            id="fs-yil"
            name="yil"
            label="Yıl"
            inputMode="numeric"
            defaultValue={year}
            error={state.errors.yil}
            required
            autoComplete="off"
          />
          <Field
            id="fs-tutar"
            name="tutar"
            label="Sınır (TL)"
            inputMode="numeric"
            hint="Tam lira: 12.000 ya da 12000."
            defaultValue={state.value("tutar", "")}
            error={state.errors.tutar}
            required
            hintAfter
            autoComplete="off"
          />
          <Field
            id="fs-gecerli"
            name="gecerli"
            type="date"
            label="Geçerlilik başlangıcı"
            hint="Sınırın tevkifat eşiği olarak uygulandığı ilk gün; yılın içinde olmalı (çoğunlukla 1 Ocak)."
            defaultValue={state.value("gecerli", `${page.invoiceYear}-01-01`)}
            error={state.errors.gecerli}
            required
            hintAfter
            autoComplete="off"
          />
          <SetFields
            prefix="fs"
            state={state}
            defaults={{ kaynak: "", kontrol: page.today, uyari: "" }}
            sourceHint="Ör. 213 sayılı VUK md. 232; VUK Genel Tebliği Sıra No ve Resmî Gazete tarihi, sayısı."
          />
          <ReplaceBox prefix="fs" state={state} what="Bu yılın sınırı" />
          <div className="tax-field-wide">
            <button type="submit" className="button">
              Sınırı kaydet
            </button>
          </div>
        </Form>
      </details>
    </>
  );
}
