import { data, Link } from "react-router";
import { latePaymentPage } from "#app/.server/tax/calculators/late-payment-calculator.ts";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { CalculatorOutcomeView, CalculatorSubmit, OUTCOME_ANCHOR } from "#app/components/calculator/CalculatorResult.tsx";
import { metaTags } from "#app/lib/meta.ts";
import { paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/late-payment";

const TITLE = "Gecikme zammı ve gecikme faizi hesaplama";

/** GET /araclar/gecikme-zammi?tutar=&vade=&odeme=&tur=zam|faiz: the form, and its result or refusal (400). */
export async function loader({ url }: Route.LoaderArgs) {
  const { values, outcome } = await latePaymentPage(url.searchParams);
  const page = {
    values,
    outcome,
    seo: seo(pagePath(url), {
      title: pageTitle("Gecikme zammı hesaplama"),
      description:
        "Vadesinde ödenmeyen vergi için gecikme zammını (6183 s.K. md. 51) veya gecikme faizini (VUK md. 112), dönemin oranlarıyla adım adım hesaplayın.",
    }),
  };
  return data(page, { status: outcome.state === "refused" ? 400 : 200 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

interface FieldProps {
  name: "tutar" | "vade" | "odeme";
  label: string;
  hint: string;
  value: string;
  error: boolean;
  type: "text" | "date";
}

/** A field with its hint; when it is the field at fault, it points to the refusal. */
function Field({ name, label, hint, value, error, type }: FieldProps) {
  const id = `gecikme-${name}`;
  return (
    <div className={error ? "has-error" : undefined}>
      <label htmlFor={id}>{label}</label>
      <input
        type={type}
        id={id}
        name={name}
        defaultValue={value}
        inputMode={type === "text" ? "decimal" : undefined}
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

export default function LatePaymentCalculator({ loaderData }: Route.ComponentProps) {
  const { values, outcome } = loaderData;
  const fault = outcome.state === "refused" ? outcome.field : undefined;
  const field = (name: FieldProps["name"]) => ({ name, value: values[name], error: fault === name });
  const kind = values.tur === "faiz" ? "faiz" : "zam";
  return (
    <div className="container page-section narrow">
      <p className="page-kicker calc-no-print">
        <Link to={paths.tools}>Araçlar</Link>
      </p>
      <h1>{TITLE}</h1>
      <p className="calc-no-print">
        Vadesinde ödenmeyen bir amme alacağı için gecikme zammını, ya da ikmalen, re'sen veya idarece tarh edilen bir vergi için gecikme
        faizini, her dönemi o dönemde yürürlükte olan aylık oranla hesaplar.
      </p>
      <form method="get" action={`${paths.calculators.latePayment}#${OUTCOME_ANCHOR}`} className="calc-form" noValidate>
        <fieldset className={fault === "tur" ? "has-error" : undefined} aria-describedby={fault === "tur" ? "hesap-hatasi" : undefined}>
          <legend>Hesap</legend>
          <div className="calc-choice">
            <input type="radio" id="gecikme-tur-zam" name="tur" value="zam" defaultChecked={kind === "zam"} />
            <label htmlFor="gecikme-tur-zam">Gecikme zammı (6183 s.K. md. 51)</label>
          </div>
          <div className="calc-choice">
            <input type="radio" id="gecikme-tur-faiz" name="tur" value="faiz" defaultChecked={kind === "faiz"} />
            <label htmlFor="gecikme-tur-faiz">Gecikme faizi (VUK md. 112)</label>
          </div>
        </fieldset>
        <Field {...field("tutar")} type="text" label="Asıl tutar (TL)" hint="Ör. 10.000, 10000,00 veya 10000.00." />
        <Field {...field("vade")} type="date" label="Vade tarihi" hint="Ödemenin son günü, ör. 26.01.2026." />
        <Field
          {...field("odeme")}
          type="date"
          label="Ödeme tarihi"
          hint="Gecikme zammında ödeme günü, gecikme faizinde tahakkuk tarihi; ör. 10.03.2026."
        />
        <CalculatorSubmit />
      </form>
      <CalculatorOutcomeView title={TITLE} outcome={outcome} />
      <section className="calc-no-print" aria-labelledby="gecikme-nasil">
        <h2 id="gecikme-nasil">Nasıl hesaplanır?</h2>
        <ul>
          <li>
            <strong>Gecikme süresi</strong> vadeyi izleyen günden ödeme günü dahil sayılır. Tam aylar vade gününden sonraki ayların aynı
            gününe kadar sayılır; o gün ayda yoksa (ör. 31 Ocak vadesinde Şubat) ayın son günü alınır. Sonuçtaki “26.01.2026 → 26.02.2026”
            gibi bir satır, ilk tarihten sonraki günden ikinci tarih dahil gecikilen günleri gösterir.
          </li>
          <li>
            <strong>Gecikme zammı</strong> her tam ay için aylık oranla hesaplanır. Kalan günler için 6183 sayılı Kanun md. 51'e göre “ay
            kesirlerine isabet eden gecikme zammı günlük olarak hesap edilir”; günlük oran, GİB'in hesaplayıcısının kullandığı kabul edilen
            uygulamaya göre aylık oranın 30'da biridir.
          </li>
          <li>
            <strong>Gecikme faizi</strong> yalnızca tam aylar için hesaplanır; ay kesirleri dikkate alınmaz (VUK md. 112/3).
          </li>
          <li>
            <strong>Oran değişiklikleri:</strong> her gün, o gün yürürlükte olan oranla hesaplanır. Oranın değiştiği ay, değişiklikten
            önceki ve sonraki günlerine bölünür ve her bölüm kendi oranıyla günlük (aylık oran ÷ 30) hesaplanır.
          </li>
          <li>
            <strong>Zamanında ödeme:</strong> ödeme vade gününde veya daha önce yapıldıysa gecikme zammı ya da faizi doğmaz; sonuç 0 TL'dir.
          </li>
        </ul>
      </section>
    </div>
  );
}
