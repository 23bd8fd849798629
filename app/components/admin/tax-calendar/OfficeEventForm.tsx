/**
 * Vergi takvimi: adding an office event (an all-day entry on the public
 * calendar and in its subscription); a refused form shows what was typed.
 */
import { Form } from "react-router";
import { Field } from "#app/components/Field.tsx";
import { TAX_CALENDAR_QUERY, taxCalendarPath } from "#app/lib/admin-paths.ts";

export function OfficeEventForm({
  year,
  eventYears,
  limits,
  errors,
  values,
}: {
  year: number;
  /** The years the calendar has, in which an event may fall. */
  eventYears: number[];
  limits: { title: number; description: number };
  errors: Record<string, string>;
  values: Record<string, string>;
}) {
  return (
    <section className="admin-form-section" aria-labelledby="etkinlik-basligi">
      <h2 id="etkinlik-basligi">Ofis etkinliği ekle</h2>
      <p>
        Sitedeki takvimde ve takvim aboneliğinde tüm gün etkinliği olarak görünür. Tarih takvimdeki yıllardan birinde olmalı (
        {eventYears.join(", ") || "henüz yıl yok"}).
      </p>
      <Form method="post" action={taxCalendarPath(year)} className="narrow-form" noValidate>
        <input type="hidden" name={TAX_CALENDAR_QUERY.year} value={year} />
        <Field id="etkinlik-tarih" name="tarih" label="Tarih" type="date" error={errors.tarih} defaultValue={values.tarih} required />
        <Field
          id="etkinlik-baslik"
          name="baslik"
          label="Başlık"
          maxLength={limits.title}
          error={errors.baslik}
          defaultValue={values.baslik}
          required
        />
        <Field
          id="etkinlik-aciklama"
          name="aciklama"
          label="Açıklama"
          multiline
          rows={3}
          maxLength={limits.description}
          error={errors.aciklama}
          defaultValue={values.aciklama}
          required
        />
        <button type="submit" name="intent" value="etkinlik" className="button">
          Etkinliği ekle
        </button>
      </Form>
    </section>
  );
}
