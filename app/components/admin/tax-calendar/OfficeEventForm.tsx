/**
 * Vergi takvimi: adding an office event (an all-day entry on the public
 * calendar and in its subscription); a refused form shows what was typed.
 */
import { Form } from "react-router";
import { FormField } from "#app/components/FormField.tsx";
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
        <FormField name="tarih" label="Tarih" type="date" idPrefix="etkinlik" error={errors.tarih} defaultValue={values.tarih} />
        <FormField
          name="baslik"
          label="Başlık"
          idPrefix="etkinlik"
          maxLength={limits.title}
          error={errors.baslik}
          defaultValue={values.baslik}
        />
        <FormField
          name="aciklama"
          label="Açıklama"
          idPrefix="etkinlik"
          multiline
          rows={3}
          maxLength={limits.description}
          error={errors.aciklama}
          defaultValue={values.aciklama}
        />
        <button type="submit" name="intent" value="etkinlik" className="button">
          Etkinliği ekle
        </button>
      </Form>
    </section>
  );
}
