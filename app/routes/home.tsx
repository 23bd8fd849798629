import { Link, useRouteLoaderData } from "react-router";
import { publicPosts } from "#app/.server/content/public.ts";
import { handleNewsletter } from "#app/.server/newsletter/subscribe-form.ts";
import { clientIpContext } from "#app/.server/platform/request-context.ts";
import { upcomingDeadlines } from "#app/.server/tax/calendar/public.ts";
import { absoluteUrl, seo } from "#app/.server/web/seo.ts";
import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { HomeTabs, type TabPanel } from "#app/components/HomeTabs.tsx";
import { NewsletterForm } from "#app/components/NewsletterForm.tsx";
import { NextDeadlines } from "#app/components/NextDeadlines.tsx";
import { Blocks } from "#app/components/Prose.tsx";
import { institutions } from "#app/content/institutions.ts";
import { announcementPath, calculatorLinks, founderPath, newsPath, servicePath } from "#app/content/navigation.ts";
import { aboutBlock, homeIntro } from "#app/content/pages/home.ts";
import { services } from "#app/content/services.ts";
import { site } from "#app/content/site.ts";
// The banner is the largest thing on a phone's first screen: small SVGs that Vite
// inlines as data URIs (under its 4 KB limit), so it paints with the page, no
// request after the HTML (Lighthouse LCP).
import bannerLarge from "#app/images/banner-lg.svg";
import bannerMedium from "#app/images/banner-md.svg";
import bannerSmall from "#app/images/banner-sm.svg";
import { formatTurkishDate } from "#app/lib/dates.ts";
import { passRetryAfter } from "#app/lib/headers.ts";
import { metaTags } from "#app/lib/meta.ts";
import { FORM_SENT, paths } from "#app/lib/paths.ts";
import type { loader as siteLoader } from "#app/routes/site.tsx";
import type { Route } from "./+types/home";

export const HOME_TAB_LIMIT = 5;
/** The next tax deadlines shown under the banner. */
const HOME_DEADLINES = 3;
const TAB_IDS = ["duyurular", "haberler", "araclar"] as const;

