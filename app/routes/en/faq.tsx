/** The questions the office answered in English (/en/faq: issue 43); with none, the English not-found page. */
import { ENGLISH_TEXT, englishNotFound, englishSeo, englishTitle } from "#app/.server/firm/english-pages.ts";
import { currentEnglish } from "#app/.server/firm-snapshot/english.ts";
import { renderImages } from "#app/.server/media/render.ts";
import { renderRichText } from "#app/.server/text/rich-text.ts";
import { Accordion } from "#app/components/Accordion.tsx";
import { NotFoundPage } from "#app/components/NotFoundPage.tsx";
import { catalogue } from "#app/lib/i18n/index.ts";
import { NARROW_PAGE_SIZES } from "#app/lib/media.ts";
import { metaTags } from "#app/lib/meta.ts";
import { englishPaths } from "#app/lib/paths.ts";
import type { Route } from "./+types/faq";

const TITLE = "Frequently asked questions";

export async function loader() {
  const english = await currentEnglish();
  if (english.questions.length === 0) return englishNotFound();
  return {
    // Each question is an h2 (the accordion's heading): its answer's headings go one level below.
    questions: await Promise.all(
      english.questions.map(async ({ id, title, answer }) => ({
        id,
        title,
        answer: await renderImages(renderRichText(answer, { headingLevel: 3, ...ENGLISH_TEXT }), NARROW_PAGE_SIZES),
      })),
    ),
    seo: await englishSeo(englishPaths.faq, {
      title: await englishTitle(TITLE),
      description: `Answers to common questions: ${english.questions
        .slice(0, 3)
        .map((q) => q.title)
        .join(" ")}`.slice(0, 160),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function EnglishFaq({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <NotFoundPage language="en" />;
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">{catalogue("en").menu.publications}</p>
      <h1>{TITLE}</h1>
      <Accordion items={loaderData.questions} name="faq" />
    </div>
  );
}
