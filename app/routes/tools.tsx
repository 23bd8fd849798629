import { publicTools } from "#app/.server/publishing.ts";
import { pagePath, pageTitle, seo } from "#app/.server/seo.ts";
import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/tools";

export async function loader({ url }: Route.LoaderArgs) {
  const tools = await publicTools();
  return {
    tools: tools.map(({ id, title, url }) => ({ id, title, url, host: new URL(url).host })),
    seo: seo(pagePath(url), {
      title: pageTitle("Araçlar"),
      description: "Vergi hesaplamaları ve resmî kurumların çevrim içi hizmetleri için faydalı bağlantılar.",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Tools({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">Daha fazla</p>
      <h1>Araçlar</h1>
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
    </div>
  );
}
