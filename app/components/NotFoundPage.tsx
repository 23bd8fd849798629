import { Link } from "react-router";
import { catalogue } from "#app/lib/i18n/index.ts";
import type { Language } from "#app/lib/language-alternates.ts";
import { englishPaths, paths } from "#app/lib/paths.ts";

/** The not-found page's content: the catch-all routes' (Turkish and English), and a page that is not published. */
export function NotFoundPage({ language = "tr" }: { language?: Language }) {
  const t = catalogue(language).notFound;
  return (
    <div className="container page-section narrow not-found">
      <h1>{t.heading}</h1>
      <p>{t.text}</p>
      <p>
        <Link to={language === "en" ? englishPaths.home : paths.home} className="button">
          {t.homeLink}
        </Link>
      </p>
    </div>
  );
}
