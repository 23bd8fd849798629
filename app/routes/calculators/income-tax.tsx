import { data, Link } from "react-router";
import { incomeTaxPage } from "#app/.server/tax/calculators/income-tax-calculator.ts";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { CalculatorOutcomeView, CalculatorSubmit, OUTCOME_ANCHOR } from "#app/components/calculator/CalculatorResult.tsx";
import { metaTags } from "#app/lib/meta.ts";
import { paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/income-tax";

const TITLE = "Gelir vergisi hesaplama";

/** A GET form: the query is the input, the answer (or a 400 refusal) is rendered below the form. */
export async function loader({ url }: Route.LoaderArgs) {
  const page = await incomeTaxPage(url.searchParams);
  const seoFields = seo(pagePath(url), {
    title: pageTitle(TITLE),
    description: "Yıllık gelir vergisi matrahınıza GVK md. 103 tarifesini uygulayın: dilim dilim hesap, yasal dayanak ve kaynak tarihiyle.",
  });
  return data({ ...page, seo: seoFields }, { status: page.outcome.state === "refused" ? 400 : 200 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function IncomeTaxCalculator({ loaderData }: Route.ComponentProps) {
  const { years, incomeKinds, values, outcome } = loaderData;
  const faulty = outcome.state === "refused" ? outcome.field : undefined;
  /** The attributes that tie a field to its hint and, when it is at fault, to the refusal. */
  const fieldAria = (name: string, hint?: string) => ({
    "aria-invalid": faulty === name ? true : undefined,
    "aria-describedby": [faulty === name ? "hesap-hatasi" : undefined, hint].filter(Boolean).join(" ") || undefined,
  });
  const yearKnown = years.some((year) => String(year) === values.yil);
  return (
    <div className="container page-section narrow">
      <p className="page-kicker calc-no-print">
        <Link to={paths.tools}>Araçlar</Link>
      </p>
      <h1>{TITLE}</h1>
      <p>
        Yıllık vergi matrahınıza Gelir Vergisi Kanunu'nun 103. maddesindeki tarifeyi uygular ve hesabı dilim dilim gösterir. Bordro hesabı
        değildir: tek bir yıllık matrah üzerinden hesaplar; asgari ücret istisnası ve aylık kümülatif matrah dikkate alınmaz.
      </p>
      <form method="get" action={`${paths.calculators.incomeTax}#${OUTCOME_ANCHOR}`} className="calc-form">
        <div>
          <label htmlFor="yil">Vergi yılı</label>
          <select id="yil" name="yil" required defaultValue={values.yil} {...fieldAria("yil")}>
            {!yearKnown && <option value={values.yil}>{values.yil || "Seçin"}</option>}
            {years.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <fieldset aria-describedby={faulty === "gelir" ? "hesap-hatasi" : undefined}>
          <legend>Gelir türü</legend>
          {incomeKinds.map((kind) => (
            <div className="calc-choice" key={kind.value}>
              <input
                type="radio"
                id={`gelir-${kind.value}`}
                name="gelir"
                value={kind.value}
                required
                defaultChecked={values.gelir === kind.value}
                aria-invalid={faulty === "gelir" ? true : undefined}
              />
              <label htmlFor={`gelir-${kind.value}`}>{kind.label}</label>
            </div>
          ))}
        </fieldset>
        <div>
          <label htmlFor="matrah">Yıllık vergi matrahı (TL)</label>
          <input
            type="text"
            id="matrah"
            name="matrah"
            required
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            defaultValue={values.matrah}
            {...fieldAria("matrah", "matrah-ipucu")}
          />
          <p className="calc-hint" id="matrah-ipucu">
            Örnek yazımlar: 1.234.567,89 · 1234567,89 · 1234567.89
          </p>
        </div>
        <CalculatorSubmit />
      </form>
      <CalculatorOutcomeView title={TITLE} outcome={outcome} />
    </div>
  );
}
