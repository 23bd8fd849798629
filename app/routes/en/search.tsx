import { data } from "react-router";
import { searchText } from "#app/.server/analytics/visit.ts";
import { englishSeo, englishTitle } from "#app/.server/firm/english-pages.ts";
import { renderNotesContext } from "#app/.server/platform/request-context.ts";
import { type EnglishResult, type EnglishSearchOutcome, englishPageNumber, searchEnglish } from "#app/.server/search/english.ts";
import type { TextSegment } from "#app/.server/search/query.ts";
import { catalogue } from "#app/lib/i18n/index.ts";
import { metaTags } from "#app/lib/meta.ts";
import { ENGLISH_SEARCH_QUERY, englishPaths, englishSearchPath } from "#app/lib/paths.ts";
import { MAX_QUERY_LENGTH } from "#app/lib/search.ts";
import type { Route } from "./+types/search";

const words = catalogue("en").search;

export async function loader({ url, context }: Route.LoaderArgs) {
  const outcome = await searchEnglish(
    url.searchParams.get(ENGLISH_SEARCH_QUERY.query),
    englishPageNumber(url.searchParams.get(ENGLISH_SEARCH_QUERY.page)),
  );
  // İstatistikler's searches without a result count the English ones too (ADR 029).
  const notes = context.get(renderNotesContext);
  if (notes && outcome.status === "ok" && outcome.total === 0) notes.searchMiss = searchText(outcome.query);
  const payload = {
    outcome,
    seo: await englishSeo(englishPaths.search, {
      title: await englishTitle(outcome.status === "ok" ? words.resultsFor(outcome.query) : words.title),
      description: words.description,
      noindex: true,
    }),
  };
  // A query that cannot be searched is answered with its message, as a bad request. Results from an index
  // that could not be brought up to date are not kept by the page cache (the next search rebuilds it).
  const stale = outcome.status === "ok" && outcome.stale;
  return data(payload, { status: outcome.status === "refused" ? 400 : 200, headers: stale ? NO_STORE : undefined });
}

const NO_STORE = { "Cache-Control": "no-store" };

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => (loaderHeaders.get("Cache-Control") === "no-store" ? NO_STORE : {});

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

function Result({ result }: { result: EnglishResult }) {
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

function Results({ outcome }: { outcome: Extract<EnglishSearchOutcome, { status: "ok" }> }) {
  if (outcome.total === 0) {
    return (
      <div className="search-empty" role="status">
        <p>{words.noResults}</p>
        <ul>
          {words.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <>
      <p className="search-count" role="status">
        {words.count(outcome.total)}
        {outcome.pages > 1 ? ` · ${words.pageOf(outcome.page, outcome.pages)}` : ""}
      </p>
      <ol className="search-results" start={outcome.start}>
        {outcome.results.map((result) => (
          <Result key={result.url + result.title.map((segment) => segment.text).join("")} result={result} />
        ))}
      </ol>
      {outcome.pages > 1 ? (
        <nav className="search-pages" aria-label={words.pagesLabel}>
          {outcome.page > 1 ? (
            <a href={englishSearchPath(outcome.query, outcome.page - 1)} rel="prev">
              {words.previous}
            </a>
          ) : null}
          {outcome.page < outcome.pages ? (
            <a href={englishSearchPath(outcome.query, outcome.page + 1)} rel="next">
              {words.next}
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

/** /en/search?q=…: the English search (server-rendered; a GET form that works without JavaScript), in the English layout. */
export default function EnglishSearch({ loaderData }: Route.ComponentProps) {
  const { outcome } = loaderData;
  const query = outcome.status === "empty" ? "" : outcome.query;
  return (
    <div className="container page-section narrow">
      <h1>{words.title}</h1>
      <search>
        <form method="get" action={englishPaths.search} className="search-form">
          <label htmlFor="search-query">{words.label}</label>
          <div className="search-form-row">
            <input id="search-query" type="search" name={ENGLISH_SEARCH_QUERY.query} defaultValue={query} maxLength={MAX_QUERY_LENGTH} />
            <button type="submit" className="button">
              {words.button}
            </button>
          </div>
          <p className="search-hint">{words.hint}</p>
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
