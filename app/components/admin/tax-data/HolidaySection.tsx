/** Vergi verileri → Resmî tatiller: each year's holidays, added, edited or deleted; a new year's list with its source. */
import { Form, Link } from "react-router";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ConfirmAction } from "#app/components/admin/ConfirmAction.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { FormRefusal, formState, type Refusal, SetFields, SetHeader } from "#app/components/admin/tax-data/fields.tsx";
import { Field } from "#app/components/Field.tsx";
import { taxDataPath } from "#app/lib/admin-paths.ts";
import { TAX_DATA_INTENTS, TAX_DATA_QUERY } from "#app/lib/tax-data.ts";
import type { TaxDataPage } from "#app/lib/tax-data-view.ts";

type HolidayView = TaxDataPage["holidays"][number]["rows"][number];

const HALF_DAY_LABEL = "Yarım gün (13.00'ten itibaren: arife, 28 Ekim)";

export function HolidaySection({
  page,
  editSet,
  editing,
  deleting,
  refusal,
}: {
  page: TaxDataPage;
  editSet: string | null;
  /** The day of the holiday being edited, or being asked about before deletion. */
  editing: string | null;
  deleting: string | null;
  refusal: Refusal | undefined;
}) {
  const all = page.holidays.flatMap((year) => year.rows);
  const edited = all.find((h) => h.date === editing);
  const deleted = all.find((h) => h.date === deleting);
  // A holiday deleted meanwhile (another session): its form is gone, so the refusal is said here.
  const orphan =
    (refusal?.intent === TAX_DATA_INTENTS.holidayEdit && !edited) || (refusal?.intent === TAX_DATA_INTENTS.holidayDelete && !deleted)
      ? Object.values(refusal.errors).join(" ")
      : undefined;
  return (
    <>
      <p className="tax-section-note">
        Vergi takvimi, son günü hafta sonuna ya da tam gün tatile denk gelen süreleri ilk iş gününe kaydırır (VUK md. 18); yarım günler
        kaydırılmaz, işaretlenir.
      </p>
      <Alert>{orphan}</Alert>
      {edited && <HolidayEditForm holiday={edited} refusal={refusal} />}
      {deleted && <HolidayDeleteConfirm holiday={deleted} refusal={refusal} />}
      {page.holidays.map(({ set, rows }) => (
        <article key={set.id} id={set.anchor} className="tax-set" aria-labelledby={`${set.anchor}-baslik`}>
          <SetHeader set={set} editing={editSet === set.id} refusal={refusal} />
          {rows.length === 0 ? (
            <p>Bu yıl için henüz tatil eklenmedi.</p>
          ) : (
            <table className="tax-table tax-holidays tax-stack">
              <caption>{set.year} yılının resmî tatilleri</caption>
              <thead>
                <tr>
                  <th scope="col">Tarih</th>
                  <th scope="col">Gün</th>
                  <th scope="col">Tatil</th>
                  <th scope="col">Süre</th>
                  <th scope="col">
                    <span className="visually-hidden">İşlemler</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((h) => (
                  <tr key={h.date}>
                    <th scope="row">{h.dateText}</th>
                    <td data-label="Gün">{h.weekday}</td>
                    <td data-label="Tatil">{h.name}</td>
                    <td data-label="Süre">{h.halfDay ? "Yarım gün" : "Tam gün"}</td>
                    <td className="admin-cell-actions">
                      <Link
                        to={taxDataPath("tatil", { [TAX_DATA_QUERY.editHoliday]: h.date })}
                        className="button button-outline button-small"
                        aria-label={`Düzenle: ${h.dateText} ${h.name}`}
                      >
                        Düzenle
                      </Link>
                      <Link
                        to={taxDataPath("tatil", { [TAX_DATA_QUERY.deleteHoliday]: h.date })}
                        className="button button-danger-outline button-small"
                        aria-label={`Sil: ${h.dateText} ${h.name}`}
                      >
                        Sil
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </article>
      ))}
      <HolidayAddForm refusal={refusal} years={page.holidays.map((y) => y.set.year).filter((y) => y !== null)} />
      <HolidayYearForm page={page} refusal={refusal} />
    </>
  );
}

function HalfDayBox({ prefix, checked }: { prefix: string; checked: boolean }) {
  return (
    <div className="field tax-check">
      <input type="checkbox" id={`${prefix}-yarim`} name="yarim" value="evet" defaultChecked={checked} />
      <label htmlFor={`${prefix}-yarim`}>{HALF_DAY_LABEL}</label>
    </div>
  );
}

function HolidayAddForm({ refusal, years }: { refusal: Refusal | undefined; years: number[] }) {
  const state = formState(refusal, TAX_DATA_INTENTS.holiday);
  return (
    <details className="tax-form" open={state.refused || undefined}>
      <summary>Tatil ekle</summary>
      <Form method="post" action={taxDataPath("tatil")} className="tax-form-grid">
        <FormRefusal state={state} />
        <input type="hidden" name="intent" value={TAX_DATA_INTENTS.holiday} />
        <Field
          id="tatil-tarih"
          name="tarih"
          type="date"
          label="Tarih"
          hint={`Listesi olan yıllar: ${years.join(", ") || "yok"}. Başka bir yıl için önce “Yeni tatil yılı ekle”.`}
          defaultValue={state.value("tarih", "")}
          error={state.errors.tarih}
          required
          hintAfter
          autoComplete="off"
        />
        <Field
          id="tatil-ad"
          name="ad"
          label="Tatilin adı"
          hint="Ör. Kurban Bayramı 2. gün."
          defaultValue={state.value("ad", "")}
          error={state.errors.ad}
          required
          hintAfter
          autoComplete="off"
        />
        <HalfDayBox prefix="tatil" checked={state.checked("yarim")} />
        <div className="tax-field-wide">
          <button type="submit" className="button">
            Tatili ekle
          </button>
        </div>
      </Form>
    </details>
  );
}

function HolidayEditForm({ holiday, refusal }: { holiday: HolidayView; refusal: Refusal | undefined }) {
  const state = formState(refusal, TAX_DATA_INTENTS.holidayEdit);
  const heading = useFocusWhen<HTMLHeadingElement>(true);
  return (
    <section className="tax-form tax-form-open" aria-labelledby="tatil-duzenle-baslik">
      <h2 id="tatil-duzenle-baslik" ref={heading} tabIndex={-1}>
        Tatili düzenle: {holiday.dateText}
      </h2>
      <Form method="post" action={taxDataPath("tatil", { [TAX_DATA_QUERY.editHoliday]: holiday.date })} className="tax-form-grid">
        <FormRefusal state={state} />
        <input type="hidden" name="intent" value={TAX_DATA_INTENTS.holidayEdit} />
        <input type="hidden" name="onceki" value={holiday.date} />
        <Field
          id="tatild-tarih"
          name="tarih"
          type="date"
          label="Tarih"
          defaultValue={state.value("tarih", holiday.date)}
          error={state.errors.tarih}
          required
          autoComplete="off"
        />
        <Field
          id="tatild-ad"
          name="ad"
          label="Tatilin adı"
          defaultValue={state.value("ad", holiday.name)}
          error={state.errors.ad}
          required
          autoComplete="off"
        />
        <HalfDayBox prefix="tatild" checked={state.checked("yarim", holiday.halfDay)} />
        <div className="admin-actions tax-field-wide">
          <button type="submit" className="button">
            Kaydet
          </button>
          <Link to={taxDataPath("tatil")} className="button button-outline">
            Vazgeç
          </Link>
        </div>
      </Form>
    </section>
  );
}

function HolidayDeleteConfirm({ holiday, refusal }: { holiday: HolidayView; refusal: Refusal | undefined }) {
  const state = formState(refusal, TAX_DATA_INTENTS.holidayDelete);
  const heading = useFocusWhen<HTMLHeadingElement>(true);
  return (
    <ConfirmAction
      headingId="tatil-sil-baslik"
      heading="Tatil silinsin mi?"
      headingRef={heading}
      action={taxDataPath("tatil", { [TAX_DATA_QUERY.deleteHoliday]: holiday.date })}
      fields={{ intent: TAX_DATA_INTENTS.holidayDelete, tarih: holiday.date }}
      confirmLabel="Evet, sil"
      cancelTo={taxDataPath("tatil")}
    >
      <p>
        {holiday.dateText} {holiday.weekday}, “{holiday.name}” listeden silinecek. Vergi takvimi bu günü artık tatil saymaz.
      </p>
      <Alert>{state.errors.tarih}</Alert>
    </ConfirmAction>
  );
}

function HolidayYearForm({ page, refusal }: { page: TaxDataPage; refusal: Refusal | undefined }) {
  const state = formState(refusal, TAX_DATA_INTENTS.holidayYear);
  return (
    <details className="tax-form" open={state.refused || undefined}>
      <summary>Yeni tatil yılı ekle</summary>
      <p className="field-hint">Önce yılın listesini kaynağıyla ekleyin, sonra tatilleri “Tatil ekle” ile tek tek girin.</p>
      <Form method="post" action={taxDataPath("tatil")} className="tax-form-grid">
        <FormRefusal state={state} />
        <input type="hidden" name="intent" value={TAX_DATA_INTENTS.holidayYear} />
        <Field
          id="tatily-yil"
          name="yil"
          label="Yıl"
          inputMode="numeric"
          defaultValue={state.value("yil", page.holidayYear)}
          error={state.errors.yil}
          required
          autoComplete="off"
        />
        <SetFields
          prefix="tatily"
          state={state}
          defaults={{ kaynak: "", kontrol: page.today, uyari: "" }}
          sourceHint="Ör. 2429 sayılı Kanun; dini bayramlar Diyanet İşleri Başkanlığı takvimine göre."
        />
        <div className="tax-field-wide">
          <button type="submit" className="button">
            Tatil yılını ekle
          </button>
        </div>
      </Form>
    </details>
  );
}
