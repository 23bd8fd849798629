import { Form, Link } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { parseStatsRange, statsReport } from "#app/.server/analytics/report.ts";
import { topicCounts } from "#app/.server/newsletter/topics.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { DailyChart, DailyTable } from "#app/components/admin/statistics/DailyChart.tsx";
import { formatCount, formatDay, formatMonth } from "#app/components/admin/statistics/format.ts";
import { RankedTable } from "#app/components/admin/statistics/RankedTable.tsx";
import { TopicCountsTable } from "#app/components/admin/TopicCountsTable.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { DAILY_VALUE_CAPS, MAX_SEARCH_KEPT, OTHER_LABEL, RANGE_DAYS, STATS_QUERY } from "#app/lib/analytics.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import type { Route } from "./+types/statistics";

const PATH = adminPaths.statistics;

/** What "(diğer)" sums in a list (ADR 034); `things` names what the list counts ("sayfa"). */
const otherNote = (cap: number, things: string) =>
  `Bir günde en çok ${cap} farklı ${things} ayrı sayılır; “${OTHER_LABEL}” sonrakilerin toplamıdır.`;
const looksLikeDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The range's query: a preset's ?gun=N, or a custom range's two days. */
const rangeQuery = (range: { from: string; to: string; days: number | null }) =>
  range.days === null ? { [STATS_QUERY.from]: range.from, [STATS_QUERY.to]: range.to } : { [STATS_QUERY.days]: range.days };

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { range, error } = parseStatsRange(url.searchParams);
  const [report, topics] = await Promise.all([statsReport(range), topicCounts()]);
  return {
    report,
    topics,
    error,
    // A refused custom range stays in its fields to be corrected (what a date field can hold).
    asked: error
      ? { from: looksLikeDay(url.searchParams.get(STATS_QUERY.from)), to: looksLikeDay(url.searchParams.get(STATS_QUERY.to)) }
      : undefined,
    csv: withQuery(adminPaths.statisticsCsv, rangeQuery(range)),
    seo: await adminSeo("İstatistikler", PATH),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Statistics({ loaderData }: Route.ComponentProps) {
  const { report, error, asked, csv, topics } = loaderData;
  const from = asked?.from ?? report.from;
  const to = asked?.to ?? report.to;
  return (
    <>
      <div className="admin-title-row">
        <h1>İstatistikler</h1>
        <a href={csv} download className="button button-outline">
          CSV olarak indir
        </a>
      </div>
      <Alert>{error}</Alert>
      <div className="stats-range">
        <nav aria-label="Tarih aralığı" className="admin-subnav stats-presets">
          <ul>
            {RANGE_DAYS.map((days) => (
              <li key={days}>
                <Link
                  to={withQuery(PATH, { [STATS_QUERY.days]: days })}
                  className={report.days === days ? "active" : undefined}
                  aria-current={report.days === days ? "page" : undefined}
                >
                  Son {days} gün
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="get" action={PATH} className="stats-custom" key={`${from}-${to}`}>
          <fieldset>
            <legend>Özel aralık</legend>
            <p className="stats-field">
              <label htmlFor="stats-from">Başlangıç</label>
              <input id="stats-from" type="date" name={STATS_QUERY.from} defaultValue={from} required />
            </p>
            <p className="stats-field">
              <label htmlFor="stats-to">Bitiş</label>
              <input id="stats-to" type="date" name={STATS_QUERY.to} defaultValue={to} required />
            </p>
            <button type="submit" className="button">
              Göster
            </button>
          </fieldset>
        </Form>
      </div>
      <p className="stats-shown">
        Gösterilen aralık:{" "}
        <strong>
          {formatDay(report.from)} – {formatDay(report.to)}
        </strong>
      </p>

      <section aria-labelledby="stats-totals">
        <h2 id="stats-totals">Toplamlar</h2>
        <dl className="stats-totals">
          <div>
            <dt>Ziyaretçi</dt>
            <dd>{formatCount(report.totals.visitors)}</dd>
          </div>
          <div>
            <dt>Görüntülenme</dt>
            <dd>{formatCount(report.totals.views)}</dd>
          </div>
        </dl>
        <p className="stats-note">
          Ziyaretçiler gün gün sayılır: aralıkta iki ayrı gün gelen biri iki ziyaretçi sayılır. Botlar ve izlenmek istemediğini bildiren
          tarayıcılar (DNT, GPC) sayılmaz. Çerez kullanılmaz; ziyaretçiyi tanıtan hiçbir bilgi (IP adresi, tarayıcı bilgisi) saklanmaz.
        </p>
      </section>

      <section aria-labelledby="stats-days">
        <h2 id="stats-days">Günlere göre</h2>
        {report.monthlyBefore && (
          <p className="stats-note">
            {formatMonth(report.monthlyBefore)} ve öncesi yalnızca aylık toplamlar olarak saklanıyor: o aylar toplamlara ve listelere
            katılır, günlük grafikte ve tabloda yer almaz.
          </p>
        )}
        {report.series.length === 0 ? (
          <p className="stats-empty">Bu aralıkta günlük kayıt yok.</p>
        ) : (
          <div className="stats-daily">
            <DailyChart series={report.series} />
            <DailyTable series={report.series} />
          </div>
        )}
      </section>

      <div className="stats-lists">
        <RankedTable
          id="stats-pages"
          title="En çok okunan sayfalar"
          labelColumn="Sayfa"
          rows={report.pages}
          showPath
          showLanguage
          summary={`Dillere göre görüntülenme: Türkçe ${formatCount(report.pageLanguages.turkish)}, İngilizce ${formatCount(report.pageLanguages.english)} (bütün sayfalar; “(diğer)” satırları hariç).`}
          standInNote={otherNote(DAILY_VALUE_CAPS.page, "sayfa")}
        />
        <RankedTable id="stats-circulars" title="Sirküler" labelColumn="Sirküler" rows={report.circulars} showPath />
        <RankedTable
          id="stats-calculators"
          title="Hesaplayıcılar"
          labelColumn="Hesaplayıcı"
          rows={report.calculators}
          note="Sonuç gösterilen hesaplamalar; formun yalnızca açılması sayılmaz."
          showPath
        />
        <RankedTable
          id="stats-referrers"
          title="Gelinen siteler"
          labelColumn="Site"
          rows={report.referrers}
          note="Ziyaretçinin bağlantıya tıkladığı başka siteler (arama motorları dahil)."
          standInNote={`${otherNote(DAILY_VALUE_CAPS.referrer, "site")} IP adresi ya da uzun bir numara içeren site adları saklanmadan sayılır.`}
        />
        <RankedTable
          id="stats-bulletins"
          title="E-bülten sayıları"
          labelColumn="Sayı"
          rows={report.bulletins}
          note="Her sayının e-postasındaki bağlantılarla gelinen görüntülenmeler (yalnızca gönderilmiş sayılar)."
          standInNote={otherNote(DAILY_VALUE_CAPS.bulletin, "sayı")}
        />
        <RankedTable id="stats-devices" title="Cihazlar" labelColumn="Cihaz" rows={report.devices} withShare />
        <RankedTable
          id="stats-searches"
          title="Sonuç bulunamayan aramalar"
          labelColumn="Aranan"
          viewsColumn="Arama"
          rows={report.searches}
          note={`Ziyaretçilerin sitede arayıp bulamadığı sözler: eksik bir içeriğin ipucu olabilir. E-posta adresi, uzun bir numara (telefon, T.C. kimlik, IBAN) ya da plaka içeren veya ${MAX_SEARCH_KEPT} karakterden uzun aramalar kişisel veri içerebileceği için metinleri saklanmadan tek satırda sayılır.`}
          standInNote={otherNote(DAILY_VALUE_CAPS.search, "arama")}
        />
      </div>
      <TopicCountsTable counts={topics} headingId="stats-topics" />
    </>
  );
}
