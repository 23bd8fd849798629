import { redirect } from "react-router";
import { archiveView, listPageTitle } from "#app/.server/content/archive.ts";
import { type PostsPage, postsPage } from "#app/.server/content/public.ts";
import { coverImage, renderImages } from "#app/.server/media/render.ts";
import { metaDescription, renderRichText } from "#app/.server/text/rich-text.ts";
import { pageTitle, seo } from "#app/.server/web/seo.ts";
import { PostsPageView } from "#app/components/PostsView.tsx";
import { metaTags } from "#app/lib/meta.ts";
import { announcementPath, paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/announcements";

const FIRST_ANNOUNCEMENT = "0";

export async function loader({ params, url }: Route.LoaderArgs) {
  const key = params.id === FIRST_ANNOUNCEMENT ? undefined : params.id;
  const page: PostsPage = await postsPage("announcements", key, paths.announcements, url.searchParams);
  // No published announcement at this id (never one, deleted, a draft or scheduled): the list, as in the
  // original, the same answer for all, so an id does not reveal an unpublished announcement.
  if (page.status === "missing") throw redirect(paths.announcements);
  if (page.status === "redirect") throw redirect(page.to);
  if (page.status === "empty") {
    return {
      seo: await seo(paths.announcements, {
        title: await pageTitle("Duyurular"),
        description: "Ofisimizin müşterilerine yönelik duyuruları.",
      }),
    };
  }
  const { selected, archive } = page;
  const own = announcementPath(selected.id, selected.title);
  // The id alone (the old URLs, e-bülten issues already sent) or a stale slug (a renamed title):
  // permanently to the canonical path. 301 rather than 308: the page is only ever read with GET,
  // where both mean the same, and 301 is the one every crawler and client has always known.
  if (key !== undefined && url.pathname !== own) throw redirect(own, 301);
  const view = archiveView(archive, paths.announcements, (p) => announcementPath(p.id, p.title), "duyuru");
  const canonical = key === undefined ? view.currentHref : own;
  const cover = await coverImage(selected);
  return {
    selected: { ...selected, body: await renderImages(renderRichText(selected.body)), cover: cover?.picture },
    archive: view,
    seo: await seo(canonical, {
      title: await pageTitle(`${selected.title} – ${key === undefined ? listPageTitle("Duyurular", archive) : "Duyurular"}`),
      description: metaDescription(selected.body, selected.meta_description),
      ogImage: cover?.ogImage,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Announcements({ loaderData }: Route.ComponentProps) {
  return <PostsPageView page={loaderData} heading="Duyurular" listLabel="Tüm duyurular" emptyText="Henüz yayımlanmış bir duyuru yok." />;
}
