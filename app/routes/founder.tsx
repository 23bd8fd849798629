import { absoluteUrl, pageTitle, seo } from "#app/.server/web/seo.ts";
import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { Blocks } from "#app/components/Prose.tsx";
import { founderPath, sectionLabel } from "#app/content/navigation.ts";
import { founderPage } from "#app/content/pages/founder.ts";
import { fullAddress, site } from "#app/content/site.ts";
// Inlined by Vite as a data URI (under 4 KB): the portrait paints with the page (LCP).
// The file in public/images stays for the page's Open Graph image.
import founderPortrait from "#app/images/founder.svg";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/founder";

export function loader() {
  return {
    seo: seo(founderPath, {
      title: pageTitle(`${site.founder.title} ${site.founder.name}`),
      description: founderPage.metaDescription,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "Person",
        name: site.founder.name,
        jobTitle: site.founder.title,
        image: absoluteUrl("/images/founder.svg"),
        url: absoluteUrl(founderPath),
        sameAs: [site.founder.profileUrl],
        worksFor: { "@type": "AccountingService", name: site.name, address: fullAddress() },
      },
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Founder() {
  return (
    <div className="container page-section">
      <p className="page-kicker">{sectionLabel("kurumsal")}</p>
      <div className="founder">
        <figure className="founder-photo">
          <img src={founderPortrait} width="480" height="600" decoding="sync" alt={site.founder.photoAlt} />
          <figcaption>
            <strong>{site.founder.name}</strong>
            <span>{site.founder.title}</span>
          </figcaption>
        </figure>
        <article className="prose" aria-labelledby="founder-title">
          <h1 id="founder-title">{founderPage.title}</h1>
          <Blocks blocks={founderPage.body} />
          <p>
            <ExternalLink href={site.founder.profileUrl} className="button button-outline">
              {site.founder.profileLabel}
            </ExternalLink>
          </p>
        </article>
      </div>
    </div>
  );
}
