import { redirect } from "react-router";
import { coverImage, renderImages } from "#app/.server/media/render.ts";
import { publicPosts } from "#app/.server/publishing.ts";
import { metaDescription, renderRichText } from "#app/.server/rich-text.ts";
import { absoluteUrl, pagePath, pageTitle, seo } from "#app/.server/seo.ts";
import { PostsView } from "#app/components/PostsView.tsx";
import { announcementPath } from "#app/content/navigation.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/announcements";

const FIRST_ANNOUNCEMENT = "0";
const DEFAULT_IMAGE = "/images/og-default.png";

export async function loader({ params, url }: Route.LoaderArgs) {
  const posts = await publicPosts("announcements");
  const selected = params.id === FIRST_ANNOUNCEMENT ? posts[0] : posts.find((p) => p.id === params.id);
  if (!selected && params.id !== FIRST_ANNOUNCEMENT) throw redirect(announcementPath(FIRST_ANNOUNCEMENT));
  const cover = selected && (await coverImage(selected));
  return {
    items: posts.map((p) => ({ id: p.id, title: p.title, href: announcementPath(p.id) })),
    selected: selected && { ...selected, body: await renderImages(renderRichText(selected.body)), cover: cover?.picture },
    seo: seo(pagePath(url), {
      title: pageTitle(selected ? `${selected.title} – Duyurular` : "Duyurular"),
      description: selected ? metaDescription(selected.body, selected.meta_description) : "Ofisimizin müşterilerine yönelik duyuruları.",
      ogImage: cover?.ogImage ?? absoluteUrl(DEFAULT_IMAGE),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Announcements({ loaderData }: Route.ComponentProps) {
  return (
    <PostsView
      heading="Duyurular"
      listLabel="Tüm duyurular"
      items={loaderData.items}
      selected={loaderData.selected}
      emptyText="Henüz yayımlanmış bir duyuru yok."
    />
  );
}
