import { redirect } from "react-router";
import type { Route } from "./+types/announcements";
import { PostsView } from "~/components/PostsView";
import { announcementPath } from "~/content/navigation";
import { metaTags } from "~/lib/meta";
import { excerpt } from "~/lib/text";
import { listPosts } from "~/.server/repositories/posts";
import { pageTitle, pagePath, seo } from "~/.server/seo";

const FIRST_ANNOUNCEMENT = "0";

export async function loader({ params, url }: Route.LoaderArgs) {
  const posts = await listPosts("announcements");
  const selected = params.id === FIRST_ANNOUNCEMENT ? posts[0] : posts.find((p) => p.id === params.id);
  if (!selected && params.id !== FIRST_ANNOUNCEMENT) throw redirect(announcementPath(FIRST_ANNOUNCEMENT));
  return {
    items: posts.map((p) => ({ id: p.id, title: p.title, href: announcementPath(p.id) })),
    selected,
    seo: seo(pagePath(url), {
      title: pageTitle(selected ? `${selected.title} – Duyurular` : "Duyurular"),
      description: selected ? excerpt(selected.body) : "Ofisimizin müşterilerine yönelik duyuruları.",
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
