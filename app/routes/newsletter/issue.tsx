import { data, Link } from "react-router";
import { renderImages } from "#app/.server/media/render.ts";
import { archivedIssue } from "#app/.server/newsletter/issues.ts";
import { metaDescription, renderRichText } from "#app/.server/text/rich-text.ts";
import { notFoundSeo, pageTitle, seo } from "#app/.server/web/seo.ts";
import { NotFoundPage } from "#app/components/NotFoundPage.tsx";
import { RichText } from "#app/components/RichText.tsx";
import { formatTurkishDate } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import { issuePath, paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/issue";

/** An issue's web version (the e-mail links here): only once its send began; a draft or unknown id is not found. */
export async function loader({ params }: Route.LoaderArgs) {
  const issue = await archivedIssue(params.id);
  if (!issue?.sent_at) return data({ notFound: true as const, seo: await notFoundSeo() }, { status: 404 });
  return {
    issue: {
      subject: issue.subject,
      sentAt: issue.sent_at,
      date: formatTurkishDate(issue.sent_at),
      body: await renderImages(renderRichText(issue.body)),
    },
    seo: await seo(issuePath(issue.id), {
      title: await pageTitle(`${issue.subject} – E-bülten`),
      description: issue.preheader || metaDescription(issue.body),
      ogType: "article",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function NewsletterIssue({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <NotFoundPage />;
  const { issue } = loaderData;
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">E‑bülten</p>
      <article className="post" aria-labelledby="post-title">
        <h1 id="post-title">{issue.subject}</h1>
        <p className="post-date">
          <time dateTime={issue.sentAt}>{issue.date}</time>
        </p>
        <div className="prose">
          <RichText html={issue.body} />
        </div>
      </article>
      <nav aria-label="E-bülten" className="issue-links">
        <p>
          <Link to={paths.newsletter.archive}>Tüm e‑bülten sayıları</Link>
        </p>
        <p>
          Yeni sayıları e‑posta ile almak için <Link to={`${paths.newsletter.archive}#bulten-title`}>e‑bültene abone olun</Link>.
        </p>
      </nav>
    </div>
  );
}
