import { data, Link } from "react-router";
import { mtvPage } from "#app/.server/tax/calculators/mtv-calculator.ts";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { CalculatorOutcomeView, CalculatorSubmit, OUTCOME_ANCHOR } from "#app/components/calculator/CalculatorResult.tsx";
import { metaTags } from "#app/lib/meta.ts";
import { paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/mtv";

const TITLE = "Motorlu taşıtlar vergisi (MTV) hesaplama";

/** The `tur` values (as MTV_KINDS in .server/tax/calculators/mtv-calculator.ts reads them). */
const MTV_KINDS = { combustion: "benzinli-dizel", electric: "elektrikli" } as const;

/** GET /araclar/mtv?yil=&tescil=&model=&silindir=&deger=&tur=: the form, and its result or refusal (400). */
export async function loader({ url }: Route.LoaderArgs) {
  const { values, outcome } = await mtvPage(url.searchParams);
  const page = {
    values,
    outcome,
    seo: seo(pagePath(url), {
      title: pageTitle("MTV hesaplama"),
      description:
        "Otomobilinizin yıllık motorlu taşıtlar vergisini ve Ocak–Temmuz taksitlerini (I) ve (I/A) sayılı tarifelerden, adım adım ve yasal dayanağıyla hesaplayın.",
    }),
  };
  return data(page, { status: outcome.state === "refused" ? 400 : 200 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

interface FieldProps {
  name: "yil" | "tescil" | "model" | "silindir" | "deger";
  label: string;
  hint: string;
  value: string;
  error: boolean;
  inputMode: "numeric" | "decimal";
}

/** A text field with its hint; when it is the field at fault, it points to the refusal. */
function Field({ name, label, hint, value, error, inputMode }: FieldProps) {
  const id = `mtv-${name}`;
  return (
    <div className={error ? "has-error" : undefined}>
      <label htmlFor={id}>{label}</label>
      <input
        type="text"
        id={id}
        name={name}
        defaultValue={value}
        inputMode={inputMode}
        autoComplete="off"
        maxLength={40}
        aria-invalid={error || undefined}
        aria-describedby={error ? `${id}-ipucu hesap-hatasi` : `${id}-ipucu`}
      />
      <p className="calc-hint" id={`${id}-ipucu`}>
        {hint}
      </p>
    </div>
  );
}

export default function MtvCalculator({ loaderData }: Route.ComponentProps) {
  const { values, outcome } = loaderData;
  const fault = outcome.state === "refused" ? outcome.field : undefined;
  const field = (name: FieldProps["name"]) => ({ name, value: values[name], error: fault === name });
  return (
    <div className="container page-section narrow">
      <p className="page-kicker calc-no-print">
        <Link to={paths.tools}>Araçlar</Link>
      </p>
      <h1>{TITLE}</h1>
      <p className="calc-no-print">
        Otomobilinizin yıllık motorlu taşıtlar vergisini ve taksitlerini, tarifenin hangi satırının neden uygulandığıyla birlikte hesaplar.
        Kapsam: silindir hacmi olan otomobiller, (I) ve (I/A) sayılı tarifeler. Yalnızca elektrikli otomobiller, motosikletler ve (II)
        sayılı tarifedeki taşıtlar (minibüs, kamyonet…) kapsam dışındadır.
      </p>
      <form method="get" action={`${paths.calculators.mtv}#${OUTCOME_ANCHOR}`} className="calc-form" noValidate>
        <fieldset className={fault === "tur" ? "has-error" : undefined} aria-describedby={fault === "tur" ? "hesap-hatasi" : undefined}>
          <legend>Motor türü</legend>
          <div className="calc-choice">
            <input
              type="radio"
              id="mtv-tur-benzinli"
              name="tur"
              value={MTV_KINDS.combustion}
              defaultChecked={values.tur !== MTV_KINDS.electric}
            />
            <label htmlFor="mtv-tur-benzinli">Benzinli, dizel veya LPG'li (silindir hacmine göre)</label>
          </div>
          <div className="calc-choice">
            <input
              type="radio"
              id="mtv-tur-elektrikli"
              name="tur"
              value={MTV_KINDS.electric}
              defaultChecked={values.tur === MTV_KINDS.electric}
              aria-invalid={fault === "tur" || undefined}
            />
            <label htmlFor="mtv-tur-elektrikli">Yalnızca elektrikli</label>
          </div>
        </fieldset>
        <Field {...field("yil")} label="Vergi yılı" hint="Vergisini hesapladığınız yıl, ör. 2026." inputMode="numeric" />
        <Field {...field("model")} label="Model yılı" hint="Tescil belgesinde yazan model yılı." inputMode="numeric" />
        <Field
          {...field("tescil")}
          label="İlk tescil yılı"
          hint="Taşıtın Türkiye'de ilk kez tescil edildiği yıl; 2018 ve sonrası (I), öncesi (I/A) sayılı tarifeye girer."
          inputMode="numeric"
        />
        <Field
          {...field("silindir")}
          label="Motor silindir hacmi (cm³)"
          hint="Tescil belgesindeki silindir hacmi, ör. 1498."
          inputMode="numeric"
        />
        <Field
          {...field("deger")}
          label="Taşıt değeri (TL)"
          hint="Yalnızca 2018 ve sonrasında ilk tescil edilenler için: ilk iktisaptaki değer (KDV hariç, ÖTV dahil), ör. 500.000 veya 500000,00."
          inputMode="decimal"
        />
        <CalculatorSubmit />
      </form>
      <CalculatorOutcomeView title={TITLE} outcome={outcome} />
      <section className="calc-no-print" aria-labelledby="mtv-nasil">
        <h2 id="mtv-nasil">Nasıl hesaplanır?</h2>
        <ul>
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
        </ul>
      </section>
    </div>
  );
}
