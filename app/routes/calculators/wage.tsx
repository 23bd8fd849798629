import { data } from "react-router";
import { MONTH_PARAMS, wagePage } from "#app/.server/tax/calculators/wage-calculator.ts";
import { MONTH_NAMES } from "#app/.server/tax/calculators/wage-format.ts";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { CalculatorMethod, CalculatorPage } from "#app/components/calculator/CalculatorPage.tsx";
import { CalculatorField, ChoiceGroup, faultyField, OptionSelect, serverCheckedFields } from "#app/components/calculator/fields.tsx";
import { MonthAmounts } from "#app/components/calculator/MonthAmounts.tsx";
import { metaTags } from "#app/lib/meta.ts";
import { paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/wage";

const TITLE = "Brütten nete, netten brüte ücret hesaplama";

/** GET /araclar/net-brut-ucret?yil=&brut= (or &net=)&ay1…ay12=&onceki=&indirim=: the form, and its result or refusal (400). */
export async function loader({ url }: Route.LoaderArgs) {
  const page = await wagePage(url.searchParams);
  const seoFields = await seo(pagePath(url), {
    title: await pageTitle("Net brüt ücret hesaplama"),
    description:
      "Brüt ücretten net ücreti ya da istenen netten brüt ücreti 12 ay boyunca kümülatif matrahla, asgari ücret istisnasıyla ve işverene maliyetiyle kuruşu kuruşuna hesaplayın.",
  });
  return data(
    { ...page, monthNames: MONTH_NAMES, monthParams: MONTH_PARAMS, seo: seoFields },
    {
      status: page.outcome.state === "refused" ? 400 : 200,
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function WageCalculator({ loaderData }: Route.ComponentProps) {
  const { years, discountOptions, values, outcome, monthNames, monthParams } = loaderData;
  const fault = faultyField(outcome);
  const field = serverCheckedFields("ucret", values, fault);
  const detailsOpen = ([...monthParams, "onceki"] as const).some((name) => values[name] !== "" || fault === name);
  return (
    <CalculatorPage
      title={TITLE}
      intro="Aylık brüt ücretten net ücreti ya da elinize geçmesini istediğiniz net ücretten brüt ücreti, yılın 12 ayı için kümülatif gelir vergisi matrahıyla, asgari ücret istisnalarıyla ve işverene maliyetiyle hesaplar. Her ay tam ay (30 gün) kabul edilir."
      introOnScreenOnly
      action={paths.calculators.wage}
      serverChecked
      outcome={outcome}
      method={
        <CalculatorMethod id="ucret-nasil">
          <li>
            <strong>Primler:</strong> SGK işçi payı ve işsizlik sigortası işçi payı, brüt ücretin SGK taban ve tavanı arasına çekilmiş hâli
            (prime esas kazanç) üzerinden hesaplanır.
          </li>
          <li>
            <strong>Gelir vergisi:</strong> matrah, brüt ücretten işçi primleri düşülerek bulunur; vergi, yılbaşından bu yana biriken
            (kümülatif) matraha ücret tarifesi uygulanarak aylık fark olarak hesaplanır.
          </li>
          <li>
            <strong>Asgari ücret istisnası:</strong> her ay, asgari ücretin kendi kümülatif matrahı üzerinden o ay için hesaplanan vergi
            kadar gelir vergisi ve asgari ücretin damga vergisi kadar damga vergisi istisnası uygulanır; istisna hesaplanan vergiyi aşamaz.
          </li>
          <li>
            <strong>Netten brüte:</strong> her ay için, o ayın kümülatif matrahıyla istenen net ücreti kuruşu kuruşuna veren en küçük brüt
            ücret bulunur.
          </li>
        </CalculatorMethod>
      }
    >
      <OptionSelect
        name="yil"
        label="Yıl"
        options={years.map((year) => ({ value: String(year), label: year }))}
        value={values.yil}
        unknownLabel={values.yil || "Seçin"}
        faulty={fault}
      />
      <fieldset>
        <legend>Aylık ücret: brüt ya da net, yalnızca birini yazın</legend>
        <div className="calc-form-stack">
          <CalculatorField
            {...field("brut")}
            label="Aylık brüt ücret (TL)"
            hint="Brütten nete hesap için, ör. 100.000 ya da 100000,00."
            inputMode="decimal"
          />
          <CalculatorField
            {...field("net")}
            label="İstenen aylık net ücret (TL)"
            hint="Netten brüte hesap için, ör. 75.953,03: her ayın brüt ücreti bu neti verecek şekilde bulunur."
            inputMode="decimal"
          />
        </div>
      </fieldset>
      <MonthAmounts
        months={monthParams.map((name, index) => ({ name, label: monthNames[index]! }))}
        values={values}
        faulty={fault}
        open={detailsOpen}
      >
        <CalculatorField
          {...field("onceki")}
          label="Önceki işverenlerden bu yılki kümülatif gelir vergisi matrahı (TL)"
          hint="Yıl içinde iş değiştirdiyseniz önceki bordronuzdaki kümülatif matrah; bu işe başlamadan önceki aylara 0 yazın."
          inputMode="decimal"
        />
      </MonthAmounts>
      <ChoiceGroup
        name="indirim"
        legend="İşverenin Hazine indirimi (5510 sayılı Kanun md. 81/ı)"
        hint="İşveren SGK payından düşülen puan; işverene maliyet tablosunda uygulanır."
        options={discountOptions}
        value={values.indirim}
        required={false}
        faulty={fault}
      />
    </CalculatorPage>
  );
}
