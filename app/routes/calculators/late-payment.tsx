import { data } from "react-router";
import { latePaymentPage } from "#app/.server/tax/calculators/late-payment-calculator.ts";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { CalculatorMethod, CalculatorPage } from "#app/components/calculator/CalculatorPage.tsx";
import { CalculatorField, faultyField, KindChoice, serverCheckedFields } from "#app/components/calculator/fields.tsx";
import { metaTags } from "#app/lib/meta.ts";
import { paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/late-payment";

const TITLE = "Gecikme zammı ve gecikme faizi hesaplama";

/** GET /araclar/gecikme-zammi?tutar=&vade=&odeme=&tur=zam|faiz: the form, and its result or refusal (400). */
export async function loader({ url }: Route.LoaderArgs) {
  const page = await latePaymentPage(url.searchParams);
  const seoFields = await seo(pagePath(url), {
    title: await pageTitle("Gecikme zammı hesaplama"),
    description:
      "Vadesinde ödenmeyen vergi için gecikme zammını (6183 s.K. md. 51) veya gecikme faizini (VUK md. 112), dönemin oranlarıyla adım adım hesaplayın.",
  });
  return data({ ...page, seo: seoFields }, { status: page.outcome.state === "refused" ? 400 : 200 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function LatePaymentCalculator({ loaderData }: Route.ComponentProps) {
  const { values, outcome } = loaderData;
  const fault = faultyField(outcome);
  const field = serverCheckedFields("gecikme", values, fault);
  const kind = values.tur === "faiz" ? "faiz" : "zam";
  return (
    <CalculatorPage
      title={TITLE}
      intro="Vadesinde ödenmeyen bir amme alacağı için gecikme zammını, ya da ikmalen, re'sen veya idarece tarh edilen bir vergi için gecikme faizini, her dönemi o dönemde yürürlükte olan aylık oranla hesaplar."
      introOnScreenOnly
      action={paths.calculators.latePayment}
      serverChecked
      outcome={outcome}
      method={
        <CalculatorMethod id="gecikme-nasil">
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
        </CalculatorMethod>
      }
    >
      <KindChoice
        legend="Hesap"
        error={fault === "tur"}
        options={[
          { id: "gecikme-tur-zam", value: "zam", label: "Gecikme zammı (6183 s.K. md. 51)", checked: kind === "zam" },
          { id: "gecikme-tur-faiz", value: "faiz", label: "Gecikme faizi (VUK md. 112)", checked: kind === "faiz" },
        ]}
      />
      <CalculatorField {...field("tutar")} label="Asıl tutar (TL)" hint="Ör. 10.000, 10000,00 veya 10000.00." inputMode="decimal" />
      <CalculatorField {...field("vade")} type="date" label="Vade tarihi" hint="Ödemenin son günü, ör. 26.01.2026." />
      <CalculatorField
        {...field("odeme")}
        type="date"
        label="Ödeme tarihi"
        hint="Gecikme zammında ödeme günü, gecikme faizinde tahakkuk tarihi; ör. 10.03.2026."
      />
    </CalculatorPage>
  );
}
