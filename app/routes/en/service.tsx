/** A service in English (/en/services/<english-slug>: issue 43); a service without published English is the English not-found page. */
import { Link } from "react-router";
import { ENGLISH_TEXT, englishNotFound, englishSeo, englishTitle } from "#app/.server/firm/english-pages.ts";
import { renderFirmHtml } from "#app/.server/firm/render.ts";
import { currentEnglish } from "#app/.server/firm-snapshot/english.ts";
import { NotFoundPage } from "#app/components/NotFoundPage.tsx";
import { RichText } from "#app/components/RichText.tsx";
import { catalogue } from "#app/lib/i18n/index.ts";
import { metaTags } from "#app/lib/meta.ts";
import { englishPaths, englishServicePath } from "#app/lib/paths.ts";
import type { Route } from "./+types/service";

export async function loader({ params }: Route.LoaderArgs) {
  const english = await currentEnglish();
  const service = english.services.find((s) => s.slug === params.slug);
  if (!service) return englishNotFound();
  const title = service.fullTitle || service.homeTitle;
  return {
    service: { slug: service.slug, title, body: await renderFirmHtml(service.body, ENGLISH_TEXT) },
    others: english.services.map(({ slug, homeTitle, fullTitle }) => ({ slug, title: homeTitle || fullTitle })),
    seo: await englishSeo(englishServicePath(service.slug), {
      title: await englishTitle(title),
      description: service.metaDescription || service.homeDescription || title,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function EnglishService({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <NotFoundPage language="en" />;
  const { service, others } = loaderData;
  return (
    <div className="container page-section">
      <p className="page-kicker">{catalogue("en").menu.services}</p>
      <div className="with-sidebar">
        <article className="prose" aria-labelledby="service-title">
          <h1 id="service-title">{service.title}</h1>
          <RichText html={service.body} />
          <p className="cta-line">
            For questions about this service, <Link to={englishPaths.contact}>contact us</Link>.
          </p>
        </article>
        <nav className="side-list" aria-labelledby="side-list-title">
          <h2 id="side-list-title" className="side-list-title">
            All our services
          </h2>
          <ul>
            {others.map((s) => (
              <li key={s.slug}>
                <Link to={englishServicePath(s.slug)} aria-current={s.slug === service.slug ? "page" : undefined}>
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
