/**
 * The English home (/en/: issue 43): the firm's English name and tagline, its English "about"
 * text, the services that have English, one paragraph on the Turkish calculators and tax
 * calendar, and the contact details. Everything here is the office's published English or the
 * firm's facts; nothing Turkish is shown as if it were English.
 */
import { Link } from "react-router";
import { ENGLISH_TEXT, englishAddress, englishName, englishSeo } from "#app/.server/firm/english-pages.ts";
import { renderFirmHtml } from "#app/.server/firm/render.ts";
import { currentEnglish } from "#app/.server/firm-snapshot/english.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { absoluteUrl } from "#app/.server/web/seo.ts";
import { ContactDetails } from "#app/components/ContactDetails.tsx";
import { RichText } from "#app/components/RichText.tsx";
// The Turkish home's banner art (routes/home.tsx: inline, so it paints with the page; ADR 027).
import bannerLarge from "#app/images/banner-lg.svg?raw";
import bannerMedium from "#app/images/banner-md.svg?raw";
import bannerSmall from "#app/images/banner-sm.svg?raw";
import { mapLink } from "#app/lib/firm.ts";
import { metaTags } from "#app/lib/meta.ts";
import { englishPaths, englishServicePath, paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/home";

const BANNER_ART = [bannerSmall, bannerMedium, bannerLarge].join("");

export async function loader() {
  const [english, firm, name, address] = await Promise.all([currentEnglish(), currentFirm(), englishName(), englishAddress()]);
  const { settings } = firm;
  const about = english.pages.get("about");
  const intro = english.pages.get("services-intro");
  const tagline = english.settings?.tagline ?? "";
  return {
    name,
    tagline,
    about: about && { title: about.title || "About us", body: await renderFirmHtml(about.body, { headingLevel: 3, ...ENGLISH_TEXT }) },
    servicesIntro: {
      title: intro?.title || "Our services",
      body: intro ? await renderFirmHtml(intro.body, { headingLevel: 3, ...ENGLISH_TEXT }) : undefined,
    },
    services: english.services.map(({ slug, homeTitle, fullTitle, homeDescription }) => ({
      slug,
      title: homeTitle || fullTitle,
      description: homeDescription,
    })),
    contact: { address, mapUrl: mapLink(settings), phone: settings.phone, whatsapp: settings.whatsapp, email: settings.email },
    seo: await englishSeo(englishPaths.home, {
      title: name,
      description:
        english.settings?.metaDescription || tagline || `${name}: sworn financial advisors (YMM) in Turkey. Contact details in English.`,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "AccountingService",
        name,
        url: absoluteUrl(englishPaths.home),
        ...(settings.phone ? { telephone: settings.phone } : {}),
        ...(settings.email ? { email: settings.email } : {}),
        ...(address ? { address } : {}),
      },
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function EnglishHome({ loaderData }: Route.ComponentProps) {
  const { about, servicesIntro, services } = loaderData;
  return (
    <>
      <section className="banner" aria-labelledby="banner-title">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own drawings (app/images), decorative */}
        <div className="banner-art" aria-hidden="true" dangerouslySetInnerHTML={{ __html: BANNER_ART }} />
        <div className="container banner-content">
          <h1 id="banner-title">{loaderData.name}</h1>
          {loaderData.tagline && <p className="banner-tagline">{loaderData.tagline}</p>}
          <Link to={englishPaths.contact} className="button button-accent button-large">
            Contact us
          </Link>
        </div>
      </section>

      {about && (
        <section className="section" aria-labelledby="about-title">
          <div className="container narrow">
            <h2 id="about-title" className="section-title">
              {about.title}
            </h2>
            <RichText html={about.body} />
          </div>
        </section>
      )}

      {services.length > 0 && (
        <section className="section section-alt" aria-labelledby="services-title">
          <div className="container">
            <h2 id="services-title" className="section-title">
              {servicesIntro.title}
            </h2>
            {servicesIntro.body && <RichText html={servicesIntro.body} className="section-lead" />}
            <ul className="service-grid">
              {services.map((s) => (
                <li key={s.slug}>
                  <Link to={englishServicePath(s.slug)} className="service-card">
                    <h3>{s.title}</h3>
                    {s.description && <p>{s.description}</p>}
                    <span className="card-more" aria-hidden="true">
                      Read more →
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <p className="more-link">
              <Link to={englishPaths.services}>All our services</Link>
            </p>
          </div>
        </section>
      )}

      <section className="section" aria-labelledby="tools-title">
        <div className="container narrow">
          <h2 id="tools-title" className="section-title">
            Calculators and the tax calendar (in Turkish)
          </h2>
          <p>
            Our site also has free calculators for Turkish taxes and payroll (income tax, net and gross wages, severance and notice pay, VAT
            withholding, motor vehicle tax, late payment interest) and a calendar of Turkish tax return and payment deadlines. They follow
            Turkish legislation and are in Turkish only:{" "}
            <Link to={paths.tools} hrefLang="tr" lang="tr">
              Araçlar
            </Link>{" "}
            (the calculators) and{" "}
            <Link to={paths.taxCalendar} hrefLang="tr" lang="tr">
              Vergi takvimi
            </Link>{" "}
            (the tax calendar).
          </p>
        </div>
      </section>

      <section className="section section-alt contact-info" aria-labelledby="contact-title">
        <div className="container narrow">
          <h2 id="contact-title" className="section-title">
            Contact details
          </h2>
          <ContactDetails firm={loaderData.contact} language="en" />
          <p>
            <Link to={englishPaths.contact}>Write to us in English</Link>
          </p>
        </div>
      </section>
    </>
  );
}
