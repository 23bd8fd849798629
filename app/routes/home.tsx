import { Link, useRouteLoaderData } from "react-router";
import { latestCirculars } from "#app/.server/content/circulars-public.ts";
import { publicPosts } from "#app/.server/content/public.ts";
import { firmPictures } from "#app/.server/firm/images.ts";
import { renderFirmHtml } from "#app/.server/firm/render.ts";
import { currentFirm, type FirmSnapshot } from "#app/.server/firm-snapshot/snapshot.ts";
import { handleNewsletter } from "#app/.server/newsletter/subscribe-form.ts";
import { newsletterTopics } from "#app/.server/newsletter/topics.ts";
import { clientIpContext } from "#app/.server/platform/request-context.ts";
import { upcomingDeadlines } from "#app/.server/tax/calendar/public.ts";
import { absoluteUrl, seo } from "#app/.server/web/seo.ts";
import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { HomeTabs, type TabPanel } from "#app/components/HomeTabs.tsx";
import { NewsletterForm } from "#app/components/NewsletterForm.tsx";
import { NextDeadlines } from "#app/components/NextDeadlines.tsx";
import { RichText } from "#app/components/RichText.tsx";
import { institutions } from "#app/content/institutions.ts";
import { homeTools } from "#app/content/navigation.ts";
// The banner's art, one drawing per width, inline in the page: it paints with
// the page and no request follows the HTML. As an <img> it was the largest
// thing on a phone's first screen and was painted a frame after the text, so
// it set Lighthouse's LCP; an inline <svg> is not an LCP candidate (the
// heading is) and costs no image decode (ADR 027).
import bannerLarge from "#app/images/banner-lg.svg?raw";
import bannerMedium from "#app/images/banner-md.svg?raw";
import bannerSmall from "#app/images/banner-sm.svg?raw";
import { formatTurkishDate } from "#app/lib/dates.ts";
import { type FirmSettings, mapLink } from "#app/lib/firm.ts";
import { passRetryAfter } from "#app/lib/headers.ts";
import { metaTags } from "#app/lib/meta.ts";
import { announcementPath, FORM_SENT, newsPath, paths, servicePath } from "#app/lib/paths.ts";
import type { loader as siteLoader } from "#app/routes/site.tsx";
import type { Route } from "./+types/home";

const BANNER_ART = [bannerSmall, bannerMedium, bannerLarge].join("");

export const HOME_TAB_LIMIT = 5;
/** The next tax deadlines shown under the banner. */
const HOME_DEADLINES = 3;
const TAB_IDS = ["duyurular", "sirkuler", "haberler", "araclar"] as const;

/** Drops what the office left empty (schema.org: an absent property, never an empty one). */
function present<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== "" && value !== undefined && !(Array.isArray(value) && value.length === 0)),
  ) as Partial<T>;
}

/** The firm as a local business (schema.org AccountingService), from Firma bilgileri. */
function firmJsonLd(firm: FirmSnapshot, logoSrc: string | undefined): Record<string, unknown> {
  const s: FirmSettings = firm.settings;
  return present({
    "@context": "https://schema.org",
    "@type": "AccountingService",
    name: s.name,
    // The legal identity (issue 42), as Künye shows it.
    legalName: s.tradeName,
    taxID: s.taxNumber,
    description: s.metaDescription,
    url: absoluteUrl("/"),
    telephone: s.phone,
    email: s.email,
    image: absoluteUrl(firm.shareImagePath),
    logo: absoluteUrl(logoSrc ?? "/images/logo.svg"),
    address: present({
      "@type": "PostalAddress",
      streetAddress: s.street,
      addressLocality: s.district,
      addressRegion: s.city,
      postalCode: s.postalCode,
      addressCountry: "TR",
    }),
    hasMap: mapLink(s),
    openingHoursSpecification: s.hours.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.days.map((day) => `https://schema.org/${day}`),
      opens: h.opens,
      closes: h.closes,
    })),
    sameAs: s.social.map((link) => link.url),
    founder: s.founderName ? { "@type": "Person", name: s.founderName, url: absoluteUrl(firm.founderPath) } : undefined,
  });
}

