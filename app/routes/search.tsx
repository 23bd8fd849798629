import { data } from "react-router";
import { searchText } from "#app/.server/analytics/visit.ts";
import { renderNotesContext } from "#app/.server/platform/request-context.ts";
import {
  type CalendarGroup,
  pageNumber,
  type SearchOutcome,
  type SearchResult,
  searchKind,
  searchSite,
  type TextSegment,
} from "#app/.server/search/query.ts";
import { pageTitle, seo } from "#app/.server/web/seo.ts";
import { formatTurkishDate } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import { paths, SEARCH_QUERY, searchPath } from "#app/lib/paths.ts";
import type { Route } from "./+types/search";

export async function loader({ url, context }: Route.LoaderArgs) {
  const outcome = await searchSite(
    url.searchParams.get(SEARCH_QUERY.query),
    pageNumber(url.searchParams.get(SEARCH_QUERY.page)),
    searchKind(url.searchParams.get(SEARCH_QUERY.kind)),
  );
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

type Found = Extract<SearchOutcome, { status: "ok" }>;

/** The kinds found, each a link narrowing the results to it (a plain GET), with its count. */
function KindFilter({ outcome }: { outcome: Found }) {
  const choices = [{ kind: undefined, label: "Tümü", count: outcome.total }, ...outcome.kinds];
  return (
    <nav className="search-kinds" aria-label="Sonuç türü">
      <ul>
        {choices.map((choice) => (
          <li key={choice.kind ?? "hepsi"}>
            <a href={searchPath(outcome.query, 1, choice.kind)} aria-current={choice.kind === outcome.kind ? "page" : undefined}>
              {choice.label} <span className="search-kind-count">({choice.count})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Result({ result }: { result: SearchResult }) {
  return (
    <li>
      <span className="search-result-kind">{result.label}</span>
      <a href={result.url} className="search-result-title">
        <Marked segments={result.title} />
      </a>
      {result.snippet.length > 0 ? (
        <p className="search-snippet">
          <Marked segments={result.snippet} />
        </p>
      ) : null}
    </li>
  );
}

/** The tax calendar's matches as one group: its next deadlines and a link to all of them. */
function Calendar({ query, calendar }: { query: string; calendar: CalendarGroup }) {
  return (
    <section className="search-calendar" aria-labelledby="sonuc-takvim">
      <h2 id="sonuc-takvim">
        Vergi takvimi <span className="search-kind-count">({calendar.total})</span>
      </h2>
      {calendar.upcoming.length > 0 ? (
        <ul>
          {calendar.upcoming.map((deadline) => (
            <li key={deadline.url}>
              <time dateTime={deadline.date}>{formatTurkishDate(deadline.date)}</time>{" "}
              <a href={deadline.url} className="search-result-title">
                <Marked segments={deadline.title} />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>Bu aramaya uyan yaklaşan bir son gün yok.</p>
      )}
      <p>
        <a href={searchPath(query, 1, "takvim")}>Takvimdeki {calendar.total} sonucun tümü</a>
      </p>
    </section>
  );
}

function Results({ outcome }: { outcome: Found }) {
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
  const { results, calendar } = outcome;
  const before = calendar ? results.slice(0, calendar.position) : results;
  const after = calendar ? results.slice(calendar.position) : [];
  return (
    <>
      <p className="search-count" role="status">
        {outcome.kind ? `${outcome.kindLabel}: ${outcome.listed} sonuç (tüm türlerde ${outcome.total})` : `${outcome.total} sonuç`}
        {outcome.pages > 1 ? ` · Sayfa ${outcome.page} / ${outcome.pages}` : ""}
      </p>
      <KindFilter outcome={outcome} />
      {before.length > 0 ? (
        <ol className="search-results">
          {before.map((result, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a page's results are fixed; two answers can share /sss
            <Result key={index} result={result} />
          ))}
        </ol>
      ) : null}
      {calendar ? <Calendar query={outcome.query} calendar={calendar} /> : null}
      {after.length > 0 ? (
        <ol className="search-results" start={before.length + 1}>
          {after.map((result, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <Result key={index} result={result} />
          ))}
        </ol>
      ) : null}
      {outcome.pages > 1 ? (
        <nav className="search-pages" aria-label="Sonuç sayfaları">
          {outcome.page > 1 ? (
            <a href={searchPath(outcome.query, outcome.page - 1, outcome.kind)} rel="prev">
              Önceki sayfa
            </a>
          ) : null}
          {outcome.page < outcome.pages ? (
            <a href={searchPath(outcome.query, outcome.page + 1, outcome.kind)} rel="next">
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
