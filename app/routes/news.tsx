import { redirect } from "react-router";
import { archiveView, listPageTitle } from "#app/.server/content/archive.ts";
import { postsPage } from "#app/.server/content/public.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { coverImage, renderImages } from "#app/.server/media/render.ts";
import { metaDescription, renderRichText } from "#app/.server/text/rich-text.ts";
import { pageTitle, seo, shareImageUrl } from "#app/.server/web/seo.ts";
import { PostsPageView } from "#app/components/PostsView.tsx";
import { metaTags } from "#app/lib/meta.ts";
import { newsPath, paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/news";

export async function loader({ params, url }: Route.LoaderArgs) {
  const key = params.haber;
  const page = await postsPage("news", key, paths.news, url.searchParams);
  // No published item at this title (never one, deleted, a draft or scheduled): the newest item, as in the
  // original, the same answer for all, so a guessed title does not reveal an unpublished item.
  if (page.status === "missing") throw redirect(page.newest ? newsPath(page.newest.title) : paths.news);
  if (page.status === "redirect") throw redirect(page.to);
  if (page.status === "empty") {
    return {
      seo: await seo(paths.news, {
        title: await pageTitle("Haberler"),
        description: "Vergi mevzuatı ve uygulamasına ilişkin haberler.",
      }),
    };
  }
  const { selected, archive } = page;
  const view = archiveView(archive, paths.news, (p) => newsPath(p.title), "haber");
  const description = metaDescription(selected.body, selected.meta_description);
  const cover = await coverImage(selected);
  const ogImage = cover?.ogImage ?? (await shareImageUrl());
  return {
    selected: { ...selected, body: await renderImages(renderRichText(selected.body)), cover: cover?.picture },
    archive: view,
    seo: await seo(key === undefined ? view.currentHref : newsPath(selected.title), {
      title: await pageTitle(`${selected.title} – ${key === undefined ? listPageTitle("Haberler", archive) : "Haberler"}`),
      description,
      ogType: "article",
      ogImage,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: selected.title,
        description,
        datePublished: selected.published_at,
        dateModified: selected.updated_at,
        image: [ogImage],
        inLanguage: "tr-TR",
        publisher: { "@type": "Organization", name: (await currentFirm()).settings.name },
      },
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function News({ loaderData }: Route.ComponentProps) {
  return <PostsPageView page={loaderData} heading="Haberler" listLabel="Tüm haberler" emptyText="Henüz yayımlanmış bir haber yok." />;
}
