/**
 * Vergi takvimi (admin): a year's deadlines; a deadline's süre uzatımı,
 * wording and visibility (?duzenle=<id>); office events (add, delete after
 * ?sil=<id>); regenerating the year; the rules' confirmation ("Kontrol
 * ettim" after ?kontrol=<rule>) and the office's choice for an unconfirmed
 * rule (hidden, or shown with the neutral line). Plain forms that post and redirect, so
 * the screen also works without JavaScript.
 */
import { data, Link, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import {
  addOfficeEvent,
  adminCalendar,
  CALENDAR_LIMITS,
  chooseRuleDisplay,
  confirmRule,
  deleteCalendarRow,
  type EditResult,
  editWording,
  extendDeadline,
  removeExtension,
  resetWording,
  setDeadlineHidden,
} from "#app/.server/tax/calendar/admin.ts";
import { regenerateYear } from "#app/.server/tax/calendar/generate.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ConfirmAction } from "#app/components/admin/ConfirmAction.tsx";
import { DeadlineEditor } from "#app/components/admin/DeadlineEditor.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { DeadlineTable } from "#app/components/admin/tax-calendar/DeadlineTable.tsx";
import { OfficeEventForm } from "#app/components/admin/tax-calendar/OfficeEventForm.tsx";
import { RegenerateYear } from "#app/components/admin/tax-calendar/RegenerateYear.tsx";
import { RuleChecks } from "#app/components/admin/tax-calendar/RuleChecks.tsx";
import { adminPaths, TAX_CALENDAR_QUERY, taxCalendarPath } from "#app/lib/admin-paths.ts";
import { metaTags } from "#app/lib/meta.ts";
import { statusMessage } from "#app/lib/text.ts";
import type { Route } from "./+types/tax-calendar";

const PATH = adminPaths.taxCalendar;

const STATUS_TEXT: Record<string, string> = {
  uzatildi: "Süre uzatımı kaydedildi; sitede ve takvim aboneliğinde görünüyor.",
  "uzatma-kaldirildi": "Süre uzatımı kaldırıldı.",
  metin: "Başlık ve açıklama kaydedildi.",
  "metin-sifirlandi": "Kuralın kendi başlığı ve açıklaması yeniden gösteriliyor.",
  gizlendi: "Kayıt gizlendi: sitede ve takvim aboneliğinde görünmüyor.",
  gosterildi: "Kayıt yeniden gösteriliyor.",
  kontrol: "Kural kontrol edildi: kimin ne zaman kontrol ettiği kaydedildi; son günleri sitede “son kontrol” tarihiyle görünüyor.",
  gosterim: "Seçiminiz kaydedildi: teyit bekleyen kuralın son günleri sitede buna göre gösteriliyor.",
  etkinlik: "Ofis etkinliği eklendi.",
  silindi: "Kayıt silindi.",
};

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
  const calendar = await adminCalendar(url.searchParams.get(TAX_CALENDAR_QUERY.year));
  const find = (key: string) => calendar.deadlines.find((d) => d.id === url.searchParams.get(key));
  const removing = find(TAX_CALENDAR_QUERY.remove);
  const status = url.searchParams.get(TAX_CALENDAR_QUERY.status);
  return {
    ...calendar,
    editing: find(TAX_CALENDAR_QUERY.edit),
    confirming: calendar.ruleChecks.find((check) => check.key === url.searchParams.get(TAX_CALENDAR_QUERY.confirm)),
    removing: removing && (removing.event || removing.orphan) ? removing : undefined,
    status:
      status === "uretildi"
        ? generatedText(calendar.year, url.searchParams.get(TAX_CALENDAR_QUERY.summary))
        : statusMessage(STATUS_TEXT, status),
    limits: CALENDAR_LIMITS,
    seo: await adminSeo("Vergi takvimi", PATH),
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
  const givenYear = /^\d{4}$/.test(field(TAX_CALENDAR_QUERY.year)) ? Number(field(TAX_CALENDAR_QUERY.year)) : undefined;
  const year = givenYear ?? new Date().getFullYear();
  const who = session.admin.email;
  /** A deadline's write: back to the list with its outcome, or the form again with the messages. */
  const outcome = (result: EditResult, done: string, formName: string, values: Record<string, string> = {}) => {
    if (result.ok) return redirect(taxCalendarPath(year, { [TAX_CALENDAR_QUERY.status]: done }), 303);
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
        return redirect(taxCalendarPath(year, { [TAX_CALENDAR_QUERY.status]: "uretildi", [TAX_CALENDAR_QUERY.summary]: summary }), 303);
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
      case "kontrol-ettim":
      case "gosterim": {
        const key = field("kural");
        const result = intent === "kontrol-ettim" ? await confirmRule(key, who) : await chooseRuleDisplay(key, field("gosterim"), who);
        if (result.ok)
          return redirect(
            taxCalendarPath(year, { [TAX_CALENDAR_QUERY.status]: intent === "kontrol-ettim" ? "kontrol" : "gosterim" }, `kural-${key}`),
            303,
          );
        if (result.reason === "invalid")
          return fail(400, { error: "Gösterim seçimi geçersiz; “göster” ya da “gizle” seçin. Hiçbir şey değişmedi." });
        return fail(404, { error: "Kural bulunamadı; hiçbir şey değişmedi." });
      }
      case "etkinlik": {
        const values = { tarih: field("tarih"), baslik: field("baslik"), aciklama: field("aciklama") };
        const result = await addOfficeEvent({ date: values.tarih, title: values.baslik, description: values.aciklama }, who);
        if (!result.ok) return fail(400, { errors: result.errors, values, form: "etkinlik" });
        const eventYear = values.tarih.trim().slice(0, 4);
        return redirect(taxCalendarPath(eventYear, { [TAX_CALENDAR_QUERY.status]: "etkinlik" }), 303);
      }
      case "sil": {
        const result = await deleteCalendarRow(id, who);
        if (result.ok) return redirect(taxCalendarPath(year, { [TAX_CALENDAR_QUERY.status]: "silindi" }), 303);
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
  const { year, years, deadlines, editing, removing, confirming, ruleChecks, refusal, pending, eventYears, limits, status } = loaderData;
  const failed: Failure | undefined = actionData && "errors" in actionData ? actionData : undefined;
  const eventErrors = failed?.form === "etkinlik" ? failed.errors : {};
  const eventValues = failed?.form === "etkinlik" ? failed.values : {};
  // A confirmation opens above the table: the focus moves there, for keyboard and screen reader users.
  const confirmHeading = useFocusWhen<HTMLHeadingElement>(removing?.id);
  const checkHeading = useFocusWhen<HTMLHeadingElement>(confirming?.key);
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
          <Link key={y} to={taxCalendarPath(y)} aria-current={y === year ? "page" : undefined}>
            {y}
          </Link>
        ))}
      </nav>

      {editing && <DeadlineEditor deadline={editing} year={year} failed={failed} limits={limits} closeTo={taxCalendarPath(year)} />}

      {removing && (
        <ConfirmAction
          headingId="silme-basligi"
          heading="Kayıt silinsin mi?"
          headingRef={confirmHeading}
          action={taxCalendarPath(year)}
          fields={{ kayit: removing.id, [TAX_CALENDAR_QUERY.year]: year }}
          intent="sil"
          confirmLabel="Evet, sil"
          cancelTo={taxCalendarPath(year)}
        >
          <p>
            “{removing.title}” ({removing.dateText}) takvimden silinecek; sitede ve takvim aboneliklerinde görünmeyecek. Bu işlem geri
            alınamaz.
          </p>
        </ConfirmAction>
      )}

      <RuleChecks year={year} checks={ruleChecks} confirming={confirming} confirmRef={checkHeading} />

      <RegenerateYear year={year} pending={pending} refusal={refusal} />

      <OfficeEventForm year={year} eventYears={eventYears} limits={limits} errors={eventErrors} values={eventValues} />

      <DeadlineTable year={year} deadlines={deadlines} />
    </>
  );
}
