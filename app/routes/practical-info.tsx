import { data, Link, useRouteLoaderData } from "react-router";
import { practicalInfoPage } from "#app/.server/tax/practical-info/page.ts";
import { absoluteUrl, notFoundSeo, pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { NotFoundPage } from "#app/components/NotFoundPage.tsx";
import { sectionLabel } from "#app/content/navigation.ts";
import { metaTags } from "#app/lib/meta.ts";
import { paths, RATES_QUERY, ratesPath } from "#app/lib/paths.ts";
import type { RatesItem, RatesTable } from "#app/lib/practical-info.ts";
import type { SiteShell } from "#app/lib/site-shell.ts";
import type { Route } from "./+types/practical-info";

/** GET /pratik-bilgiler[?yil=<previous year>]: the year's confirmed figures; any other year is not found. */
export async function loader({ url }: Route.LoaderArgs) {
  const page = await practicalInfoPage(url.searchParams.get(RATES_QUERY.year));
  if (!page) return data({ notFound: true as const, seo: await notFoundSeo() }, { status: 404 });
  const current = page.years[0]?.year === page.year;
  return {
    page,
    seo: await seo(pagePath(url), {
      title: await pageTitle(`Pratik bilgiler ${page.year}`),
      description: `${page.year} yılının vergi oranları ve tutarları tek sayfada: gelir vergisi tarifesi, asgari ücret ve SGK, kıdem tazminatı tavanı, KDV, MTV, fatura düzenleme sınırı, gecikme zammı; dayanakları ve son kontrol tarihleriyle.`,
      ...(current ? {} : { canonical: absoluteUrl(ratesPath(page.year)) }),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

function FiguresTable({ table, id }: { table: RatesTable; id: string }) {
  return (
    // A <section> with a name is a region; focusable, so the keyboard can scroll a wide table (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className="table-scroll rates-table-scroll" aria-labelledby={id} tabIndex={0}>
      <table className="rates-table">
        <caption id={id}>{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((head) => (
              <th scope="col" key={head}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join("|")}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th scope="row" key="head">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** One figure set: its title, figures, tables, and the validity, legal basis and last check beside them. */
function Item({ item }: { item: RatesItem }) {
  return (
    <article className="rates-item" id={item.id} aria-labelledby={`${item.id}-baslik`}>
      <h3 id={`${item.id}-baslik`}>{item.title}</h3>
      {item.facts.length > 0 && (
        <dl className="rates-facts">
          {item.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {item.tables.map((table, index) => (
        <FiguresTable key={table.caption} table={table} id={`${item.id}-tablo-${index + 1}`} />
      ))}
      <dl className="rates-basis">
        <div>
          <dt>Geçerlilik</dt>
          <dd>{item.validity}</dd>
        </div>
        <div>
          <dt>Yasal dayanak</dt>
          <dd>{item.source}</dd>
        </div>
        <div>
          <dt>Son kontrol</dt>
          <dd>{item.checkedOn}</dd>
        </div>
      </dl>
    </article>
  );
}

export default function PracticalInfo({ loaderData }: Route.ComponentProps) {
  // The firm's name as the public shell has it: the printout starts with it.
  const firmName = useRouteLoaderData<SiteShell>("routes/site")?.firm.name;
  if ("notFound" in loaderData) return <NotFoundPage />;
  const { page } = loaderData;
  return (
    <div className="container page-section narrow rates-page">
      <p className="page-kicker rates-no-print">
        <Link to={paths.tools}>{sectionLabel("araclar")}</Link>
      </p>
      {firmName && <p className="rates-print-only rates-print-firm">{firmName}</p>}
      <h1>Pratik bilgiler {page.year}</h1>
      <p className="section-lead">
        {page.year} yılında geçerli vergi oranları, tutarları ve sınırları: her biri geçerlilik dönemi, yasal dayanağı ve ofisimizin son
        kontrol tarihiyle. Hesaplama araçlarımız da aynı verileri kullanır.
      </p>
      <nav className="rates-years rates-no-print" aria-label="Yıl">
        <ul>
          {page.years.map((y) => (
            <li key={y.year}>
              {y.shown ? <span aria-current="page">{y.year}</span> : <Link to={y.href}>{y.year} yılının bilgileri</Link>}
            </li>
          ))}
        </ul>
      </nav>
      {page.groups.length === 0 ? (
        <p>Bu yıl için henüz yayımlanmış bilgi yok.</p>
      ) : (
        <>
          <nav className="rates-toc rates-no-print" aria-labelledby="rates-icindekiler">
            <h2 id="rates-icindekiler">Bu sayfada</h2>
            <ul>
              {page.groups.map((group) => (
                <li key={group.id}>
                  <a href={`#${group.id}`}>{group.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          {page.groups.map((group) => (
            <section key={group.id} className="rates-group" id={group.id} aria-labelledby={`${group.id}-baslik`}>
              <h2 id={`${group.id}-baslik`}>{group.title}</h2>
              {group.items.map((item) => (
                <Item key={item.id} item={item} />
              ))}
            </section>
          ))}
        </>
      )}
      <p className="rates-note">
        Bu sayfa genel bilgilendirme amaçlıdır; kendi durumunuza uygulanacak tutarlar için bizimle görüşebilirsiniz.{" "}
        <Link to={paths.contact} className="rates-no-print">
          İletişim
        </Link>
      </p>
    </div>
  );
}
