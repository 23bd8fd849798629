/**
 * Vergi takvimi (admin): a year's deadlines; a deadline's süre uzatımı,
 * wording and visibility (?duzenle=<id>); office events (add, delete after
 * ?sil=<id>); regenerating the year. Plain forms that post and redirect, so
 * the screen also works without JavaScript.
 */
import { data, Form, Link, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import {
  addOfficeEvent,
  adminCalendar,
  CALENDAR_LIMITS,
  deleteCalendarRow,
  type EditResult,
  editWording,
  extendDeadline,
  removeExtension,
  resetWording,
  setDeadlineHidden,
} from "#app/.server/tax/calendar/admin.ts";
import { regenerateYear } from "#app/.server/tax/calendar/calendar.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ConfirmAction } from "#app/components/admin/ConfirmAction.tsx";
import { DeadlineEditor } from "#app/components/admin/DeadlineEditor.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { FormField } from "#app/components/FormField.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { metaTags } from "#app/lib/meta.ts";
import { statusMessage } from "#app/lib/text.ts";
import type { Route } from "./+types/tax-calendar";

const PATH = adminPaths.taxCalendar;
/** The screen's query: year, the deadline being edited, the row whose deletion is asked, the outcome. */
const QUERY = { year: "yil", edit: "duzenle", remove: "sil", status: "durum", summary: "ozet" } as const;

const STATUS_TEXT: Record<string, string> = {
  uzatildi: "Süre uzatımı kaydedildi; sitede ve takvim aboneliğinde görünüyor.",
  "uzatma-kaldirildi": "Süre uzatımı kaldırıldı.",
  metin: "Başlık ve açıklama kaydedildi.",
  "metin-sifirlandi": "Kuralın kendi başlığı ve açıklaması yeniden gösteriliyor.",
  gizlendi: "Kayıt gizlendi: sitede ve takvim aboneliğinde görünmüyor.",
  gosterildi: "Kayıt yeniden gösteriliyor.",
  etkinlik: "Ofis etkinliği eklendi.",
  silindi: "Kayıt silindi.",
};

const screenPath = (year: number | string, extra: Record<string, string> = {}) =>
  `${PATH}?${new URLSearchParams({ [QUERY.year]: String(year), ...extra })}`;

/** "2026 yılı yeniden üretildi: …" from ?ozet=<new>-<updated>-<deleted>-<kept>. */
function generatedText(year: number, summary: string | null): string | undefined {
  const counts = /^(\d{1,4})-(\d{1,4})-(\d{1,4})-(\d{1,4})$/.exec(summary ?? "");
  if (!counts) return undefined;
  const [, inserted, updated, deleted, kept] = counts;
  const keptText = kept === "0" ? "" : ` Kurallarda artık olmayan, sizin düzenlediğiniz ${kept} kayıt korundu (“Kurallarda yok” işaretli).`;
  return `${year} yılı kurallardan yeniden üretildi: ${inserted} yeni, ${updated} güncellenen, ${deleted} silinen kayıt.${keptText}`;
}

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const calendar = await adminCalendar(url.searchParams.get(QUERY.year));
  const find = (key: string) => calendar.deadlines.find((d) => d.id === url.searchParams.get(key));
  const removing = find(QUERY.remove);
  const status = url.searchParams.get(QUERY.status);
  return {
    ...calendar,
    editing: find(QUERY.edit),
    removing: removing && (removing.event || removing.orphan) ? removing : undefined,
    status: status === "uretildi" ? generatedText(calendar.year, url.searchParams.get(QUERY.summary)) : statusMessage(STATUS_TEXT, status),
    limits: CALENDAR_LIMITS,
    seo: adminSeo("Vergi takvimi", PATH),
  };
}

type Failure = { error?: string; errors: Record<string, string>; values: Record<string, string>; form?: string };

const fail = (status: number, failure: Partial<Failure>) => data({ errors: {}, values: {}, ...failure } satisfies Failure, { status });

