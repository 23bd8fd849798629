/**
 * A sirküler's English summary (/en/circulars/2026-15: issue 43): the office's summary, the
 * circular's number and date (en-GB), a link to the Turkish original, which stays the
 * authority, and its attachments (the Turkish page's files, at their public addresses).
 * A circular without a published English summary, or not published itself, is the English
 * not-found page.
 */
import { Link } from "react-router";
import { circularPage } from "#app/.server/content/circulars-public.ts";
import { ENGLISH_TEXT, englishName, englishNotFound, englishSeo, englishTitle } from "#app/.server/firm/english-pages.ts";
import { currentEnglish } from "#app/.server/firm-snapshot/english.ts";
import { renderImages } from "#app/.server/media/render.ts";
import { renderRichText } from "#app/.server/text/rich-text.ts";
import { absoluteUrl } from "#app/.server/web/seo.ts";
import { NotFoundPage } from "#app/components/NotFoundPage.tsx";
import { RichText } from "#app/components/RichText.tsx";
import { circularNumberText, parseCircularNumber } from "#app/lib/circulars.ts";
import { catalogue, formatDate, formatNumber } from "#app/lib/i18n/index.ts";
import { metaTags } from "#app/lib/meta.ts";
import { circularPath, englishCircularPath, englishPaths } from "#app/lib/paths.ts";
import type { Route } from "./+types/circular";

/** "PDF, 1.2 MB": a file's format and size as an English reader writes them. */
function sizeText(format: string, bytes: number): string {
  const kb = bytes / 1024;
  const size =
    kb < 1
      ? `${formatNumber(bytes, "en")} bytes`
      : kb < 1024
        ? `${formatNumber(Math.round(kb), "en")} KB`
        : `${formatNumber(kb / 1024, "en", { maximumFractionDigits: 1 })} MB`;
  return `${format.toUpperCase()}, ${size}`;
}

export async function loader({ params }: Route.LoaderArgs) {
  const summary = (await currentEnglish()).circulars.find((circular) => circular.numberKey === params.key);
  const turkish = summary ? await circularPage(params.key, parseCircularNumber(params.key)) : undefined;
  if (!summary || turkish?.status !== "ok") return englishNotFound();
  const { circular } = turkish;
  const label = `Circular ${circularNumberText(summary.number)}`;
  const headline = `${label}: ${summary.title}`;
  const path = englishCircularPath(summary.number);
  const description = summary.metaDescription || summary.title;
  return {
    label,
    title: summary.title,
    summary: await renderImages(renderRichText(summary.summary, ENGLISH_TEXT)),
    publishedAt: summary.publishedAt,
    dateText: formatDate(summary.publishedAt, "en"),
    original: { href: circularPath(summary.number), title: circular.title, label: circular.label },
    attachments: circular.attachments.map((a) => ({
      id: a.id,
      href: a.href,
      fileName: a.fileName,
      size: sizeText(a.format, a.bytes),
      hasText: a.hasText,
    })),
    seo: await englishSeo(path, {
      title: await englishTitle(headline),
      description,
      ogType: "article",
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "Article",
        headline,
        description,
        url: absoluteUrl(path),
        datePublished: summary.publishedAt,
        dateModified: summary.updatedAt ?? summary.publishedAt,
        publisher: { "@type": "Organization", name: await englishName() },
        isBasedOn: absoluteUrl(circularPath(summary.number)),
      },
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function EnglishCircular({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <NotFoundPage language="en" />;
  const { original, attachments } = loaderData;
  return (
    <div className="container page-section">
      <p className="page-kicker">
        <Link to={englishPaths.circulars}>{catalogue("en").menu.publications}: Circulars</Link>
      </p>
      <article className="post circular" aria-labelledby="post-title">
        <h1 id="post-title">
          <span className="circular-heading-number">{loaderData.label}</span> {loaderData.title}
        </h1>
        <p className="post-date">
          <time dateTime={loaderData.publishedAt}>{loaderData.dateText}</time>
        </p>
        <div className="prose">
          <RichText html={loaderData.summary} />
        </div>
        <section className="circular-original" aria-labelledby="original-title">
          <h2 id="original-title">The Turkish original</h2>
          <p>
            This is a summary in English. The full circular, which is the authority, is in Turkish:{" "}
            <Link to={original.href} hrefLang="tr" lang="tr">
              {original.label} — {original.title}
            </Link>
            .
          </p>
        </section>
        {attachments.length > 0 && (
          <section className="circular-attachments" aria-labelledby="attachments-title">
            <h2 id="attachments-title">Attachments (in Turkish)</h2>
            <ul>
              {attachments.map((attachment) => (
                <li key={attachment.id}>
                  <a href={attachment.href} hrefLang="tr">
                    {attachment.fileName}
                  </a>{" "}
                  <span className="circular-attachment-size">({attachment.size})</span>
                  {!attachment.hasText && <span className="circular-attachment-note">Scanned document: it contains no text.</span>}
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="circular-back">
          <Link to={englishPaths.circulars}>
            <span aria-hidden="true">← </span>All circular summaries
          </Link>
        </p>
      </article>
    </div>
  );
}
