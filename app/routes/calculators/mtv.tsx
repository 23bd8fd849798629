import { data } from "react-router";
import { mtvPage } from "#app/.server/tax/calculators/mtv-calculator.ts";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { CalculatorMethod, CalculatorPage } from "#app/components/calculator/CalculatorPage.tsx";
import { CalculatorField, faultyField, KindChoice, serverCheckedFields } from "#app/components/calculator/fields.tsx";
import { metaTags } from "#app/lib/meta.ts";
import { paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/mtv";

const TITLE = "Motorlu taşıtlar vergisi (MTV) hesaplama";

/** The `tur` values (as MTV_KINDS in .server/tax/calculators/mtv-calculator.ts reads them). */
const MTV_KINDS = { combustion: "benzinli-dizel", electric: "elektrikli" } as const;

/** GET /araclar/mtv?yil=&tescil=&model=&silindir=&deger=&tur=: the form, and its result or refusal (400). */
export async function loader({ url }: Route.LoaderArgs) {
  const page = await mtvPage(url.searchParams);
  const seoFields = await seo(pagePath(url), {
    title: await pageTitle("MTV hesaplama"),
    description:
      "Otomobilinizin yıllık motorlu taşıtlar vergisini ve Ocak–Temmuz taksitlerini (I) ve (I/A) sayılı tarifelerden, adım adım ve yasal dayanağıyla hesaplayın.",
  });
  return data({ ...page, seo: seoFields }, { status: page.outcome.state === "refused" ? 400 : 200 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function MtvCalculator({ loaderData }: Route.ComponentProps) {
  const { values, outcome } = loaderData;
  const fault = faultyField(outcome);
  const field = serverCheckedFields("mtv", values, fault);
  return (
    <CalculatorPage
      title={TITLE}
      intro="Otomobilinizin yıllık motorlu taşıtlar vergisini ve taksitlerini, tarifenin hangi satırının neden uygulandığıyla birlikte hesaplar. Kapsam: silindir hacmi olan otomobiller, (I) ve (I/A) sayılı tarifeler. Yalnızca elektrikli otomobiller, motosikletler ve (II) sayılı tarifedeki taşıtlar (minibüs, kamyonet…) kapsam dışındadır."
      introOnScreenOnly
      action={paths.calculators.mtv}
      serverChecked
      outcome={outcome}
      method={
        <CalculatorMethod id="mtv-nasil">
          <li>
            <strong>Tarife:</strong> 1.1.2018 ve sonrasında ilk kez tescil edilen otomobiller (I) sayılı tarifeye (MTVK md. 5), daha önce
            tescil edilenler (I/A) sayılı tarifeye (MTVK geçici md. 8) girer.
          </li>
          <li>
            <strong>Yaş:</strong> vergi yılı − model yılı + 1; taşıt model yılında bir yaşında kabul edilir (MTVK md. 11).
          </li>
          <li>
            <strong>Satır:</strong> (I) sayılı tarifede satır, taşıt değerinin ilk tescil yılının sınırlarıyla karşılaştırılmasıyla bulunur
            ve sonraki yıllarda da aynı kalır (MTVK md. 5). Bir yılın sınırları verilerimizde yoksa hesap yapmayız.
          </li>
          <li>
            <strong>Ödeme:</strong> vergi Ocak ve Temmuz aylarında iki eşit taksitte, ayın son gününe kadar ödenir (MTVK md. 9); son gün
            hafta sonuna veya resmî tatile rastlarsa süre izleyen ilk iş günü biter (VUK md. 18).
          </li>
        </CalculatorMethod>
      }
    >
      <KindChoice
        legend="Motor türü"
        error={fault === "tur"}
        options={[
          {
            id: "mtv-tur-benzinli",
            value: MTV_KINDS.combustion,
            label: "Benzinli, dizel veya LPG'li (silindir hacmine göre)",
            checked: values.tur !== MTV_KINDS.electric,
          },
          // The refusal that names the kind is, but for a tampered query, the one of electric cars (out of scope).
          {
            id: "mtv-tur-elektrikli",
            value: MTV_KINDS.electric,
            label: "Yalnızca elektrikli",
            checked: values.tur === MTV_KINDS.electric,
            refusedChoice: true,
          },
        ]}
      />
      <CalculatorField {...field("yil")} label="Vergi yılı" hint="Vergisini hesapladığınız yıl, ör. 2026." inputMode="numeric" />
      <CalculatorField {...field("model")} label="Model yılı" hint="Tescil belgesinde yazan model yılı." inputMode="numeric" />
      <CalculatorField
        {...field("tescil")}
        label="İlk tescil yılı"
        hint="Taşıtın Türkiye'de ilk kez tescil edildiği yıl; 2018 ve sonrası (I), öncesi (I/A) sayılı tarifeye girer."
        inputMode="numeric"
      />
      <CalculatorField
        {...field("silindir")}
        label="Motor silindir hacmi (cm³)"
        hint="Tescil belgesindeki silindir hacmi, ör. 1498."
        inputMode="numeric"
      />
      <CalculatorField
        {...field("deger")}
        label="Taşıt değeri (TL)"
        hint="Yalnızca 2018 ve sonrasında ilk tescil edilenler için: ilk iktisaptaki değer (KDV hariç, ÖTV dahil), ör. 500.000 veya 500000,00."
        inputMode="decimal"
      />
    </CalculatorPage>
  );
}
