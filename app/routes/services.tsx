import { Link, redirect } from "react-router";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { Blocks } from "#app/components/Prose.tsx";
import { sectionLabel, servicePath } from "#app/content/navigation.ts";
import { serviceBodies } from "#app/content/service-bodies.ts";
import { defaultService, findService, services } from "#app/content/services.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/services";

export function loader({ params, url }: Route.LoaderArgs) {
  const service = params.slug === undefined ? defaultService : findService(params.slug);
  if (!service) throw redirect(servicePath(defaultService.slug));
  return {
    slug: service.slug,
    // The index shows the default service under its own title (titles stay unique).
    seo: seo(pagePath(url), {
      title: pageTitle(params.slug === undefined ? "Hizmetlerimiz" : service.fullTitle),
      description:
        params.slug === undefined
          ? "KDV iadesi tasdik raporu, tam tasdik, vergi iadeleri, teşvik mevzuatı, vergi incelemesi danışmanlığı, eğitim ve denetim hizmetlerimiz."
          : service.metaDescription,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Services({ loaderData }: Route.ComponentProps) {
  // Texts are static content: looked up here, not sent again as loader data.
  const service = findService(loaderData.slug) ?? defaultService;
  return (
    <div className="container page-section">
      <p className="page-kicker">{sectionLabel("hizmetler")}</p>
      <div className="with-sidebar">
        <article className="prose" aria-labelledby="service-title">
          <h1 id="service-title">{service.fullTitle}</h1>
          <Blocks blocks={serviceBodies[service.slug] ?? []} />
          <p className="cta-line">
            Bu hizmetle ilgili sorularınız için <Link to="/iletisim">iletişim sayfamızdan</Link> bize ulaşabilirsiniz.
          </p>
        </article>
        <nav className="side-list" aria-labelledby="side-list-title">
          <h2 id="side-list-title" className="side-list-title">
            Tüm hizmetlerimiz
          </h2>
          <ul>
            {services.map((s) => (
              <li key={s.slug}>
                <Link to={servicePath(s.slug)} aria-current={s.slug === service.slug ? "page" : undefined}>
                  {s.fullTitle}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
