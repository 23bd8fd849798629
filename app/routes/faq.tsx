import { publicQuestions } from "#app/.server/content/public.ts";
import { renderImages } from "#app/.server/media/render.ts";
import { renderRichText } from "#app/.server/text/rich-text.ts";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { Accordion } from "#app/components/Accordion.tsx";
import { sectionLabel } from "#app/content/navigation.ts";
import { NARROW_PAGE_SIZES } from "#app/lib/media.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/faq";

export async function loader({ url }: Route.LoaderArgs) {
  const questions = await publicQuestions();
  return {
    // Each question is an h2 (the accordion's heading): its answer's headings go one level below.
    questions: await Promise.all(
      questions.map(async ({ id, title, answer }) => ({
        id,
        title,
        answer: await renderImages(renderRichText(answer, { headingLevel: 3 }), NARROW_PAGE_SIZES),
      })),
    ),
    seo: await seo(pagePath(url), {
      title: await pageTitle("Sıkça Sorulan Sorular"),
      description:
        "Yeminli mali müşavirlik, tasdik raporları, KDV iadesi ve vergi incelemesine ilişkin sıkça sorulan sorular ve yanıtları.",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">{sectionLabel("duyurular")}</p>
      <h1>Sıkça Sorulan Sorular</h1>
      {loaderData.questions.length > 0 ? <Accordion items={loaderData.questions} name="sss" /> : <p>Henüz yayımlanmış bir soru yok.</p>}
    </div>
  );
}
