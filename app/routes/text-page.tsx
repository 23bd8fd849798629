import { data } from "react-router";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { Blocks } from "#app/components/Prose.tsx";
import { sectionLabel } from "#app/content/navigation.ts";
import { missionPage, visionPage } from "#app/content/pages/corporate.ts";
import { kvkkPage } from "#app/content/pages/kvkk.ts";
import type { TextPage as TextPageContent } from "#app/content/types.ts";
import { metaTags } from "#app/lib/meta.ts";
import { paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/text-page";

// One module serves the plain text pages (routes.ts mounts it at each path).
const pagesByPath: Record<string, { kicker: string; page: TextPageContent }> = {
  [paths.mission]: { kicker: sectionLabel("kurumsal"), page: missionPage },
  [paths.vision]: { kicker: sectionLabel("kurumsal"), page: visionPage },
  [paths.kvkk]: { kicker: "Kişisel verilerin korunması", page: kvkkPage },
};

export function loader({ url }: Route.LoaderArgs) {
  const path = pagePath(url);
  const entry = pagesByPath[path];
  if (!entry) throw data(null, { status: 404 });
  return { path, seo: seo(path, { title: pageTitle(entry.page.title), description: entry.page.metaDescription }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function TextPage({ loaderData }: Route.ComponentProps) {
  const entry = pagesByPath[loaderData.path];
  if (!entry) return null;
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">{entry.kicker}</p>
      <article className="prose" aria-labelledby="page-title">
        <h1 id="page-title">{entry.page.title}</h1>
        <Blocks blocks={entry.page.body} />
      </article>
    </div>
  );
}