const MISSING = "Kayıt bulunamadı; silinmiş ya da yeniden üretimde kaldırılmış olabilir. Hiçbir şey değişmedi.";

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  if (!form) return fail(400, { error: "Form okunamadı." });
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = field("intent");
  // Not "id": a form field of that name would hide the form element's own id property.
  const id = field("kayit");
  const givenYear = /^\d{4}$/.test(field(QUERY.year)) ? Number(field(QUERY.year)) : undefined;
  const year = givenYear ?? new Date().getFullYear();
  const who = session.admin.email;
  /** A deadline's write: back to the list with its outcome, or the form again with the messages. */
  const outcome = (result: EditResult, done: string, formName: string, values: Record<string, string> = {}) => {
    if (result.ok) return redirect(screenPath(year, { [QUERY.status]: done }), 303);
    if (result.reason === "missing") return fail(404, { error: MISSING });
    return fail(400, { errors: result.errors, values, form: formName });
  };
  try {
    switch (intent) {
      case "uret": {
        if (givenYear === undefined) return fail(400, { error: "Yıl okunamadı; hiçbir şey değişmedi." });
        const result = await regenerateYear(givenYear, who);
        if (!result.ok) return fail(409, { error: result.reason });
        const summary = [result.inserted, result.updated, result.deleted, result.kept.length].join("-");
        return redirect(screenPath(year, { [QUERY.status]: "uretildi", [QUERY.summary]: summary }), 303);
      }
      case "uzat": {
        const values = { tarih: field("tarih"), not: field("not") };
        return outcome(await extendDeadline(id, { date: values.tarih, note: values.not }, who), "uzatildi", "uzat", values);
      }
      case "uzatma-kaldir":
        return outcome(await removeExtension(id, who), "uzatma-kaldirildi", "uzat");
      case "metin": {
        const values = { baslik: field("baslik"), aciklama: field("aciklama") };
        return outcome(await editWording(id, { title: values.baslik, description: values.aciklama }, who), "metin", "metin", values);
      }
      case "metin-sifirla":
        return outcome(await resetWording(id, who), "metin-sifirlandi", "metin");
      case "gizle":
      case "goster":
        return outcome(await setDeadlineHidden(id, intent === "gizle", who), intent === "gizle" ? "gizlendi" : "gosterildi", "gizle");
      case "etkinlik": {
        const values = { tarih: field("tarih"), baslik: field("baslik"), aciklama: field("aciklama") };
        const result = await addOfficeEvent({ date: values.tarih, title: values.baslik, description: values.aciklama }, who);
        if (!result.ok) return fail(400, { errors: result.errors, values, form: "etkinlik" });
        const eventYear = values.tarih.trim().slice(0, 4);
        return redirect(screenPath(eventYear, { [QUERY.status]: "etkinlik" }), 303);
      }
      case "sil": {
        const result = await deleteCalendarRow(id, who);
        if (result.ok) return redirect(screenPath(year, { [QUERY.status]: "silindi" }), 303);
        if (result.reason === "refused") return fail(409, { error: "Kuralların ürettiği bir son gün silinemez; gizleyebilirsiniz." });
        return fail(404, { error: MISSING });
      }
      default:
        return fail(400, { error: "Bilinmeyen işlem." });
    }
  } catch (error) {
    return adminWriteFailed(error, "Vergi takvimi güncellenemedi");
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function TaxCalendarAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { year, years, deadlines, editing, removing, refusal, pending, eventYears, limits, status } = loaderData;
  const failed: Failure | undefined = actionData && "errors" in actionData ? actionData : undefined;
  const eventErrors = failed?.form === "etkinlik" ? failed.errors : {};
  const eventValues = failed?.form === "etkinlik" ? failed.values : {};
  // A confirmation opens above the table: the focus moves there, for keyboard and screen reader users.
  const confirmHeading = useFocusWhen<HTMLHeadingElement>(removing?.id);
  return (
    <>
      <h1>Vergi takvimi</h1>
      <p>
        Son günler kurallardan üretilir (hafta sonu ve resmî tatiller VUK md. 18'e göre kaydırılır). GİB bir süre uzatımı duyurduğunda
        ilgili kaydı düzenleyin; ofisinizin duyurularını etkinlik olarak ekleyin. Yeniden üretme, sizin eklediğiniz süre uzatımlarını,
        metinleri ve gizlediğiniz kayıtları korur.
      </p>
      <p role="status" className="admin-status">
        {actionData ? "" : status}
      </p>
      <Alert>{failed?.error}</Alert>
      <nav aria-label="Yıllar" className="subscriber-filter">
        {years.map((y) => (
          <Link key={y} to={screenPath(y)} aria-current={y === year ? "page" : undefined}>
            {y}
          </Link>
        ))}
      </nav>

      {editing && <DeadlineEditor deadline={editing} year={year} failed={failed} limits={limits} closeTo={screenPath(year)} />}

      {removing && (
        <ConfirmAction
          headingId="silme-basligi"
          heading="Kayıt silinsin mi?"
          headingRef={confirmHeading}
          action={screenPath(year)}
          fields={{ kayit: removing.id, [QUERY.year]: year }}
          intent="sil"
          confirmLabel="Evet, sil"
          cancelTo={screenPath(year)}
        >
          <p>
            “{removing.title}” ({removing.dateText}) takvimden silinecek; sitede ve takvim aboneliklerinde görünmeyecek. Bu işlem geri
            alınamaz.
          </p>
        </ConfirmAction>
      )}

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
            <Form method="post" action={screenPath(year)}>
              <input type="hidden" name={QUERY.year} value={year} />
              <button type="submit" name="intent" value="uret" className="button">
                {year} yılını yeniden üret
              </button>
            </Form>
          </>
        )}
      </section>

      <section className="admin-form-section" aria-labelledby="etkinlik-basligi">
        <h2 id="etkinlik-basligi">Ofis etkinliği ekle</h2>
        <p>
          Sitedeki takvimde ve takvim aboneliğinde tüm gün etkinliği olarak görünür. Tarih takvimdeki yıllardan birinde olmalı (
          {eventYears.join(", ") || "henüz yıl yok"}).
        </p>
        <Form method="post" action={screenPath(year)} className="narrow-form" noValidate>
          <input type="hidden" name={QUERY.year} value={year} />
          <FormField
            name="tarih"
            label="Tarih"
            type="date"
            idPrefix="etkinlik"
            error={eventErrors.tarih}
            defaultValue={eventValues.tarih}
          />
          <FormField
            name="baslik"
            label="Başlık"
            idPrefix="etkinlik"
            maxLength={limits.title}
            error={eventErrors.baslik}
            defaultValue={eventValues.baslik}
          />
          <FormField
            name="aciklama"
            label="Açıklama"
            idPrefix="etkinlik"
            multiline
            rows={3}
            maxLength={limits.description}
            error={eventErrors.aciklama}
            defaultValue={eventValues.aciklama}
          />
          <button type="submit" name="intent" value="etkinlik" className="button">
            Etkinliği ekle
          </button>
        </Form>
      </section>

      {deadlines.length === 0 ? (
        <p>{year} yılı için kayıt yok.</p>
      ) : (
        <table className="admin-table taxcal-admin-table">
          <caption className="visually-hidden">{year} yılının son günleri ve etkinlikleri (tarihe göre)</caption>
          <thead>
            <tr>
              <th scope="col">Son gün</th>
              <th scope="col">Başlık</th>
              <th scope="col">Tür</th>
              <th scope="col">Durum</th>
              <th scope="col">
                <span className="visually-hidden">İşlemler</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deadlines.map((d) => (
              <tr key={d.id} className={d.hidden ? "taxcal-admin-hidden" : undefined}>
                <td data-label="Son gün">
                  {d.dateText}
                  {(d.extension || d.shiftText) && <span className="taxcal-admin-statutory">kanuni: {d.statutoryText}</span>}
                </td>
                <td className="admin-cell-title" data-label="Başlık">
                  {d.title}
                </td>
                <td className="admin-cell-meta" data-label="Tür">
                  {d.kindLabel}
                </td>
                <td className="admin-cell-meta" data-label="Durum">
                  {[
                    d.hidden && "Gizli",
                    d.extension && "Süre uzatıldı",
                    d.reworded && "Metin değişti",
                    d.orphan && "Kurallarda yok",
                    d.flags.length > 0 && `${d.flags.length} uyarı`,
                  ]
                    .filter(Boolean)
                    .join(" · ") || "–"}
                </td>
                <td className="admin-cell-actions">
                  <Link
                    to={`${screenPath(year, { [QUERY.edit]: d.id })}#duzenle`}
                    className="button button-outline button-small"
                    aria-label={`Düzenle: ${d.title}`}
                  >
                    Düzenle
                  </Link>
                  {(d.event || d.orphan) && (
                    <Link
                      to={screenPath(year, { [QUERY.remove]: d.id })}
                      className="button button-danger-outline button-small"
                      aria-label={`Sil: ${d.title}`}
                    >
                      Sil
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
