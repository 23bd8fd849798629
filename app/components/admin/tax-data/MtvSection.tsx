/**
 * Vergi verileri → MTV: each year's (I) and (I/A) tables and their CSV import
 * (with the template to download), and the taşıt değeri thresholds of each
 * registration year with their form.
 */
import { Form, useNavigation } from "react-router";
import { FormRefusal, formState, type Refusal, ReplaceBox, Scroll, SetFields, SetHeader } from "#app/components/admin/tax-data/fields.tsx";
import { Field, FieldError, fieldErrorId } from "#app/components/Field.tsx";
import { adminPaths, taxDataPath } from "#app/lib/admin-paths.ts";
import { TAX_DATA_INTENTS, thresholdField } from "#app/lib/tax-data.ts";
import type { TaxDataPage } from "#app/lib/tax-data-view.ts";

interface SectionProps {
  page: TaxDataPage;
  editSet: string | null;
  refusal: Refusal | undefined;
}

type MtvRowView = TaxDataPage["mtv"][number]["tariffI"][number];

function MtvTable({ caption, rows, ages, withValueBand }: { caption: string; rows: MtvRowView[]; ages: string[]; withValueBand: boolean }) {
  return (
    <Scroll label={caption}>
      <table className="tax-table tax-mtv">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Satır</th>
            <th scope="col">Motor hacmi</th>
            {withValueBand && <th scope="col">Taşıt değeri</th>}
            {ages.map((age) => (
              <th scope="col" key={age} className="tax-number">
                {age} (TL)
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row}>
              <th scope="row">{row.row}</th>
              <td className="tax-nowrap">{row.cc}</td>
              {withValueBand && <td>{row.valueBand}</td>}
              {row.amounts.map((amount, index) => (
                <td key={ages[index]} className="tax-number">
                  {amount}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

export function MtvSection({ page, editSet, refusal }: SectionProps) {
  const { mtvForms } = page;
  const newest = page.mtv.at(-1)?.set.id;
  return (
    <>
      <h2>Tarifeler (I) ve (I/A)</h2>
      {page.mtv.map(({ set, tariffI, tariffIA }) => (
        <article key={set.id} id={set.anchor} className="tax-set" aria-labelledby={`${set.anchor}-baslik`}>
          <SetHeader set={set} editing={editSet === set.id} refusal={refusal} />
          <details className="tax-set-tables" open={set.id === newest || undefined}>
            <summary>Tabloları göster ({set.year})</summary>
            <MtvTable
              caption={`${set.year} — (I) sayılı tarife: 1.1.2018 ve sonrası ilk tescil; taşıt değeri ilk tescil yılının sınırlarıyla karşılaştırılır`}
              rows={tariffI}
              ages={mtvForms.ages}
              withValueBand
            />
            <MtvTable
              caption={`${set.year} — (I/A) sayılı tarife: 31.12.2017'ye kadar tescil`}
              rows={tariffIA}
              ages={mtvForms.ages}
              withValueBand={false}
            />
          </details>
        </article>
      ))}
      <MtvImportForm page={page} refusal={refusal} />

      <h2>Taşıt değeri sınırları (ilk tescil yılına göre)</h2>
      {page.thresholds.map(({ set, rows }) => (
        <article key={set.id} id={set.anchor} className="tax-set" aria-labelledby={`${set.anchor}-baslik`}>
          <SetHeader set={set} editing={editSet === set.id} refusal={refusal} />
          <table className="tax-table">
            <caption>İlk tescil yılı {set.year}: (I) sayılı tarifede satırı belirleyen sınırlar</caption>
            <thead>
              <tr>
                <th scope="col">Motor hacmi</th>
                <th scope="col">Sınırlar</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.cc}>
                  <th scope="row">{row.cc}</th>
                  <td className="tax-number">{row.limits}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      ))}
      <ThresholdForm page={page} refusal={refusal} />
    </>
  );
}

function MtvImportForm({ page, refusal }: { page: TaxDataPage; refusal: Refusal | undefined }) {
  const state = formState(refusal, TAX_DATA_INTENTS.mtvImport);
  const { mtvForms } = page;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === TAX_DATA_INTENTS.mtvImport;
  const fileError = state.errors.dosya;
  return (
    <details className="tax-form" open={state.refused || undefined}>
      <summary>Bir yılın MTV tarifesini CSV dosyasından içe aktar</summary>
      <ol className="tax-steps">
        <li>
          <a href={adminPaths.taxDataMtvTemplate} download>
            Şablonu indirin (CSV)
          </a>
          {mtvForms.templateYear ? `: ${mtvForms.templateYear} tarifesiyle doldurulmuştur.` : "."} Excel'de açın.
        </li>
        <li>
          Yalnızca yaş sütunlarındaki tutarları (yas_1_3 … yas_16) yeni yılın MTV Genel Tebliği'ndeki rakamlarla değiştirin: tam lira, 5.750
          ya da 5750. Satırları, motor hacmi ve değer dilimi sütunlarını değiştirmeyin: (I) için 20, (I/A) için 9 satır olmalı.
        </li>
        <li>CSV olarak kaydedin (noktalı virgül ya da virgülle ayrılmış; ikisi de olur) ve aşağıdan yükleyin.</li>
      </ol>
      <Form method="post" encType="multipart/form-data" action={taxDataPath("mtv")} className="tax-form-grid">
        <FormRefusal state={state} />
        <input type="hidden" name="intent" value={TAX_DATA_INTENTS.mtvImport} />
        <Field
          id="mtv-dosya"
          name="dosya"
          label="CSV dosyası"
          type="file"
          accept=".csv,text/csv"
          required
          error={fileError}
          className="tax-field-wide"
          errorDetail={
            state.problems ? (
              <ul>
                {state.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            ) : null
          }
        />
        <Field
          id="mtv-yil"
          name="yil"
          label="Vergi yılı"
          inputMode="numeric"
          defaultValue={state.value("yil", mtvForms.tableYear)}
          error={state.errors.yil}
          required
          autoComplete="off"
        />
        <SetFields
          prefix="mtv"
          state={state}
          defaults={{ kaynak: "", kontrol: page.today, uyari: "" }}
          sourceHint="Ör. 197 sayılı MTV Kanunu md. 5 ve geçici md. 8; MTV Genel Tebliği Seri No ve Resmî Gazete tarihi, sayısı."
        />
        <ReplaceBox prefix="mtv" state={state} what="Bu yılın tarifesi" />
        <div className="tax-field-wide">
          <button type="submit" className="button" disabled={busy}>
            {busy ? "İçe aktarılıyor…" : "İçe aktar"}
          </button>
        </div>
      </Form>
    </details>
  );
}

function ThresholdForm({ page, refusal }: { page: TaxDataPage; refusal: Refusal | undefined }) {
  const state = formState(refusal, TAX_DATA_INTENTS.mtvThresholds);
  const { mtvForms } = page;
  const { from, to } = mtvForms.communiqueYears;
  return (
    <details className="tax-form" open={state.refused || undefined}>
      <summary>Bir tescil yılının taşıt değeri sınırlarını ekle</summary>
      <Form method="post" action={taxDataPath("mtv")} className="tax-form-grid">
        <FormRefusal state={state} />
        <input type="hidden" name="intent" value={TAX_DATA_INTENTS.mtvThresholds} />
        <Field
          id="esik-yil"
          name="yil"
          label="İlk tescil yılı"
          inputMode="numeric"
          hint={`${from} ve sonrası: (I) sayılı tarife 1.1.2018'den sonra tescil edilen otomobiller içindir.`}
          defaultValue={state.value("yil", mtvForms.thresholdYear)}
          error={state.errors.yil}
          required
          hintAfter
          autoComplete="off"
        />
        <SetFields
          prefix="esik"
          state={state}
          defaults={{ kaynak: "", kontrol: page.today, uyari: "" }}
          sourceHint={`${from}–${to} tescil yılları için yalnızca o yılın MTV Genel Tebliği'nden okunan sınırları girin ve kaynağa tebliği seri numarasıyla yazın (ör. “MTV Genel Tebliği Seri No: …”); aksi halde kaydedilmez.`}
        />
        <fieldset className="tax-bracket-grid tax-field-wide" aria-describedby="esik-sinir-ipucu">
          <legend>Sınırlar (TL)</legend>
          <p id="esik-sinir-ipucu" className="field-hint">
            Tam lira, küçükten büyüğe. 1.600 cm³ ve altındaki motorlarda iki sınır, daha büyüklerde bir sınır vardır.
            {mtvForms.thresholdFrom && ` Kolaylık için ${mtvForms.thresholdFrom} sınırları dolduruldu: tebliğdeki rakamlarla değiştirin.`}
          </p>
          <table className="tax-table tax-input-table">
            <thead>
              <tr>
                <th scope="col">Motor hacmi</th>
                <th scope="col">1. sınır</th>
                <th scope="col">2. sınır</th>
              </tr>
            </thead>
            <tbody>
              {mtvForms.bands.map((band, b) => (
                <tr key={band.label}>
                  <th scope="row">{band.label}</th>
                  {[1, 2].map((l) => {
                    if (l > band.limits) return <td key={l} />;
                    const name = thresholdField(b + 1, l);
                    const error = state.errors[name];
                    return (
                      <td key={l} className={error ? "has-error" : undefined}>
                        <label htmlFor={`esik-${name}`} className="visually-hidden">
                          {band.label}, {l}. sınır (TL)
                        </label>
                        <input
                          id={`esik-${name}`}
                          name={name}
                          inputMode="numeric"
                          autoComplete="off"
                          defaultValue={state.value(name, mtvForms.thresholdValues[name] ?? "")}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? fieldErrorId(`esik-${name}`) : undefined}
                        />
                        <FieldError id={`esik-${name}`} error={error} />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </fieldset>
        <ReplaceBox prefix="esik" state={state} what="Bu tescil yılının sınırları" />
        <div className="tax-field-wide">
          <button type="submit" className="button">
            Sınırları kaydet
          </button>
        </div>
      </Form>
    </details>
  );
}
