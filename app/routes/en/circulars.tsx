/** The sirküler with an English summary (/en/circulars: issue 43), newest first, dates in en-GB; with none, the English not-found page. */
import { Link } from "react-router";
import { englishNotFound, englishSeo, englishTitle } from "#app/.server/firm/english-pages.ts";
import { currentEnglish } from "#app/.server/firm-snapshot/english.ts";
import { NotFoundPage } from "#app/components/NotFoundPage.tsx";
import { circularNumberText } from "#app/lib/circulars.ts";
import { catalogue, formatDate } from "#app/lib/i18n/index.ts";
import { metaTags } from "#app/lib/meta.ts";
import { englishCircularPath, englishPaths, paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/circulars";

const TITLE = "Circulars";

export async function loader() {
  const english = await currentEnglish();
  if (english.circulars.length === 0) return englishNotFound();
  return {
    items: english.circulars.map((circular) => ({
      id: circular.id,
      href: englishCircularPath(circular.number),
      label: `Circular ${circularNumberText(circular.number)}`,
      title: circular.title,
      publishedAt: circular.publishedAt,
      dateText: formatDate(circular.publishedAt, "en"),
    })),
    seo: await englishSeo(englishPaths.circulars, {
      title: await englishTitle(TITLE),
      description:
        "English summaries of our circulars on Turkish tax and social security legislation; the Turkish originals are the authority.",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function EnglishCirculars({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <NotFoundPage language="en" />;
  return (
    <div className="container page-section circulars">
      <p className="page-kicker">{catalogue("en").menu.publications}</p>
      <h1>{TITLE}</h1>
      <p className="circulars-intro">
        Our circulars (<span lang="tr">sirküler</span>) explain changes in Turkish tax and social security legislation. These are short
        English summaries of some of them; each links its full{" "}
        <Link to={paths.circulars} hrefLang="tr" lang="tr">
          Turkish original
        </Link>
        , which is the authority.
      </p>
      <h2 className="visually-hidden" id="circular-list-title">
        Summaries
      </h2>
      <ol className="circular-list" aria-labelledby="circular-list-title">
        {loaderData.items.map((item) => (
          <li key={item.id} className="circular-item">
            <p className="circular-meta">
              <span className="circular-number">{item.label}</span>
              <time dateTime={item.publishedAt}>{item.dateText}</time>
            </p>
            <h3 className="circular-title">
              <Link to={item.href}>{item.title}</Link>
            </h3>
          </li>
        ))}
      </ol>
    </div>
  );
}
