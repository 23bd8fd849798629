import { Link } from "react-router";
import { publicTools } from "#app/.server/content/public.ts";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { calculatorLinks, sectionLabel } from "#app/content/navigation.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/tools";

export async function loader({ url }: Route.LoaderArgs) {
  const tools = await publicTools();
  return {
    tools: tools.map(({ id, title, url }) => ({ id, title, url, host: new URL(url).host })),
    seo: await seo(pagePath(url), {
      title: await pageTitle("Araçlar"),
      description:
        "Gelir vergisi, KDV tevkifatı, MTV ve gecikme zammı hesaplama araçları, vergi takvimi, yılın oranları ve tutarları (pratik bilgiler) ve resmî kurumların çevrim içi hizmetlerine bağlantılar.",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

/** The in-site calculators and the tax calendar first, then the office's external links. */
export default function Tools({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">{sectionLabel("araclar")}</p>
      <h1>Vergi araçları ve faydalı bağlantılar</h1>
      <p className="section-lead">
        Vergi hesaplamaları ve beyanname son günleri için sitemizdeki araçlar, ardından resmî kurumların çevrim içi hizmetlerine
        bağlantılar.
      </p>
      <section className="page-part" aria-labelledby="hesaplama-araclari">
        <h2 id="hesaplama-araclari">Hesaplama araçlarımız</h2>
        <p>Rakamlar resmî metinlerden alınır; her sonuç adım adım, yasal dayanağıyla gösterilir.</p>
        <ul className="calculator-list">
          {calculatorLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="calculator-link">
                {link.label}
              </Link>
              <p>{link.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="page-part" aria-labelledby="faydali-baglantilar">
        <h2 id="faydali-baglantilar">Faydalı bağlantılar</h2>
        <p>Aşağıdaki bağlantılar ilgili kurumların sayfalarını yeni sekmede açar.</p>
        {loaderData.tools.length === 0 ? (
          <p>Henüz eklenmiş bir bağlantı yok.</p>
        ) : (
          <ul className="tool-list">
            {loaderData.tools.map((tool) => (
              <li key={tool.id}>
                <ExternalLink href={tool.url} className="tool-link">
                  {tool.title}
                </ExternalLink>
                <span className="tool-host">{tool.host}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
