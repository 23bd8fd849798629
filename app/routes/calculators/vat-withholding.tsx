import { data, Link } from "react-router";
import { vatWithholdingPage } from "#app/.server/tax/calculators/vat-withholding-calculator.ts";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { CalculatorOutcomeView, CalculatorSubmit, OUTCOME_ANCHOR } from "#app/components/calculator/CalculatorResult.tsx";
import { metaTags } from "#app/lib/meta.ts";
import { paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/vat-withholding";

const TITLE = "KDV tevkifatı hesaplama";

/** A GET form: the query is the input, the answer (or a 400 refusal) is rendered below the form. */
export async function loader({ url }: Route.LoaderArgs) {
  const page = await vatWithholdingPage(url.searchParams);
  const seoFields = seo(pagePath(url), {
    title: pageTitle(TITLE),
    description:
      "601–627 kodlu kısmi KDV tevkifatı: alıcının tevkif edeceği KDV, satıcının tahsil edeceği ve beyan edeceği tutar, fatura düzenleme sınırı ve yasal dayanağıyla.",
  });
  return data({ ...page, seo: seoFields }, { status: page.outcome.state === "refused" ? 400 : 200 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function VatWithholdingCalculator({ loaderData }: Route.ComponentProps) {
  const { codes, rates, buyers, answers, values, outcome } = loaderData;
  const faulty = outcome.state === "refused" ? outcome.field : undefined;
  /** Ties a control to its hint and, when it is at fault, to the refusal. */
  const fieldAria = (name: string, hint?: string) => ({
    "aria-invalid": faulty === name ? true : undefined,
    "aria-describedby": [faulty === name ? "hesap-hatasi" : undefined, hint].filter(Boolean).join(" ") || undefined,
  });
  /** A radio group: the fieldset names the refusal and its hint; each radio is marked invalid. */
  const radios = (name: "alici" | "bedel" | "liste", legend: string, options: { value: string; label: string }[], hint?: string) => (
    <fieldset
      aria-describedby={
        [faulty === name ? "hesap-hatasi" : undefined, hint ? `${name}-ipucu` : undefined].filter(Boolean).join(" ") || undefined
      }
    >
      <legend>{legend}</legend>
      {hint && (
        <p className="calc-hint" id={`${name}-ipucu`}>
          {hint}
        </p>
      )}
      {options.map((option) => (
        <div className="calc-choice" key={option.value || "bos"}>
          <input
            type="radio"
            id={`${name}-${option.value || "bos"}`}
            name={name}
            value={option.value}
            required={name === "alici"}
            defaultChecked={values[name] === option.value}
            aria-invalid={faulty === name ? true : undefined}
          />
          <label htmlFor={`${name}-${option.value || "bos"}`}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  );
  const notAsked = { value: "", label: "Bu işlemde sorulmuyor" };
  const codeKnown = codes.some((code) => String(code.code) === values.kod);
  const rateKnown = rates.includes(values.kdv);
  return (
    <div className="container page-section narrow">
      <p className="page-kicker calc-no-print">
        <Link to={paths.tools}>Araçlar</Link>
      </p>
      <h1>{TITLE}</h1>
      <p>
        601–627 kodlu kısmi tevkifatta alıcının tevkif edeceği KDV'yi, satıcının tahsil edeceği tutarı ve beyan edeceği KDV'yi hesaplar;
        faturanın yılındaki fatura düzenleme sınırını dikkate alır. Tam tevkifat (801–825) ve KDV'den istisna işlemler kapsam dışıdır.
      </p>
      <form method="get" action={`${paths.calculators.vatWithholding}#${OUTCOME_ANCHOR}`} className="calc-form">
        <div>
          <label htmlFor="tarih">Fatura tarihi</label>
          <input type="date" id="tarih" name="tarih" required defaultValue={values.tarih} {...fieldAria("tarih")} />
        </div>
        <div>
          <label htmlFor="kod">Tevkifat kodu</label>
          <select id="kod" name="kod" required defaultValue={values.kod} {...fieldAria("kod")}>
            {!codeKnown && <option value={values.kod}>{values.kod || "Seçin"}</option>}
            {codes.map((code) => (
              <option key={code.code} value={String(code.code)}>
                {code.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="tutar">KDV hariç bedel (TL)</label>
          <input
            type="text"
            id="tutar"
            name="tutar"
            required
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            defaultValue={values.tutar}
            {...fieldAria("tutar", "tutar-ipucu")}
          />
          <p className="calc-hint" id="tutar-ipucu">
            Aynı işleme ait faturaların toplamını girin. Örnek yazımlar: 20.000,00 · 20000,00 · 20000.00
          </p>
        </div>
        <div>
          <label htmlFor="kdv">KDV oranı</label>
          <select id="kdv" name="kdv" required defaultValue={values.kdv} {...fieldAria("kdv")}>
            {!rateKnown && <option value={values.kdv}>{values.kdv ? `%${values.kdv.replace(/^%/, "")}` : "Seçin"}</option>}
            {rates.map((rate) => (
              <option key={rate} value={rate}>
                %{rate}
              </option>
            ))}
          </select>
        </div>
        {radios("alici", "Alıcı", buyers)}
        <div className="calc-choice">
          <input
            type="checkbox"
            id="satici"
            name="satici"
            value="belirlenmis"
            defaultChecked={values.satici === "belirlenmis"}
            {...fieldAria("satici", "satici-ipucu")}
          />
          <label htmlFor="satici">Satıcı da belirlenmiş alıcılardan biri</label>
          <p className="calc-hint" id="satici-ipucu">
            Belirlenmiş alıcıların satışlarında tevkifat yapılmaz; profesyonel spor kulüplerinin belirlenmiş alıcılara yaptıkları bunun
            dışındadır.
          </p>
        </div>
        {radios(
          "bedel",
          "KDV dahil iş bedeli 5 milyon TL veya üzerinde mi?",
          [notAsked, ...answers],
          "Yalnızca 601 (yapım işleri) kodunda, alıcı KDV mükellefiyse sorulur.",
        )}
        {radios(
          "liste",
          "Alıcı, kodun saydığı kurumlardan mı?",
          [notAsked, ...answers],
          "616: KDV Genel Uygulama Tebliği I/C-2.1.3.2.13'te sayılan kurumlar (kamu idareleri, KİT'ler, bankalar, sigorta şirketleri…); 626: Devlet Malzeme Ofisi. Diğer kodlarda sorulmaz.",
        )}
        <CalculatorSubmit />
      </form>
      <CalculatorOutcomeView title={TITLE} outcome={outcome} />
    </div>
  );
}
