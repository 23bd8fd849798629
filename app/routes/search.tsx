import { data } from "react-router";
import { searchText } from "#app/.server/analytics/visit.ts";
import { renderNotesContext } from "#app/.server/platform/request-context.ts";
import { pageNumber, type SearchOutcome, searchSite, type TextSegment } from "#app/.server/search/query.ts";
import { pageTitle, seo } from "#app/.server/web/seo.ts";
import { metaTags } from "#app/lib/meta.ts";
import { paths, SEARCH_QUERY, searchPath } from "#app/lib/paths.ts";
import type { Route } from "./+types/search";

export async function loader({ url, context }: Route.LoaderArgs) {
  const outcome = await searchSite(url.searchParams.get(SEARCH_QUERY.query), pageNumber(url.searchParams.get(SEARCH_QUERY.page)));
  // İstatistikler lists what visitors searched for and did not find (ADR 029); the server counts it with each view of this page.
  const notes = context.get(renderNotesContext);
  if (notes && outcome.status === "ok" && outcome.total === 0) notes.searchMiss = searchText(outcome.query);
  const payload = {
    outcome,
    seo: await seo(paths.search, {
      title: await pageTitle(outcome.status === "ok" ? `“${outcome.query}” için arama` : "Sitede ara"),
      description: "Sirküler, duyurular, haberler, hizmetler, sorular ve araçlar içinde arayın.",
      noindex: true,
    }),
  };
  // A query that cannot be searched is answered with its message, as a bad request.
  return data(payload, { status: outcome.status === "refused" ? 400 : 200 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

function Marked({ segments }: { segments: TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed text in order
        segment.mark ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}

const pageLink = (query: string, page: number) => searchPath(query, page);

function Results({ outcome }: { outcome: Extract<SearchOutcome, { status: "ok" }> }) {
  if (outcome.total === 0) {
    return (
      <div className="search-empty" role="status">
        <p>
          <strong>“{outcome.query}”</strong> için sonuç bulunamadı.
        </p>
        <ul>
          <li>Yazımı denetleyin ya da daha az kelimeyle arayın.</li>
          <li>Türkçe harfler olmadan yazmayı deneyin: “şirket” yerine “sirket” her iki yazımı da bulur.</li>
          <li>Sirküler numarasıyla arayın (2026/15) ya da bir kanun numarasıyla (7524).</li>
        </ul>
      </div>
    );
  }
  return (
    <>
      <p className="search-count" role="status">
        {outcome.total} sonuç
        {outcome.pages > 1 ? ` · Sayfa ${outcome.page} / ${outcome.pages}` : ""}
      </p>
      {outcome.groups.map((group) => (
        <section key={group.kind} className="search-group" aria-labelledby={`sonuc-${group.kind}`}>
          <h2 id={`sonuc-${group.kind}`}>
            {group.label} <span className="search-group-count">({group.total})</span>
          </h2>
          <ol className="search-results">
            {group.results.map((result) => (
              <li key={result.url}>
                <a href={result.url} className="search-result-title">
                  <Marked segments={result.title} />
                </a>
                {result.snippet.length > 0 ? (
                  <p className="search-snippet">
                    <Marked segments={result.snippet} />
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
      {outcome.pages > 1 ? (
        <nav className="search-pages" aria-label="Sonuç sayfaları">
          {outcome.page > 1 ? (
            <a href={pageLink(outcome.query, outcome.page - 1)} rel="prev">
              Önceki sayfa
            </a>
          ) : null}
          {outcome.page < outcome.pages ? (
            <a href={pageLink(outcome.query, outcome.page + 1)} rel="next">
              Sonraki sayfa
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

/** /ara?q=…: the site search (server-rendered; a GET form that works without JavaScript). */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { outcome } = loaderData;
  const query = outcome.status === "empty" ? "" : outcome.query;
  return (
    <div className="container page-section narrow">
      <h1>Sitede ara</h1>
      <search>
        <form method="get" action={paths.search} className="search-form">
          <label htmlFor="search-query">Sitede ara</label>
          <div className="search-form-row">
            <input id="search-query" type="search" name={SEARCH_QUERY.query} defaultValue={query} maxLength={200} />
            <button type="submit" className="button">
              Ara
            </button>
          </div>
          <p className="search-hint">Sirküler, duyurular, haberler, hizmetler, sorular, araçlar ve vergi takvimi içinde arar.</p>
        </form>
      </search>
      {outcome.status === "refused" ? (
        <p className="search-refused" role="alert">
          {outcome.message}
        </p>
      ) : null}
      {outcome.status === "ok" ? <Results outcome={outcome} /> : null}
    </div>
  );
}