export async function loader({ url }: Route.LoaderArgs) {
  const [announcements, news, deadlines] = await Promise.all([
    publicPosts("announcements", HOME_TAB_LIMIT),
    publicPosts("news", HOME_TAB_LIMIT),
    upcomingDeadlines(HOME_DEADLINES),
  ]);
  const requested = url.searchParams.get("sekme");
  const tab = TAB_IDS.find((id) => id === requested) ?? "duyurular";
  const summary = (p: { id: string; title: string; published_at: string }, href: string) => ({
    id: p.id,
    title: p.title,
    href,
    date: formatTurkishDate(p.published_at),
  });
  return {
    tab,
    subscribed: url.searchParams.get("bulten") === "alindi",
    announcements: announcements.map((p) => summary(p, announcementPath(p.id, p.title))),
    news: news.map((p) => summary(p, newsPath(p.title))),
    deadlines,
    seo: seo("/", {
      title: `${site.name} | Ankara`,
      description: `${site.name}: KDV iadesi tasdik raporu, tam tasdik, vergi iadeleri, teşvik mevzuatı ve vergi incelemesi danışmanlığı hizmetleri.`,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "AccountingService",
        name: site.name,
        url: absoluteUrl("/"),
        telephone: site.phone.e164,
        email: site.email,
        image: absoluteUrl("/images/og-default.png"),
        address: {
          "@type": "PostalAddress",
          streetAddress: site.address.street,
          addressLocality: site.address.district,
          addressRegion: site.address.city,
          postalCode: site.address.postalCode,
          addressCountry: site.address.country,
        },
        founder: { "@type": "Person", name: site.founder.name, url: absoluteUrl(founderPath) },
      },
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleNewsletter(request, context.get(clientIpContext), FORM_SENT.newsletter);
}

export const headers: Route.HeadersFunction = passRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof siteLoader>("routes/site");
  // The in-site calculators and the tax calendar first, then the office's external links.
  const tools = [
    ...calculatorLinks.map((l) => ({ id: l.to, title: l.label, href: l.to, external: false })),
    ...(layout?.tools ?? []).map((t) => ({ id: t.id, title: t.title, href: t.url, external: true })),
  ].slice(0, HOME_TAB_LIMIT);
  const panels: TabPanel[] = [
    {
      id: "duyurular",
      label: "Duyurular",
      entries: loaderData.announcements,
      moreHref: paths.announcements,
      emptyText: "Henüz duyuru yok.",
    },
    { id: "haberler", label: "Haberler", entries: loaderData.news, moreHref: paths.news, emptyText: "Henüz haber yok." },
    {
      id: "araclar",
      label: "Araçlar",
      entries: tools,
      moreHref: paths.tools,
      emptyText: "Henüz bağlantı yok.",
    },
  ];

  return (
    <>
      <section className="banner" aria-labelledby="banner-title">
        <picture>
          <source media="(min-width: 1200px)" srcSet={bannerLarge} width={1920} height={560} />
          <source media="(min-width: 650px)" srcSet={bannerMedium} width={1200} height={520} />
          <img src={bannerSmall} width={650} height={520} alt="" fetchPriority="high" decoding="sync" className="banner-image" />
        </picture>
        <div className="container banner-content">
          <h1 id="banner-title">{site.name}</h1>
          <p className="banner-tagline">{site.tagline}</p>
          <Link to={paths.contact} className="button button-accent button-large">
            İletişime Geçin
          </Link>
        </div>
      </section>

      <section className="section home-deadlines" aria-labelledby="son-gunler-title">
        <div className="container">
          <h2 id="son-gunler-title" className="section-title">
            Yaklaşan vergi son günleri
          </h2>
          <NextDeadlines deadlines={loaderData.deadlines} emptyText="Takvimde yaklaşan son gün yok." />
          <Link to={paths.taxCalendar}>Tüm vergi takvimi</Link>
        </div>
      </section>

      <section className="section" aria-labelledby="services-title">
        <div className="container">
          <h2 id="services-title" className="section-title">
            {homeIntro.title}
          </h2>
          <p className="section-lead">{homeIntro.text}</p>
          <ul className="service-grid">
            {services.map((s) => (
              <li key={s.slug}>
                <Link to={servicePath(s.slug)} className="service-card">
                  <h3>{s.fullTitle}</h3>
                  <p>{s.homeDescription}</p>
                  <span className="card-more" aria-hidden="true">
                    Ayrıntılar →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="son-icerikler-title" id="son-icerikler">
        <div className="container home-columns">
          <div>
            <h2 id="son-icerikler-title" className="section-title">
              Güncel
            </h2>
            <HomeTabs panels={panels} initial={loaderData.tab} />
          </div>
          <div className="about-block">
            <h2 className="section-title">{aboutBlock.title}</h2>
            <Blocks blocks={aboutBlock.body} />
            <p>
              <Link to={founderPath}>{site.founder.name} hakkında</Link>
              {" · "}
              <Link to={paths.mission}>Misyonumuz</Link>
              {" · "}
              <Link to={paths.vision}>Vizyonumuz</Link>
            </p>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="kurumlar-title">
        <div className="container">
          <h2 id="kurumlar-title" className="section-title">
            Kurumlar
          </h2>
          <ul className="institutions">
            {institutions.map((inst) => (
              <li key={inst.url}>
                <ExternalLink href={inst.url} showIcon={false} className="institution">
                  <img src={inst.image} width={200} height={72} alt={inst.name} loading="lazy" />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section newsletter" aria-labelledby="bulten-title">
        <div className="container">
          <div className="newsletter-box">
            <div>
              <h2 id="bulten-title" className="section-title">
                E‑bülten
              </h2>
              <p>Vergi takvimi ve mevzuat değişikliklerine ilişkin duyurularımızı e‑posta ile almak için abone olun.</p>
              <p className="small">
                Kişisel verilerinizin işlenmesi hakkında: <Link to={paths.kvkk}>KVKK Aydınlatma Metni</Link>
              </p>
            </div>
            <NewsletterForm outcome={actionData ?? (loaderData.subscribed ? { ok: true } : undefined)} />
          </div>
        </div>
      </section>
    </>
  );
}
