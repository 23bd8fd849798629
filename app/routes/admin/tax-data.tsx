/**
 * Vergi verileri (issue 14): the figure sets the calculators and the tax
 * calendar use, by section (?bolum=), each with its source, checked day,
 * research note and confirmation ("Teyit bekliyor" until an admin says
 * "Kontrol ettim"), and the forms that add or correct figures. Every form works
 * without JavaScript: a POST answered with a redirect and a status, or with
 * the form again (400), the values kept and a message beside each field.
 */
import { data, Link, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import type { TaxSetKind } from "#app/.server/db/schema.ts";
import { currentFigureGaps } from "#app/.server/tax/figure-gaps.ts";
import * as taxData from "#app/.server/tax/figures/data.ts";
import * as taxDates from "#app/.server/tax/figures/dates.ts";
import { taxDataPage } from "#app/.server/tax/figures/view.ts";
import { saveWageFigures } from "#app/.server/tax/figures/wage-change.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { discardBody, readBoundedForm } from "#app/.server/web/request-body.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import type { Refusal } from "#app/components/admin/tax-data/fields.tsx";
import { HolidaySection } from "#app/components/admin/tax-data/HolidaySection.tsx";
import { IncomeTaxSection } from "#app/components/admin/tax-data/IncomeTaxSection.tsx";
import { LateRateSection } from "#app/components/admin/tax-data/LateRateSection.tsx";
import { MtvSection } from "#app/components/admin/tax-data/MtvSection.tsx";
import { Overview } from "#app/components/admin/tax-data/Overview.tsx";
import { InvoiceLimitSection, VatSection } from "#app/components/admin/tax-data/VatSections.tsx";
import { WageSection } from "#app/components/admin/tax-data/WageSection.tsx";
import { adminPaths, taxDataPath } from "#app/lib/admin-paths.ts";
import { metaTags } from "#app/lib/meta.ts";
import {
  isTaxDataSection,
  SECTION_OF_KIND,
  TAX_DATA_INTENTS,
  TAX_DATA_QUERY,
  TAX_DATA_SECTIONS,
  type TaxDataIntent,
  type TaxDataSection,
} from "#app/lib/tax-data.ts";
import { statusMessage } from "#app/lib/text.ts";
import type { Route } from "./+types/tax-data";

const I = TAX_DATA_INTENTS;

/** What each form's intent does, and the section it belongs to. */
const HANDLERS: Record<
  TaxDataIntent,
  { run: (form: FormData, adminEmail: string) => Promise<taxData.TaxDataOutcome>; section: TaxDataSection }
> = {
  [I.incomeTariff]: { run: taxData.saveIncomeTariff, section: "gelir-vergisi" },
  [I.invoiceLimit]: { run: taxData.saveInvoiceLimit, section: "fatura-siniri" },
  [I.mtvThresholds]: { run: taxData.saveMtvThresholds, section: "mtv" },
  [I.mtvImport]: { run: taxData.importMtvTables, section: "mtv" },
  [I.vatRates]: { run: taxDates.addVatRates, section: "kdv" },
  [I.lateRate]: { run: taxDates.addLateRate, section: "gecikme" },
  [I.lateRateFix]: { run: taxDates.correctLateRate, section: "gecikme" },
  [I.holiday]: { run: taxDates.addHoliday, section: "tatil" },
  [I.holidayEdit]: { run: taxDates.editHoliday, section: "tatil" },
  [I.holidayDelete]: { run: taxDates.removeHoliday, section: "tatil" },
  [I.holidayYear]: { run: taxDates.addHolidayYear, section: "tatil" },
  [I.wageFigures]: { run: saveWageFigures, section: "ucret" },
  [I.taxSet]: { run: taxData.updateTaxSet, section: "ozet" },
  [I.confirmSet]: { run: taxData.confirmTaxSet, section: "ozet" },
};

/** After a change: `durum` is the intent, with "-degisti" when a year's figures were replaced. */
const STATUS_TEXT: Record<string, string> = {
  [I.incomeTariff]: "Gelir vergisi tarifesi eklendi. Hesaplayıcı bu yılı bir sonraki istekte kullanır.",
  [`${I.incomeTariff}-degisti`]: "Gelir vergisi tarifesi değiştirildi; eski değerler işlem kayıtlarında saklandı.",
  [I.invoiceLimit]: "Fatura düzenleme sınırı eklendi.",
  [`${I.invoiceLimit}-degisti`]: "Fatura düzenleme sınırı değiştirildi; eski değer işlem kayıtlarında saklandı.",
  [I.mtvThresholds]: "Taşıt değeri sınırları eklendi.",
  [`${I.mtvThresholds}-degisti`]: "Taşıt değeri sınırları değiştirildi; eski değerler işlem kayıtlarında saklandı.",
  [I.mtvImport]: "MTV tarifesi içe aktarıldı: (I) sayılı tarifede 20, (I/A) sayılı tarifede 9 satır.",
  [`${I.mtvImport}-degisti`]: "MTV tarifesi CSV dosyasındaki 29 satırla değiştirildi; eski tablo işlem kayıtlarında saklandı.",
  [I.vatRates]: "Yeni KDV oranları eklendi. KDV tevkifatı hesaplayıcısı bunları başlangıç tarihinden itibaren kullanır.",
  [I.lateRate]: "Yeni gecikme zammı oranı eklendi.",
  [I.lateRateFix]: "En son gecikme zammı oranı düzeltildi; önceki hali işlem kayıtlarında saklandı.",
  [I.holiday]: "Tatil eklendi.",
  [I.holidayEdit]: "Tatil güncellendi.",
  [I.holidayDelete]: "Tatil silindi.",
  [I.holidayYear]: "Tatil yılı eklendi; şimdi tatillerini “Tatil ekle” ile girin.",
  [I.wageFigures]: "Ücret verisi dönemi eklendi. Hesaplayıcılar bu dönemi bir sonraki istekte kullanır.",
  [`${I.wageFigures}-degisti`]: "Dönemin rakamları değiştirildi; eski değerler işlem kayıtlarında saklandı.",
  [I.taxSet]: "Kaynak, kontrol tarihi ve araştırma notu güncellendi.",
  [I.confirmSet]: "Veri seti kontrol edildi: kimin ne zaman kontrol ettiği kaydedildi; sitede “son kontrol” tarihiyle gösterilir.",
};

const REPLACEABLE = new Set<string>([I.incomeTariff, I.invoiceLimit, I.mtvThresholds, I.mtvImport, I.wageFigures]);

/** Changes to the holidays move the calendar's shifted days: the calendar has to be regenerated. */
const CHANGES_CALENDAR = new Set<string>([I.holiday, I.holidayEdit, I.holidayDelete]);

const isIntent = (value: unknown): value is TaxDataIntent => typeof value === "string" && Object.hasOwn(HANDLERS, value);

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const requested = url.searchParams.get(TAX_DATA_QUERY.section);
  const section: TaxDataSection = isTaxDataSection(requested) ? requested : "ozet";
  const status = url.searchParams.get(TAX_DATA_QUERY.status);
  return {
    section,
    page: await taxDataPage(),
    // What a calculator or the calendar lacks (as on Genel bakış): this section's, or all of them on Özet.
    gaps: (await currentFigureGaps()).filter((gap) => section === "ozet" || gap.section === section),
    status: statusMessage(STATUS_TEXT, status),
    calendarChanged: status !== null && CHANGES_CALENDAR.has(status),
    editSet: url.searchParams.get(TAX_DATA_QUERY.editSet),
    fixLateRate: url.searchParams.has(TAX_DATA_QUERY.fixLateRate),
    editHoliday: url.searchParams.get(TAX_DATA_QUERY.editHoliday),
    deleteHoliday: url.searchParams.get(TAX_DATA_QUERY.deleteHoliday),
    replaceWage: url.searchParams.get(TAX_DATA_QUERY.replaceWage),
    seo: await adminSeo("Vergi verileri", adminPaths.taxData),
  };
}

