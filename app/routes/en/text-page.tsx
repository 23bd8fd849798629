/**
 * The firm's plain pages in English (issue 43): mission, vision and the privacy notice (the
 * office's English text of the page "kvkk"), mounted at each path by routes.ts. A page whose
 * English is not published is the English not-found page.
 */
import { Link } from "react-router";
import { ENGLISH_TEXT, englishNotFound, englishSeo, englishTitle } from "#app/.server/firm/english-pages.ts";
import { renderFirmHtml } from "#app/.server/firm/render.ts";
import { currentEnglish } from "#app/.server/firm-snapshot/english.ts";
import { pagePath } from "#app/.server/web/seo.ts";
import { NotFoundPage } from "#app/components/NotFoundPage.tsx";
import { RichText } from "#app/components/RichText.tsx";
import type { EnglishPageKey } from "#app/lib/english.ts";
import { catalogue } from "#app/lib/i18n/index.ts";
import { KVKK_ANSWER_DAYS } from "#app/lib/kvkk.ts";
import { metaTags } from "#app/lib/meta.ts";
import { englishPaths } from "#app/lib/paths.ts";
import type { Route } from "./+types/text-page";

const pagesByPath: Record<string, { kicker: string; key: EnglishPageKey; fallbackTitle: string }> = {
  [englishPaths.mission]: { kicker: catalogue("en").menu.corporate, key: "mission", fallbackTitle: "Mission" },
  [englishPaths.vision]: { kicker: catalogue("en").menu.corporate, key: "vision", fallbackTitle: "Vision" },
  [englishPaths.privacy]: { kicker: "Personal data protection", key: "kvkk", fallbackTitle: "Privacy notice" },
};

export async function loader({ url }: Route.LoaderArgs) {
  const path = pagePath(url);
  const entry = pagesByPath[path];
  const page = entry && (await currentEnglish()).pages.get(entry.key);
  if (!entry || !page) return englishNotFound();
  const title = page.title || entry.fallbackTitle;
  return {
    privacy: entry.key === "kvkk",
    kicker: entry.kicker,
    title,
    body: await renderFirmHtml(page.body, { column: "narrow", ...ENGLISH_TEXT }),
    seo: await englishSeo(path, { title: await englishTitle(title), description: page.metaDescription || title }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function EnglishTextPage({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <NotFoundPage language="en" />;
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">{loaderData.kicker}</p>
      <article className="prose" aria-labelledby="page-title">
        <h1 id="page-title">{loaderData.title}</h1>
        <RichText html={loaderData.body} />
      </article>
      {loaderData.privacy && (
        <section className="kvkk-links" aria-labelledby="kvkk-application-link">
          <h2 id="kvkk-application-link">Using your rights</h2>
          <p>
            To use your rights under Article 11 of the Turkish data protection law (KVKK), see{" "}
            <Link to={englishPaths.privacyApplication}>how to apply</Link>. We answer free of charge within {KVKK_ANSWER_DAYS} days at the
            latest.
          </p>
        </section>
      )}
    </div>
  );
}
