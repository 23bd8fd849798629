import { Link, redirect } from "react-router";
import { renderFirmHtml } from "#app/.server/firm/render.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { RichText } from "#app/components/RichText.tsx";
import { sectionLabel } from "#app/content/navigation.ts";
import { metaTags } from "#app/lib/meta.ts";
import { paths, servicePath } from "#app/lib/paths.ts";
import { excerpt } from "#app/lib/text.ts";
import type { Route } from "./+types/services";

export async function loader({ params, url }: Route.LoaderArgs) {
  const firm = await currentFirm();
  const fallback = firm.defaultService;
  const index = params.slug === undefined;
  const service = index ? fallback : firm.services.find((s) => s.slug === params.slug);
  // An unknown (or hidden) service's path: the default service, as in the original; with none, the index's note.
  if (!service && !index) throw redirect(fallback ? servicePath(fallback.slug) : paths.services);
  const titles = firm.services.map((s) => s.homeTitle);
  return {
    service: service && {
      slug: service.slug,
      fullTitle: service.fullTitle,
      body: await renderFirmHtml(firm.serviceBodies.get(service.slug) ?? ""),
    },
    others: firm.services.map(({ slug, homeTitle }) => ({ slug, homeTitle })),
    // The index shows the default service under its own title (titles stay unique), and names the service's
    // own page canonical: search engines see one page, not the same text at two addresses.
    seo: await seo(index && service ? servicePath(service.slug) : pagePath(url), {
      title: await pageTitle(index ? "Hizmetlerimiz" : (service?.fullTitle ?? "")),
      description:
        index || !service
          ? excerpt(
              titles.length > 0 ? `Hizmetlerimiz: ${titles.join(", ")}.` : "Hizmetlerimiz hakkında bilgi için bizimle iletişime geçin.",
            )
          : service.metaDescription,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Services({ loaderData }: Route.ComponentProps) {
  const { service, others } = loaderData;
  if (!service) {
    return (
      <div className="container page-section narrow">
        <p className="page-kicker">{sectionLabel("hizmetler")}</p>
        <h1>Hizmetlerimiz</h1>
        <p>
          Hizmetlerimizin tanıtımı hazırlanıyor. Sorularınız için <Link to={paths.contact}>iletişim sayfamızdan</Link> bize ulaşabilirsiniz.
        </p>
      </div>
    );
  }
  return (
    <div className="container page-section">
      <p className="page-kicker">{sectionLabel("hizmetler")}</p>
      <div className="with-sidebar">
        <article className="prose" aria-labelledby="service-title">
          <h1 id="service-title">{service.fullTitle}</h1>
          <RichText html={service.body} />
          <p className="cta-line">
            Bu hizmetle ilgili sorularınız için <Link to={paths.contact}>iletişim sayfamızdan</Link> bize ulaşabilirsiniz.
          </p>
        </article>
        <nav className="side-list" aria-labelledby="side-list-title">
          <h2 id="side-list-title" className="side-list-title">
            Tüm hizmetlerimiz
          </h2>
          <ul>
            {others.map((s) => (
              <li key={s.slug}>
                <Link to={servicePath(s.slug)} aria-current={s.slug === service.slug ? "page" : undefined}>
                  {s.homeTitle}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
