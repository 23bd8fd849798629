/** The founder's page in English (/en/founder: issue 43): the office's English text of the page "founder", the photo, the English title. */
import { ENGLISH_TEXT, englishName, englishNotFound, englishSeo, englishTitle } from "#app/.server/firm/english-pages.ts";
import { firmPictures } from "#app/.server/firm/images.ts";
import { renderFirmHtml } from "#app/.server/firm/render.ts";
import { currentEnglish } from "#app/.server/firm-snapshot/english.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { absoluteUrl } from "#app/.server/web/seo.ts";
import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { NotFoundPage } from "#app/components/NotFoundPage.tsx";
import { Picture } from "#app/components/Picture.tsx";
import { RichText } from "#app/components/RichText.tsx";
import founderPortrait from "#app/images/founder.svg";
import { catalogue } from "#app/lib/i18n/index.ts";
import { metaTags } from "#app/lib/meta.ts";
import { englishPaths } from "#app/lib/paths.ts";
import type { Route } from "./+types/founder";

const SAMPLE_PORTRAIT = "/images/founder.svg";

export async function loader() {
  const [english, firm] = await Promise.all([currentEnglish(), currentFirm()]);
  const page = english.pages.get("founder");
  if (!page) return englishNotFound();
  const { settings } = firm;
  const [body, pictures, name] = await Promise.all([renderFirmHtml(page.body, ENGLISH_TEXT), firmPictures(firm), englishName()]);
  const photo = pictures.founderPhoto;
  const title = english.settings?.founderTitle.trim() ?? "";
  const nameAndTitle = [settings.founderName, title].filter(Boolean).join(", ");
  return {
    founder: { name: settings.founderName, title },
    page: { title: page.title || settings.founderName, body },
    photo,
    photoAlt: `Portrait: ${nameAndTitle}`,
    profileUrl: settings.founderProfileUrl,
    seo: await englishSeo(englishPaths.founder, {
      title: await englishTitle(page.title || nameAndTitle),
      description: page.metaDescription || english.settings?.metaDescription || `${nameAndTitle}, ${name}.`,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "Person",
        name: settings.founderName,
        ...(title ? { jobTitle: title } : {}),
        image: absoluteUrl(photo?.src ?? SAMPLE_PORTRAIT),
        url: absoluteUrl(englishPaths.founder),
        ...(settings.founderProfileUrl ? { sameAs: [settings.founderProfileUrl] } : {}),
        worksFor: { "@type": "AccountingService", name },
      },
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function EnglishFounder({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <NotFoundPage language="en" />;
  const { founder, page, photo, photoAlt, profileUrl } = loaderData;
  return (
    <div className="container page-section">
      <p className="page-kicker">{catalogue("en").menu.corporate}</p>
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
          {profileUrl && (
            <p>
              <ExternalLink href={profileUrl} className="button button-outline" language="en">
                Professional profile
              </ExternalLink>
            </p>
          )}
        </article>
      </div>
    </div>
  );
}
