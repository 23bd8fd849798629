import { data } from "react-router";
import { incomeTaxPage } from "#app/.server/tax/calculators/income-tax-calculator.ts";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { CalculatorPage } from "#app/components/calculator/CalculatorPage.tsx";
import { AmountField, ChoiceGroup, faultyField, OptionSelect } from "#app/components/calculator/fields.tsx";
import { metaTags } from "#app/lib/meta.ts";
import { paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/income-tax";

const TITLE = "Gelir vergisi hesaplama";

/** A GET form: the query is the input, the answer (or a 400 refusal) is rendered below the form. */
export async function loader({ url }: Route.LoaderArgs) {
  const page = await incomeTaxPage(url.searchParams);
  const seoFields = await seo(pagePath(url), {
    title: await pageTitle(TITLE),
    description: "Yıllık gelir vergisi matrahınıza GVK md. 103 tarifesini uygulayın: dilim dilim hesap, yasal dayanak ve kaynak tarihiyle.",
  });
  return data({ ...page, seo: seoFields }, { status: page.outcome.state === "refused" ? 400 : 200 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function IncomeTaxCalculator({ loaderData }: Route.ComponentProps) {
  const { years, incomeKinds, values, outcome } = loaderData;
  const faulty = faultyField(outcome);
  return (
    <CalculatorPage
      title={TITLE}
      intro="Yıllık vergi matrahınıza Gelir Vergisi Kanunu'nun 103. maddesindeki tarifeyi uygular ve hesabı dilim dilim gösterir. Bordro hesabı değildir: tek bir yıllık matrah üzerinden hesaplar; asgari ücret istisnası ve aylık kümülatif matrah dikkate alınmaz."
      action={paths.calculators.incomeTax}
      outcome={outcome}
    >
      <OptionSelect
        name="yil"
        label="Vergi yılı"
        options={years.map((year) => ({ value: String(year), label: year }))}
        value={values.yil}
        unknownLabel={values.yil || "Seçin"}
        faulty={faulty}
      />
      <ChoiceGroup name="gelir" legend="Gelir türü" options={incomeKinds} value={values.gelir} required faulty={faulty} />
      <AmountField
        name="matrah"
        label="Yıllık vergi matrahı (TL)"
        hint="Örnek yazımlar: 1.234.567,89 · 1234567,89 · 1234567.89"
        value={values.matrah}
        faulty={faulty}
      />
    </CalculatorPage>
  );
}
