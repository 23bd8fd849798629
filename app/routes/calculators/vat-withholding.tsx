import { data } from "react-router";
import { vatWithholdingPage } from "#app/.server/tax/calculators/vat-withholding-calculator.ts";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { CalculatorPage } from "#app/components/calculator/CalculatorPage.tsx";
import { AmountField, ChoiceGroup, faultAria, faultyField, OptionSelect } from "#app/components/calculator/fields.tsx";
import { metaTags } from "#app/lib/meta.ts";
import { paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/vat-withholding";

const TITLE = "KDV tevkifatı hesaplama";

/** A GET form: the query is the input, the answer (or a 400 refusal) is rendered below the form. */
export async function loader({ url }: Route.LoaderArgs) {
  const page = await vatWithholdingPage(url.searchParams);
  const seoFields = await seo(pagePath(url), {
    title: await pageTitle(TITLE),
    description:
      "601–627 kodlu kısmi KDV tevkifatı: alıcının tevkif edeceği KDV, satıcının tahsil edeceği ve beyan edeceği tutar, fatura düzenleme sınırı ve yasal dayanağıyla.",
  });
  return data({ ...page, seo: seoFields }, { status: page.outcome.state === "refused" ? 400 : 200 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function VatWithholdingCalculator({ loaderData }: Route.ComponentProps) {
  const { codes, rates, buyers, answers, values, outcome } = loaderData;
  const faulty = faultyField(outcome);
  const notAsked = { value: "", label: "Bu işlemde sorulmuyor" };
  return (
    <CalculatorPage
      title={TITLE}
      intro="601–627 kodlu kısmi tevkifatta alıcının tevkif edeceği KDV'yi, satıcının tahsil edeceği tutarı ve beyan edeceği KDV'yi hesaplar; faturanın yılındaki fatura düzenleme sınırını dikkate alır. Tam tevkifat (801–825) ve KDV'den istisna işlemler kapsam dışıdır."
      action={paths.calculators.vatWithholding}
      outcome={outcome}
    >
      <div>
        <label htmlFor="tarih">Fatura tarihi</label>
        <input type="date" id="tarih" name="tarih" required defaultValue={values.tarih} {...faultAria(faulty, "tarih")} />
      </div>
      <OptionSelect
        name="kod"
        label="Tevkifat kodu"
        options={codes.map((code) => ({ value: String(code.code), label: code.label }))}
        value={values.kod}
        unknownLabel={values.kod || "Seçin"}
        faulty={faulty}
      />
      <AmountField
        name="tutar"
        label="KDV hariç bedel (TL)"
        hint="Aynı işleme ait faturaların toplamını girin. Örnek yazımlar: 20.000,00 · 20000,00 · 20000.00"
        value={values.tutar}
        faulty={faulty}
      />
      <OptionSelect
        name="kdv"
        label="KDV oranı"
        options={rates.map((rate) => ({ value: rate, label: <>%{rate}</> }))}
        value={values.kdv}
        unknownLabel={values.kdv ? `%${values.kdv.replace(/^%/, "")}` : "Seçin"}
        faulty={faulty}
      />
      <ChoiceGroup name="alici" legend="Alıcı" options={buyers} value={values.alici} required faulty={faulty} />
      <div className="calc-choice">
        <input
          type="checkbox"
          id="satici"
          name="satici"
          value="belirlenmis"
          defaultChecked={values.satici === "belirlenmis"}
          {...faultAria(faulty, "satici", "satici-ipucu")}
        />
        <label htmlFor="satici">Satıcı da belirlenmiş alıcılardan biri</label>
        <p className="calc-hint" id="satici-ipucu">
          Belirlenmiş alıcıların satışlarında tevkifat yapılmaz; profesyonel spor kulüplerinin belirlenmiş alıcılara yaptıkları bunun
          dışındadır.
        </p>
      </div>
      <ChoiceGroup
        name="bedel"
        legend="KDV dahil iş bedeli 5 milyon TL veya üzerinde mi?"
        options={[notAsked, ...answers]}
        value={values.bedel}
        required={false}
        hint="Yalnızca 601 (yapım işleri) kodunda, alıcı KDV mükellefiyse sorulur."
        faulty={faulty}
      />
      <ChoiceGroup
        name="liste"
        legend="Alıcı, kodun saydığı kurumlardan mı?"
        options={[notAsked, ...answers]}
        value={values.liste}
        required={false}
        hint="616: KDV Genel Uygulama Tebliği I/C-2.1.3.2.13'te sayılan kurumlar (kamu idareleri, KİT'ler, bankalar, sigorta şirketleri…); 626: Devlet Malzeme Ofisi. Diğer kodlarda sorulmaz."
        faulty={faulty}
      />
    </CalculatorPage>
  );
}