/** The form bodies: the MTV file (64 KB at most) and its fields, or a plain form. */
const FORM_BODY_LIMIT = taxData.MTV_FILE_MAX_BYTES + 32 * 1024;

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request).catch((error: unknown) => {
    discardBody(request);
    throw error;
  });
  const form = await readBoundedForm(request, FORM_BODY_LIMIT);
  if (form === "too-large") {
    return data(
      { error: "Gönderilen dosya çok büyük (en fazla 64 KB); hiçbir şey değişmedi. Şablondaki 29 satırlık tabloyu yükleyin." },
      { status: 413 },
    );
  }
  if (form === null) return data({ error: "Form okunamadı; hiçbir şey değişmedi. Sayfayı yenileyip yeniden deneyin." }, { status: 400 });
  const intent = form.get("intent");
  if (!isIntent(intent)) return data({ error: "Bilinmeyen işlem; hiçbir şey değişmedi." }, { status: 400 });
  const handler = HANDLERS[intent];
  let outcome: taxData.TaxDataOutcome;
  try {
    outcome = await handler.run(form, session.admin.email);
  } catch (error) {
    return adminWriteFailed(error, "Değişiklik kaydedilemedi");
  }
  if (!outcome.ok && intent === I.confirmSet) {
    return data({ error: Object.values(outcome.errors)[0] ?? "Kontrol kaydedilemedi; hiçbir şey değişmedi." }, { status: 400 });
  }
  if (!outcome.ok) {
    const refusal: Refusal = { intent, errors: outcome.errors, values: outcome.values, problems: outcome.problems };
    return data({ refusal }, { status: 400 });
  }
  const kind = outcome.setId.split("/")[0] as TaxSetKind;
  const section = intent === I.taxSet || intent === I.confirmSet ? (SECTION_OF_KIND[kind] ?? "ozet") : handler.section;
  const status = outcome.replaced && REPLACEABLE.has(intent) ? `${intent}-degisti` : intent;
  return redirect(taxDataPath(section, { [TAX_DATA_QUERY.status]: status }), 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function TaxDataScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { section, page, gaps, status, calendarChanged, editSet, fixLateRate, editHoliday, deleteHoliday, replaceWage } = loaderData;
  const refusal = actionData && "refusal" in actionData ? actionData.refusal : undefined;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const label = TAX_DATA_SECTIONS.find((s) => s.id === section)?.label ?? "";
  return (
    <>
      <h1>Vergi verileri</h1>
      <nav aria-label="Vergi verileri bölümleri" className="admin-subnav tax-tabs">
        <ul>
          {TAX_DATA_SECTIONS.map((s) => (
            <li key={s.id}>
              <Link
                to={taxDataPath(s.id)}
                className={s.id === section ? "active" : undefined}
                aria-current={s.id === section ? "page" : undefined}
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div role="status" className="admin-status">
        {actionData ? "" : status}
        {!actionData && calendarChanged && (
          <>
            {" "}
            Vergi takviminde oluşturulmuş yılların son günleri bu tatillere göre yeniden hesaplandı (ofisin düzenlemeleri korunur):{" "}
            <Link to={adminPaths.taxCalendar}>Vergi takvimini görün</Link>.
          </>
        )}
      </div>
      <Alert>{error}</Alert>
      {gaps.length > 0 && (
        <div className="tax-gaps">
          {gaps.map((gap) => (
            <p key={gap.text} className={gap.urgent ? "tax-gap tax-gap-urgent" : "tax-gap"}>
              {gap.text}
            </p>
          ))}
        </div>
      )}
      {section !== "ozet" && section !== "mtv" && <h2>{label}</h2>}
      {section === "ozet" && <Overview sets={page.sets} />}
      {section === "gelir-vergisi" && <IncomeTaxSection page={page} editSet={editSet} refusal={refusal} />}
      {section === "kdv" && <VatSection page={page} editSet={editSet} refusal={refusal} />}
      {section === "fatura-siniri" && <InvoiceLimitSection page={page} editSet={editSet} refusal={refusal} />}
      {section === "mtv" && <MtvSection page={page} editSet={editSet} refusal={refusal} />}
      {section === "gecikme" && <LateRateSection page={page} editSet={editSet} fixing={fixLateRate} refusal={refusal} />}
      {section === "tatil" && (
        <HolidaySection page={page} editSet={editSet} editing={editHoliday} deleting={deleteHoliday} refusal={refusal} />
      )}
      {section === "ucret" && <WageSection page={page} editSet={editSet} replacing={replaceWage} refusal={refusal} />}
    </>
  );
}
