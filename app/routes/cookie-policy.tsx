/**
 * Çerez politikası (issue 42, ADR 056): generated from the registry of the cookies the site
 * really sets (.server/privacy/cookies.ts, from accounts/cookie.ts); a test compares it with a
 * crawl's Set-Cookie headers (tests/server/cookie-policy.test.ts).
 */
import { Link } from "react-router";
import { cookieRegistry } from "#app/.server/privacy/cookies.ts";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { metaTags } from "#app/lib/meta.ts";
import { paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/cookie-policy";

export async function loader({ url }: Route.LoaderArgs) {
  return {
    cookies: cookieRegistry(),
    seo: await seo(pagePath(url), {
      title: await pageTitle("Çerez Politikası"),
      description: "Sitenin kullandığı çerezler: herkese açık sayfalarda çerez yok; yalnızca yönetim panelinin zorunlu oturum çerezleri.",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function CookiePolicy({ loaderData }: Route.ComponentProps) {
  const { cookies } = loaderData;
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">Kişisel verilerin korunması</p>
      <article className="prose" aria-labelledby="page-title">
        <h1 id="page-title">Çerez Politikası</h1>
        <p>
          Çerez, bir sitenin tarayıcınıza bıraktığı ve sonraki isteklerde geri aldığı küçük bir kayıttır. Bu sayfadaki liste, sitenin
          kodunda çerezi yerleştiren yerlerden otomatik olarak oluşturulur.
        </p>
        <h2>Herkese açık sayfalar</h2>
        <p>
          Sitemizin herkese açık sayfaları hiçbir çerez yerleştirmez: reklam, analiz, takip veya üçüncü taraf çerezi kullanılmaz. Ziyaret
          istatistikleri çerezsiz tutulur; ayrıntıları <Link to={paths.kvkk}>KVKK Aydınlatma Metni</Link>’nde bulabilirsiniz.
        </p>
        <h2>Yönetim paneli</h2>
        <p>
          Yalnızca yönetim paneline giriş yapan büro çalışanlarının tarayıcısına, girişin çalışması için zorunlu olan aşağıdaki{" "}
          {cookies.length} çerez yerleştirilir. Kişisel Verileri Koruma Kurumu’nun Çerez Uygulamaları Hakkında Rehberi uyarınca, talep
          edilen bir hizmetin sunulması için kesinlikle gerekli olan çerezler için açık rıza alınmaz; bu metinle bilgi verilir.
        </p>
        {cookies.map((cookie) => (
          <section key={cookie.name} aria-labelledby={`cerez-${cookie.name}`}>
            <h3 id={`cerez-${cookie.name}`}>
              <code>{cookie.name}</code>
            </h3>
            <ul>
              <li>
                <strong>Amacı:</strong> {cookie.purpose}
              </li>
              <li>
                <strong>Türü:</strong> {cookie.necessary ? "Kesinlikle gerekli (zorunlu), birinci taraf" : "İsteğe bağlı"}
              </li>
              <li>
                <strong>Süresi:</strong> en fazla {cookie.duration}; {cookie.endsWhen}
              </li>
              <li>
                <strong>Kimde:</strong> {cookie.where}
              </li>
            </ul>
          </section>
        ))}
        <h2>Çerezleri silmek</h2>
        <p>
          Çerezleri tarayıcınızın ayarlarından dilediğiniz zaman silebilirsiniz; yönetim panelinin çerezleri silinirse panelden çıkış
          yapılmış olur. Kişisel verilerinizle ilgili haklarınızı <Link to={paths.kvkkApplication.form}>başvuru formu</Link> ile
          kullanabilirsiniz.
        </p>
      </article>
    </div>
  );
}
