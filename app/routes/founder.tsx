/**
 * The founder's page. Its path follows the founder's name (Firma bilgileri:
 * "Kerem Özdemir" → /kerem-ozdemir), so it is the site layout's one dynamic
 * single-segment route: it answers the founder's page when the path is the
 * firm's founderPath, and the not-found page otherwise (fixed pages such as
 * /sss are static routes and win). A former name's path answers 301 to the
 * new one (the site layout's redirects).
 */
import { data } from "react-router";
import { firmPictures } from "#app/.server/firm/images.ts";
import { renderFirmHtml } from "#app/.server/firm/render.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { absoluteUrl, notFoundSeo, pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { NotFoundPage } from "#app/components/NotFoundPage.tsx";
import { Picture } from "#app/components/Picture.tsx";
import { RichText } from "#app/components/RichText.tsx";
import { sectionLabel } from "#app/content/navigation.ts";
// Inlined by Vite as a data URI (under 4 KB): the sample portrait paints with the page (LCP).
// The file in public/images stays for the page's Open Graph image.
import founderPortrait from "#app/images/founder.svg";
import { fullAddress, socialKind } from "#app/lib/firm.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/founder";

const SAMPLE_PORTRAIT = "/images/founder.svg";

export async function loader({ url }: Route.LoaderArgs) {
  const firm = await currentFirm();
  if (pagePath(url) !== firm.founderPath) return data({ notFound: true as const, seo: await notFoundSeo() }, { status: 404 });
  const { settings, pages } = firm;
  const [body, pictures] = await Promise.all([renderFirmHtml(pages.founder.body), firmPictures(firm)]);
  const photo = pictures.founderPhoto;
  const nameAndTitle = [settings.founderTitle, settings.founderName].filter(Boolean).join(" ");
  const profile = settings.founderProfileUrl
    ? {
        url: settings.founderProfileUrl,
        label: socialKind(settings.founderProfileUrl) === "linkedin" ? "LinkedIn profili" : "Mesleki profil",
      }
    : undefined;
  return {
    founder: { name: settings.founderName, title: settings.founderTitle },
    page: { title: pages.founder.title || settings.founderName, body },
    photo,
    photoAlt: `Portre: ${nameAndTitle}`,
    profile,
    seo: await seo(firm.founderPath, {
      title: await pageTitle(nameAndTitle || pages.founder.title),
      description: pages.founder.metaDescription || settings.metaDescription,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "Person",
        name: settings.founderName,
        ...(settings.founderTitle ? { jobTitle: settings.founderTitle } : {}),
        image: absoluteUrl(photo?.src ?? SAMPLE_PORTRAIT),
        url: absoluteUrl(firm.founderPath),
        ...(profile ? { sameAs: [profile.url] } : {}),
        worksFor: { "@type": "AccountingService", name: settings.name, address: fullAddress(settings) },
      },
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Founder({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <NotFoundPage />;
  const { founder, page, photo, photoAlt, profile } = loaderData;
  return (
    <div className="container page-section">
      <p className="page-kicker">{sectionLabel("kurumsal")}</p>
      <div className="founder">
        <figure className="founder-photo">
          {photo ? (
            <Picture picture={{ ...photo, alt: photoAlt }} priority />
          ) : (
            <img src={founderPortrait} width="480" height="600" decoding="sync" alt={photoAlt} />
          )}
          <figcaption>
            <strong>{founder.name}</strong>
            {founder.title && <span>{founder.title}</span>}
          </figcaption>
        </figure>
        <article className="prose" aria-labelledby="founder-title">
          <h1 id="founder-title">{page.title}</h1>
          <RichText html={page.body} />
          {profile && (
            <p>
              <ExternalLink href={profile.url} className="button button-outline">
                {profile.label}
              </ExternalLink>
            </p>
          )}
        </article>
      </div>
    </div>
  );
}