export async function loader({ url }: Route.LoaderArgs) {
  const firm = await currentFirm();
  const { settings, pages } = firm;
  const [announcements, circulars, news, deadlines, about, servicesIntro, pictures] = await Promise.all([
    publicPosts("announcements", HOME_TAB_LIMIT),
    latestCirculars(HOME_TAB_LIMIT),
    publicPosts("news", HOME_TAB_LIMIT),
    upcomingDeadlines(HOME_DEADLINES),
    renderFirmHtml(pages.about.body, { headingLevel: 3 }),
    renderFirmHtml(pages["services-intro"].body, { headingLevel: 3 }),
    firmPictures(firm),
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
    circulars: circulars.map((c) => ({ id: c.id, title: `${c.label} — ${c.title}`, href: c.href, date: c.dateText })),
    news: news.map((p) => summary(p, newsPath(p.title))),
    deadlines,
    consentText: firm.consentText,
    topics: await newsletterTopics(),
    firm: {
      name: settings.name,
      tagline: settings.tagline,
      founderName: settings.founderName,
      founderPath: firm.founderPath,
    },
    services: firm.services.map(({ slug, homeTitle, homeDescription }) => ({ slug, homeTitle, homeDescription })),
    about: { title: pages.about.title, body: about },
    servicesIntro: { title: pages["services-intro"].title || "Hizmetlerimiz", body: servicesIntro },
    seo: await seo("/", {
      title: settings.city ? `${settings.name} | ${settings.city}` : settings.name,
      description: settings.metaDescription || settings.tagline,
      jsonLd: firmJsonLd(firm, pictures.logo?.src),
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
  const tools = homeTools(layout?.tools ?? [], HOME_TAB_LIMIT);
  const panels: TabPanel[] = [
    {
      id: "duyurular",
      label: "Duyurular",
      entries: loaderData.announcements,
      moreHref: paths.announcements,
      emptyText: "Henüz duyuru yok.",
    },
    {
      id: "sirkuler",
      label: "Sirküler",
      entries: loaderData.circulars,
      moreHref: paths.circulars,
      emptyText: "Henüz sirküler yok.",
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
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own drawings (app/images), decorative */}
        <div className="banner-art" aria-hidden="true" dangerouslySetInnerHTML={{ __html: BANNER_ART }} />
        <div className="container banner-content">
          <h1 id="banner-title">{loaderData.firm.name}</h1>
          {loaderData.firm.tagline && <p className="banner-tagline">{loaderData.firm.tagline}</p>}
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

      {loaderData.services.length > 0 && (
        <section className="section" aria-labelledby="services-title">
          <div className="container">
            <h2 id="services-title" className="section-title">
              {loaderData.servicesIntro.title}
            </h2>
            <RichText html={loaderData.servicesIntro.body} className="section-lead" />
            <ul className="service-grid">
              {loaderData.services.map((s) => (
                <li key={s.slug}>
                  <Link to={servicePath(s.slug)} className="service-card">
                    <h3>{s.homeTitle}</h3>
                    {s.homeDescription && <p>{s.homeDescription}</p>}
                    <span className="card-more" aria-hidden="true">
                      Ayrıntılar →
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section className="section section-alt" aria-labelledby="son-icerikler-title" id="son-icerikler">
        <div className="container home-columns">
          <div>
            <h2 id="son-icerikler-title" className="section-title">
              Güncel
            </h2>
            <HomeTabs panels={panels} initial={loaderData.tab} />
          </div>
          <div className="about-block">
            <h2 className="section-title">{loaderData.about.title}</h2>
            <RichText html={loaderData.about.body} />
            <p>
              {loaderData.firm.founderName && (
                <>
                  <Link to={loaderData.firm.founderPath}>{loaderData.firm.founderName} hakkında</Link>
                  {" · "}
                </>
              )}
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
            <NewsletterForm
              consentText={loaderData.consentText}
              topics={loaderData.topics}
              outcome={actionData ?? (loaderData.subscribed ? { ok: true } : undefined)}
            />
          </div>
        </div>
      </section>
    </>
  );
}
