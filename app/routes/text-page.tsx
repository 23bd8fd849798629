import { data, Link } from "react-router";
import { renderFirmHtml } from "#app/.server/firm/render.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { currentProcessingSection, withProcessingSection } from "#app/.server/privacy/notice.ts";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { RichText } from "#app/components/RichText.tsx";
import { sectionLabel } from "#app/content/navigation.ts";
import type { PageKey } from "#app/lib/firm.ts";
import { KVKK_ANSWER_DAYS } from "#app/lib/kvkk.ts";
import { metaTags } from "#app/lib/meta.ts";
import { paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/text-page";

// One module serves the firm's plain text pages (routes.ts mounts it at each path); their texts are Sayfalar's.
const pagesByPath: Record<string, { kicker: string; key: PageKey }> = {
  [paths.mission]: { kicker: sectionLabel("kurumsal"), key: "mission" },
  [paths.vision]: { kicker: sectionLabel("kurumsal"), key: "vision" },
  [paths.kvkk]: { kicker: "Kişisel verilerin korunması", key: "kvkk" },
};

export async function loader({ url }: Route.LoaderArgs) {
  const path = pagePath(url);
  const entry = pagesByPath[path];
  if (!entry) throw data(null, { status: 404 });
  const firm = await currentFirm();
  const page = firm.pages[entry.key];
  return {
    kvkk: entry.key === "kvkk",
    kicker: entry.kicker,
    title: page.title,
    // The KVKK notice's processing section is generated from the inventory, at the office's marker (ADR 056).
    body: await renderFirmHtml(entry.key === "kvkk" ? withProcessingSection(page.body, await currentProcessingSection()) : page.body, {
      column: "narrow",
    }),
    seo: await seo(path, { title: await pageTitle(page.title), description: page.metaDescription || firm.settings.metaDescription }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function TextPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">{loaderData.kicker}</p>
      <article className="prose" aria-labelledby="page-title">
        <h1 id="page-title">{loaderData.title}</h1>
        <RichText html={loaderData.body} />
      </article>
      {loaderData.kvkk && (
        // Below the office's text, not in it: the way to use the rights the notice names (issue 42).
        <section className="kvkk-links" aria-labelledby="kvkk-application-link">
          <h2 id="kvkk-application-link">Haklarınızı kullanmak için</h2>
          <p>
            KVKK’nın 11. maddesindeki haklarınız için <Link to={paths.kvkkApplication.form}>çevrim içi başvuru formunu</Link>{" "}
            doldurabilirsiniz. Başvurunuzu en geç {KVKK_ANSWER_DAYS} gün içinde ücretsiz olarak yanıtlarız.
          </p>
        </section>
      )}
    </div>
  );
}
