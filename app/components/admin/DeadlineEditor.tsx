import { Form, Link } from "react-router";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { Field } from "#app/components/Field.tsx";
import { TAX_CALENDAR_QUERY, taxCalendarPath } from "#app/lib/admin-paths.ts";
import type { AdminDeadline } from "#app/lib/tax-calendar.ts";

interface Props {
  deadline: AdminDeadline;
  year: number;
  /** The last post's messages and values, when it was refused (form: which of the three). */
  failed: { errors: Record<string, string>; values: Record<string, string>; form?: string } | undefined;
  limits: { note: number; title: number; description: number };
  closeTo: string;
}

/**
 * One deadline on the Vergi takvimi screen (?duzenle=<id>): its süre uzatımı,
 * its title and description, hiding it. Each is a form of its own; the focus
 * moves to the heading when it opens.
 */
export function DeadlineEditor({ deadline: d, year, failed, limits, closeTo }: Props) {
  const heading = useFocusWhen<HTMLHeadingElement>(true);
  const errorsOf = (form: string) => (failed?.form === form ? failed.errors : {});
  const valuesOf = (form: string) => (failed?.form === form ? failed.values : undefined);
  const extension = { errors: errorsOf("uzat"), values: valuesOf("uzat") };
  const wording = { errors: errorsOf("metin"), values: valuesOf("metin") };
  const action = taxCalendarPath(year, { [TAX_CALENDAR_QUERY.edit]: d.id });
  const hidden = (
    <>
      <input type="hidden" name="kayit" value={d.id} />
      <input type="hidden" name="yil" value={year} />
    </>
  );
  const dateError = extension.errors.tarih;
  return (
    <section className="admin-form-section taxcal-editor" id="duzenle" aria-labelledby="duzenle-baslik">
      <h2 id="duzenle-baslik" ref={heading} tabIndex={-1}>
        {d.title}
      </h2>
      <dl className="issue-facts">
        <dt>Tür</dt>
        <dd>{d.kindLabel}</dd>
        <dt>{d.event ? "Tarih" : "Kanuni son gün"}</dt>
        <dd>{d.statutoryText}</dd>
        {d.shiftText && (
          <>
            <dt>Kaydırma</dt>
            <dd>{d.shiftText}</dd>
          </>
        )}
        {d.extension && (
          <>
            <dt>Süre uzatımı</dt>
            <dd>
              {d.extension.dateText}: {d.extension.note}
            </dd>
          </>
        )}
        {d.flags.length > 0 && (
          <>
            <dt>Uyarılar</dt>
            <dd>{d.flags.join(" ")}</dd>
          </>
        )}
        {d.orphan && (
          <>
            <dt>Kurallarda yok</dt>
            <dd>Kurallar bu kaydı artık üretmiyor; düzenlediğiniz için korundu. Gizleyebilir ya da silebilirsiniz.</dd>
          </>
        )}
      </dl>

      {!d.event && (
        <>
          <h3>Süre uzatımı</h3>
          <Form method="post" action={action} className="narrow-form" noValidate>
            {hidden}
            <Field
              id="uzat-tarih"
              name="tarih"
              label="Yeni son gün"
              type="date"
              required
              defaultValue={extension.values?.tarih ?? d.extension?.date ?? ""}
              hint={`GİB'in duyurduğu yeni son gün; bugünkü son günden (${d.dateText}) önce olamaz.`}
              hintAfter
              error={dateError}
            />
            <Field
              id="uzat-not"
              name="not"
              label="Duyuru notu"
              maxLength={limits.note}
              error={extension.errors.not}
              defaultValue={extension.values?.not ?? d.extension?.note ?? ""}
              required
            />
            <div className="admin-actions">
              <button type="submit" name="intent" value="uzat" className="button">
                Süre uzatımını kaydet
              </button>
              {d.extension && (
                <button type="submit" name="intent" value="uzatma-kaldir" className="button button-outline" formNoValidate>
                  Süre uzatımını kaldır
                </button>
              )}
            </div>
          </Form>
        </>
      )}

      <h3>Başlık ve açıklama</h3>
      <Form method="post" action={action} noValidate>
        {hidden}
        <Field
          id="metin-baslik"
          name="baslik"
          label="Başlık"
          maxLength={limits.title}
          error={wording.errors.baslik}
          defaultValue={wording.values?.baslik ?? d.title}
          required
        />
        <Field
          id="metin-aciklama"
          name="aciklama"
          label="Açıklama"
          multiline
          rows={4}
          maxLength={limits.description}
          error={wording.errors.aciklama}
          defaultValue={wording.values?.aciklama ?? d.description}
          required
        />
        <div className="admin-actions">
          <button type="submit" name="intent" value="metin" className="button">
            Metni kaydet
          </button>
          {d.reworded && (
            <button type="submit" name="intent" value="metin-sifirla" className="button button-outline">
              {d.event ? "İlk metne dön" : "Kuralın metnine dön"}
            </button>
          )}
        </div>
      </Form>

      <h3>Görünürlük</h3>
      <Form method="post" action={action} className="admin-actions">
        {hidden}
        {d.hidden ? (
          <button type="submit" name="intent" value="goster" className="button button-outline">
            Yeniden göster
          </button>
        ) : (
          <button type="submit" name="intent" value="gizle" className="button button-outline">
            Sitede ve takvimde gizle
          </button>
        )}
        <Link to={closeTo} className="button button-outline">
          Kapat
        </Link>
      </Form>
    </section>
  );
}
