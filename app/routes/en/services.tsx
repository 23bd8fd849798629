/** The services with English (/en/services: issue 43), each linking its English page; with none, the English not-found page. */
import { Link } from "react-router";
import { ENGLISH_TEXT, englishNotFound, englishSeo, englishTitle } from "#app/.server/firm/english-pages.ts";
import { renderFirmHtml } from "#app/.server/firm/render.ts";
import { currentEnglish } from "#app/.server/firm-snapshot/english.ts";
import { NotFoundPage } from "#app/components/NotFoundPage.tsx";
import { RichText } from "#app/components/RichText.tsx";
import { catalogue } from "#app/lib/i18n/index.ts";
import { metaTags } from "#app/lib/meta.ts";
import { englishPaths, englishServicePath } from "#app/lib/paths.ts";
import { excerpt } from "#app/lib/text.ts";
import type { Route } from "./+types/services";

export async function loader() {
  const english = await currentEnglish();
  if (english.services.length === 0) return englishNotFound();
  const intro = english.pages.get("services-intro");
  const title = intro?.title || "Our services";
  const services = english.services.map(({ slug, homeTitle, fullTitle, homeDescription }) => ({
    slug,
    title: homeTitle || fullTitle,
    description: homeDescription,
  }));
  return {
    title,
    intro: intro ? await renderFirmHtml(intro.body, { column: "narrow", ...ENGLISH_TEXT }) : undefined,
    services,
    seo: await englishSeo(englishPaths.services, {
      title: await englishTitle(title),
      description: intro?.metaDescription || excerpt(`${title}: ${services.map((s) => s.title).join(", ")}.`),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function EnglishServices({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <NotFoundPage language="en" />;
  return (
    <div className="container page-section">
      <p className="page-kicker">{catalogue("en").menu.services}</p>
      <h1>{loaderData.title}</h1>
      {loaderData.intro && <RichText html={loaderData.intro} className="section-lead" />}
      <ul className="service-grid">
        {loaderData.services.map((s) => (
          <li key={s.slug}>
            <Link to={englishServicePath(s.slug)} className="service-card">
              <h2>{s.title}</h2>
              {s.description && <p>{s.description}</p>}
              <span className="card-more" aria-hidden="true">
                Read more →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
