import { data, Link, redirect } from "react-router";
import { circularPage } from "#app/.server/content/circulars-public.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { renderImages } from "#app/.server/media/render.ts";
import { metaDescription, renderRichText } from "#app/.server/text/rich-text.ts";
import { absoluteUrl, notFoundSeo, pageTitle, seo } from "#app/.server/web/seo.ts";
import { CircularAttachments } from "#app/components/CircularAttachments.tsx";
import { NotFoundPage } from "#app/components/NotFoundPage.tsx";
import { RichText } from "#app/components/RichText.tsx";
import { sectionLabel } from "#app/content/navigation.ts";
import { parseCircularNumber, referenceLine } from "#app/lib/circulars.ts";
import { metaTags } from "#app/lib/meta.ts";
import { circularPath, paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/circular";

/** GET /sirkuler/2026-15: one published circular; another spelling of its number redirects, anything else is not found. */
export async function loader({ params }: Route.LoaderArgs) {
  const result = await circularPage(params.slug, parseCircularNumber(params.slug));
  if (result.status === "not-found") return data({ notFound: true as const, seo: await notFoundSeo() }, { status: 404 });
  if (result.status === "redirect") throw redirect(result.to, 301);
  const { circular } = result;
  const description = metaDescription(circular.body, circular.metaDescription);
  const reference = circular.reference && referenceLine(circular.reference);
  const headline = `${circular.label} — ${circular.title}`;
  const path = circularPath(circular.number);
  return {
    circular: { ...circular, body: await renderImages(renderRichText(circular.body)), referenceText: reference },
    seo: await seo(path, {
      title: await pageTitle(headline),
      description,
      ogType: "article",
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "Article",
        headline,
        description,
        url: absoluteUrl(path),
        datePublished: circular.publishedAt,
        dateModified: circular.updatedAt,
        inLanguage: "tr-TR",
        articleSection: circular.categories.map((c) => c.name),
        publisher: { "@type": "Organization", name: (await currentFirm()).settings.name },
        ...(circular.reference && reference
          ? {
              citation: {
                "@type": "CreativeWork",
                name: reference,
                ...(circular.reference.gazetteDate ? { datePublished: circular.reference.gazetteDate } : {}),
              },
            }
          : {}),
        ...(circular.attachments.length > 0
          ? {
              associatedMedia: circular.attachments.map((a) => ({
                "@type": "MediaObject",
                name: a.fileName,
                contentUrl: absoluteUrl(a.href),
                contentSize: String(a.bytes),
              })),
            }
          : {}),
      },
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Circular({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <NotFoundPage />;
  const { circular } = loaderData;
  return (
    <div className="container page-section">
      <p className="page-kicker">
        <Link to={paths.circulars}>{sectionLabel("duyurular")}: Sirküler</Link>
      </p>
      <article className="post circular" aria-labelledby="post-title">
        <h1 id="post-title">
          <span className="circular-heading-number">{circular.label}</span> {circular.title}
        </h1>
        {circular.referenceText && <p className="circular-reference">{circular.referenceText}</p>}
        <p className="post-date">
          <time dateTime={circular.publishedAt}>{circular.dateText}</time>
        </p>
        {circular.categories.length > 0 && (
          <ul className="circular-categories" aria-label="Konular">
            {circular.categories.map((category) => (
              <li key={category.slug}>
                <Link to={category.href}>{category.name}</Link>
              </li>
            ))}
          </ul>
        )}
        <div className="prose">
          <RichText html={circular.body} />
        </div>
        <CircularAttachments attachments={circular.attachments} />
        <p className="circular-back">
          <Link to={paths.circulars}>
            <span aria-hidden="true">← </span>Tüm sirküler
          </Link>
        </p>
      </article>
    </div>
  );
}
