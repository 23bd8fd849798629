import { data } from "react-router";
import { SEVERANCE_NOTES, severancePage } from "#app/.server/tax/calculators/severance-calculator.ts";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { CalculatorNotes } from "#app/components/calculator/CalculatorNotes.tsx";
import { CalculatorPage } from "#app/components/calculator/CalculatorPage.tsx";
import { CheckboxField } from "#app/components/calculator/CheckboxField.tsx";
import { CalculatorField, faultyField, serverCheckedFields } from "#app/components/calculator/fields.tsx";
import { metaTags } from "#app/lib/meta.ts";
import { paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/severance";

const TITLE = "Kıdem ve ihbar tazminatı hesaplama";

/** GET /araclar/kidem-ihbar?giris=&cikis=&brut=&ek=&ihbar=1&matrah=: the form, and its result or refusal (400). */
export async function loader({ url }: Route.LoaderArgs) {
  const page = await severancePage(url.searchParams);
  const seoFields = await seo(pagePath(url), {
    title: await pageTitle("Kıdem ve ihbar tazminatı hesaplama"),
    description:
      "Kıdem tazminatını çıkış tarihinde geçerli tavanla, ihbar tazminatını bildirim süresi, gelir vergisi ve damga vergisiyle adım adım hesaplayın.",
  });
  return data({ ...page, notes: SEVERANCE_NOTES, seo: seoFields }, { status: page.outcome.state === "refused" ? 400 : 200 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function SeveranceCalculator({ loaderData }: Route.ComponentProps) {
  const { values, outcome, notes } = loaderData;
  const fault = faultyField(outcome);
  const field = serverCheckedFields("kidem", values, fault);
  return (
    <CalculatorPage
      title={TITLE}
      intro="İşe giriş ve çıkış tarihinden, son aylık brüt ücretten ve düzenli yan haklardan kıdem tazminatını; istenirse ihbar tazminatını, gelir vergisi ve damga vergisi kesintileriyle adım adım hesaplar. Kıdem tazminatı, çıkış tarihinde geçerli tavanla sınırlanır."
      introOnScreenOnly
      action={paths.calculators.severance}
      serverChecked
      outcome={outcome}
      method={<CalculatorNotes id="kidem-esaslar" title="Hesaplama esasları" notes={notes} />}
    >
      <CalculatorField {...field("giris")} type="date" label="İşe giriş tarihi" hint="Ör. 15.01.2016." />
      <CalculatorField
        {...field("cikis")}
        type="date"
        label="İşten çıkış tarihi"
        hint="İş sözleşmesinin sona erdiği gün, ör. 15.01.2026. Kıdem tazminatı tavanı bu tarihe göre belirlenir."
      />
      <CalculatorField
        {...field("brut")}
        label="Aylık brüt ücret (TL)"
        hint="Son aylık brüt ücret; ör. 65.000, 65000,00 veya 65000.00."
        inputMode="decimal"
      />
      <CalculatorField
        {...field("ek")}
        label="Yan hakların aylık tutarı (TL, isteğe bağlı)"
        hint="Düzenli ödenen yemek, yol, prim, ikramiye gibi para ve parayla ölçülebilen menfaatlerin aylık karşılığı (giydirilmiş ücret için). Yoksa boş bırakın."
        inputMode="decimal"
      />
      <CheckboxField
        id="kidem-ihbar"
        name="ihbar"
        label="İhbar tazminatı da hesaplansın"
        hint="Sözleşme bildirim süresine uyulmadan feshedildiyse işaretleyin: ihbar tazminatı, bildirim süresinin ücretidir."
        checked={values.ihbar === "1"}
        error={fault === "ihbar"}
      />
      <CalculatorField
        {...field("matrah")}
        label="Kümülatif gelir vergisi matrahı (TL, isteğe bağlı)"
        hint="Yalnızca ihbar tazminatının vergisi için: çıkış yılında ihbardan önce oluşan gelir vergisi matrahı. Boş bırakılırsa Ocak ayından çıkış ayına kadar (çıkış ayı dahil) her ay aynı brüt ücret ödenmiş sayılır."
        inputMode="decimal"
      />
    </CalculatorPage>
  );
}
