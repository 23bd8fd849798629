import { data, Link } from "react-router";
import { calendarPage } from "#app/.server/tax/calendar/public.ts";
import { absoluteUrl, notFoundSeo, pageTitle, seo } from "#app/.server/web/seo.ts";
import { NextDeadlines } from "#app/components/NextDeadlines.tsx";
import { NotFoundPage } from "#app/components/NotFoundPage.tsx";
import { metaTags } from "#app/lib/meta.ts";
import { paths, taxCalendarMonthPath } from "#app/lib/paths.ts";
import { type DeadlineView, MONTH_PARAM } from "#app/lib/tax-calendar.ts";
import { NEUTRAL_DEADLINE_LINE } from "#app/lib/tax-confirmation.ts";
import type { Route } from "./+types/tax-calendar";

const DESCRIPTION =
  "Beyanname ve ödeme son günleri: KDV, muhtasar, geçici vergi, gelir ve kurumlar vergisi, MTV, Form Ba/Bs ve e-defter; tatile denk gelenler kaydırılmış, takviminize eklenebilir.";

/** GET /vergi-takvimi?ay=YYYY-MM: the month's deadlines by day, the next ones, the .ics. A malformed `ay` is not found. */
export async function loader({ url }: Route.LoaderArgs) {
  const ay = url.searchParams.get(MONTH_PARAM);
  const page = await calendarPage(ay);
  if (!page) return data({ notFound: true as const, seo: await notFoundSeo() }, { status: 404 });
  const path = taxCalendarMonthPath(ay === null ? undefined : page.month);
  return {
    page,
    icsUrl: absoluteUrl(paths.taxCalendarIcs),
    seo: await seo(path, {
      title: await pageTitle(ay === null ? "Vergi takvimi" : `Vergi takvimi – ${page.title}`),
      description: DESCRIPTION,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

const monthHref = (month: string) => taxCalendarMonthPath(month, "ay");

/** One deadline in the month view: what, for whom, the basis and its last check (or the neutral line), the shifted or extended day, the notes, the calculator. */
function DeadlineEntry({ d }: { d: DeadlineView }) {
  return (
    <article className={`taxcal-entry taxcal-${d.kind}`} id={d.id} aria-labelledby={`${d.id}-baslik`}>
      <p className="taxcal-kind">{d.kindLabel}</p>
      <h4 id={`${d.id}-baslik`}>{d.title}</h4>
      <p className="taxcal-date">
        {d.kind === "etkinlik" ? "Tarih" : "Son gün"}:{" "}
        <strong>
          <time dateTime={d.date}>{d.dateText}</time> {d.weekday}
        </strong>
      </p>
      {d.extension && (
        <p className="taxcal-extension">
          <strong>Süre uzatımı:</strong> son gün {d.extension.dateText} (önceki son gün {d.extension.previousText}). {d.extension.note}
        </p>
      )}
      {d.shiftText && <p className="taxcal-shift">{d.shiftText}</p>}
      <p>{d.description}</p>
      {d.kind !== "etkinlik" && (
        <dl className="taxcal-facts">
          <div>
            <dt>Kimi ilgilendirir</dt>
            <dd>{d.audience}</dd>
          </div>
          <div>
            <dt>Yasal dayanak</dt>
            <dd>{d.legalBasis}</dd>
          </div>
        </dl>
      )}
      {d.kind !== "etkinlik" &&
        (d.confirmed ? (
          d.checkedText && <p className="taxcal-checked">Son kontrol: {d.checkedText}</p>
        ) : (
          <p className="taxcal-pending">{NEUTRAL_DEADLINE_LINE}</p>
        ))}
      {d.flags.length > 0 && (
        <ul className="taxcal-flags">
          {d.flags.map((flag) => (
            <li key={flag}>{flag}</li>
          ))}
        </ul>
      )}
      {d.tool && (
        <p className="taxcal-tool">
          {d.tool.intro}: <Link to={d.tool.path}>{d.tool.label}</Link>
        </p>
      )}
    </article>
  );
}

export default function TaxCalendar({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <NotFoundPage />;
  const { page, icsUrl } = loaderData;
  return (
    <div className="container page-section taxcal">
      <p className="page-kicker">
        <Link to={paths.tools}>Araçlar</Link>
      </p>
      <h1>Vergi takvimi</h1>
      <div className="taxcal-intro">
        <p>
          Beyanname, bildirim ve ödeme son günleri. Son gün hafta sonuna veya resmî tatile denk gelirse süre izleyen ilk iş günü biter (VUK
          md. 18); bu durumda kanuni son gün de gösterilir. Her son günün yasal dayanağı ve ofisimizin son kontrol tarihi yanında yazılıdır.
          GİB'in duyurduğu süre uzatımları eklendikçe burada ve takvim aboneliğinizde görünür.
        </p>
      </div>

      <section className="taxcal-upcoming" aria-labelledby="yaklasan-baslik">
        <h2 id="yaklasan-baslik">Yaklaşan son günler</h2>
        <NextDeadlines deadlines={page.upcoming} emptyText="Takvimde yaklaşan son gün yok." />
      </section>

      <section className="taxcal-month" aria-labelledby="ay-baslik" id="ay">
        <h2 id="ay-baslik">{page.title} son günleri</h2>
        <nav className="taxcal-months" aria-label="Aylar">
          {page.previous && (
            <Link to={monthHref(page.previous.month)} rel="prev">
              <span aria-hidden="true">← </span>
              <span className="visually-hidden">Önceki ay: </span>
              {page.previous.title}
            </Link>
          )}
          {page.month !== page.current && <Link to={taxCalendarMonthPath(undefined, "ay")}>Bu ay</Link>}
          {page.next && (
            <Link to={monthHref(page.next.month)} rel="next">
              <span className="visually-hidden">Sonraki ay: </span>
              {page.next.title}
              <span aria-hidden="true"> →</span>
            </Link>
          )}
        </nav>
        {page.notes.map((note) => (
          <p key={note} className="taxcal-note">
            {note}
          </p>
        ))}
        {!page.covered ? (
          <p>
            {page.title} takvimimizde yok: takvim, resmî tatilleri verilerimizde bulunan yıllar için hazırlanır.{" "}
            <Link to={taxCalendarMonthPath(undefined, "ay")}>Bu ayın takvimine dönün.</Link>
          </p>
        ) : page.days.length === 0 ? (
          <p>Bu ay için son gün yok.</p>
        ) : (
          <ol className="taxcal-days">
            {page.days.map((day) => (
              <li key={day.date}>
                <h3>
                  <time dateTime={day.date}>{day.heading}</time>
                </h3>
                {day.deadlines.map((d) => (
                  <DeadlineEntry key={d.id} d={d} />
                ))}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="taxcal-subscribe" aria-labelledby="ekle-baslik">
        <h2 id="ekle-baslik">Takviminize ekleyin</h2>
        <p>
          Bu takvime abone olun; süre uzatımları ve değişiklikler kendi takviminize de yansır. Takvim adresi:{" "}
          <a href={paths.taxCalendarIcs} className="taxcal-ics">
            {icsUrl}
          </a>
        </p>
        <ul>
          <li>
            <strong>Google Takvim:</strong> Diğer takvimler yanındaki + düğmesi, “URL ile” seçeneği; adresi yapıştırıp “Takvim ekle”.
          </li>
          <li>
            <strong>Outlook:</strong> Takvim ekle, “Web'den abone ol”; adresi yapıştırıp bir ad verin ve içe aktarın.
          </li>
          <li>
            <strong>Apple Takvim:</strong> Dosya menüsünden “Yeni Takvim Aboneliği”; adresi yapıştırıp “Abone Ol”.
          </li>
        </ul>
      </section>
    </div>
  );
}
