import { data, Link, redirect } from "react-router";
import { CIRCULARS_PAGE_SIZE, type CircularsPage, circularsPage, type FilterLink } from "#app/.server/content/circulars-public.ts";
import { absoluteUrl, notFoundSeo, pageTitle, seo } from "#app/.server/web/seo.ts";
import { Icon } from "#app/components/icons.tsx";
import { NotFoundPage } from "#app/components/NotFoundPage.tsx";
import { sectionLabel } from "#app/content/navigation.ts";
import { metaTags, type Seo } from "#app/lib/meta.ts";
import type { Route } from "./+types/circulars";

const DESCRIPTION =
  "Vergi ve mevzuat değişikliklerine ilişkin numaralı sirkülerimiz: yıla ve konuya göre süzülebilir, resmî metinlere atıflarıyla ve ekleriyle.";

/** The list's title part: "Sirküler", "Sirküler 2026 – KDV, sayfa 2". */
function titleOf(page: CircularsPage): string {
  const parts = [page.query.year, page.categoryName].filter((part) => part !== undefined);
  const filter = parts.length > 0 ? ` ${parts.join(" – ")}` : "";
  return `Sirküler${filter}${page.query.page > 1 ? `, sayfa ${page.query.page}` : ""}`;
}

/** GET /sirkuler?yil=&kategori=&sayfa=: published circulars, newest first (see content/circulars-public.ts). */
export async function loader({ url }: Route.LoaderArgs) {
  const page = await circularsPage(url.searchParams);
  if (page.status === "not-found") return data({ notFound: true as const, seo: await notFoundSeo() }, { status: 404 });
  if (page.status === "redirect") throw redirect(page.to, 301);
  const title = titleOf(page);
  return {
    page,
    title,
    seo: await seo(page.canonical, {
      title: await pageTitle(title),
      description: DESCRIPTION,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: title,
        description: DESCRIPTION,
        url: absoluteUrl(page.canonical),
        inLanguage: "tr-TR",
        mainEntity: {
          "@type": "ItemList",
          itemListElement: page.items.map((item, index) => ({
            "@type": "ListItem",
            position: (page.query.page - 1) * CIRCULARS_PAGE_SIZE + index + 1,
            url: absoluteUrl(item.href),
            name: `${item.label} — ${item.title}`,
          })),
        },
      },
    }),
  };
}

/** The feeds of the list (and of its category) in the head, beside the site's own. */
function feedTags(seo: Seo, feeds: CircularsPage["feeds"]) {
  return feeds.flatMap((feed) => [
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      href: feed.rss,
      title: `${seo.siteName} – Sirküler: ${feed.label} (RSS)`,
    },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      href: feed.atom,
      title: `${seo.siteName} – Sirküler: ${feed.label} (Atom)`,
    },
  ]);
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const tags = metaTags(loaderData?.seo);
  return loaderData && !("notFound" in loaderData) ? [...tags, ...feedTags(loaderData.seo, loaderData.page.feeds)] : tags;
};

/** A row of filter links (years or categories); the chosen one is marked aria-current. */
function Filter({ id, label, links }: { id: string; label: string; links: FilterLink[] }) {
  return (
    <nav className="circular-filter" aria-labelledby={id}>
      <h2 id={id} className="circular-filter-title">
        {label}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} aria-current={link.current ? "page" : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Circulars({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <NotFoundPage />;
  const { page, title } = loaderData;
  return (
    <div className="container page-section circulars">
      <p className="page-kicker">{sectionLabel("duyurular")}</p>
      <h1>{title}</h1>
      <p className="circulars-intro">
        Vergi mevzuatındaki değişiklikleri ve bunların uygulamaya etkisini numaralı sirkülerlerle duyuruyoruz. Sirkülerleri yıla ve konuya
        göre süzebilir, RSS veya Atom ile takip edebilirsiniz.
      </p>
      <div className="circular-filters">
        <Filter id="yil-suzgeci" label="Yıl" links={page.years} />
        <Filter id="kategori-suzgeci" label="Konu" links={page.categories} />
      </div>
      <h2 className="visually-hidden" id="sirkuler-listesi">
        Sirküler listesi
      </h2>
      <p className="circulars-count">
        {page.total} sirküler{page.pageCount > 1 && `, sayfa ${page.query.page}/${page.pageCount}`}
      </p>
      {page.items.length === 0 ? (
        <p>Bu seçime uyan yayımlanmış sirküler yok.</p>
      ) : (
        <ol className="circular-list" aria-labelledby="sirkuler-listesi">
          {page.items.map((item) => (
            <li key={item.id} className="circular-item">
              <p className="circular-meta">
                <span className="circular-number">{item.label}</span>
                <time dateTime={item.publishedAt}>{item.dateText}</time>
                {item.attachmentNote && (
                  <span className="circular-clip">
                    <Icon name="paperclip" />
                    <span className="visually-hidden">{item.attachmentNote}</span>
                  </span>
                )}
              </p>
              <h3 className="circular-title">
                <Link to={item.href}>{item.title}</Link>
              </h3>
              {item.categories.length > 0 && (
                <ul className="circular-categories" aria-label="Konular">
                  {item.categories.map((category) => (
                    <li key={category.slug}>
                      <Link to={category.href}>{category.name}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      {page.pageCount > 1 && (
        <nav className="circular-pager" aria-label="Sayfalar">
          {page.newerHref && (
            <Link to={page.newerHref} rel="prev">
              <span aria-hidden="true">← </span>Daha yeni
            </Link>
          )}
          {page.olderHref && (
            <Link to={page.olderHref} rel="next">
              Daha eski<span aria-hidden="true"> →</span>
            </Link>
          )}
        </nav>
      )}
      <ul className="circular-feeds" aria-label="Abonelik">
        {page.feeds.map((feed) => (
          <li key={feed.rss}>
            {feed.label}: <a href={feed.rss}>RSS</a> · <a href={feed.atom}>Atom</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
