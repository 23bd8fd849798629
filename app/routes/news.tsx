import { redirect } from "react-router";
import { coverImage, renderImages } from "#app/.server/media/render.ts";
import { publicPosts } from "#app/.server/publishing.ts";
import { metaDescription, renderRichText } from "#app/.server/rich-text.ts";
import { absoluteUrl, pagePath, pageTitle, seo } from "#app/.server/seo.ts";
import { PostsView } from "#app/components/PostsView.tsx";
import { newsPath } from "#app/content/navigation.ts";
import { site } from "#app/content/site.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/news";

const DEFAULT_NEWS_IMAGE = "/images/og-default.png";

export async function loader({ params, url }: Route.LoaderArgs) {
  const posts = await publicPosts("news");
  const selected = params.haber === undefined ? posts[0] : posts.find((p) => p.title === params.haber);
  if (!selected && params.haber !== undefined) {
    throw redirect(posts[0] ? newsPath(posts[0].title) : "/haberler");
  }
  const cover = selected && (await coverImage(selected));
  const ogImage = cover?.ogImage ?? absoluteUrl(DEFAULT_NEWS_IMAGE);
  const description = selected
    ? metaDescription(selected.body, selected.meta_description)
    : "Vergi mevzuatı ve uygulamasına ilişkin haberler.";
  return {
    items: posts.map((p) => ({ id: p.id, title: p.title, href: newsPath(p.title) })),
    selected: selected && { ...selected, body: await renderImages(renderRichText(selected.body)), cover: cover?.picture },
    seo: seo(selected && params.haber !== undefined ? newsPath(selected.title) : pagePath(url), {
      title: pageTitle(selected ? `${selected.title} – Haberler` : "Haberler"),
      description,
      ogType: selected ? "article" : "website",
      ogImage,
      jsonLd: selected && {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: selected.title,
        description,
        datePublished: selected.published_at,
        dateModified: selected.updated_at,
        image: [ogImage],
        inLanguage: "tr-TR",
        publisher: { "@type": "Organization", name: site.name },
      },
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function News({ loaderData }: Route.ComponentProps) {
  return (
    <PostsView
      heading="Haberler"
      listLabel="Tüm haberler"
      items={loaderData.items}
      selected={loaderData.selected}
      emptyText="Henüz yayımlanmış bir haber yok."
    />
  );
}
