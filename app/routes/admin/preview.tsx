/**
 * Önizle (GET ?liste=…&id=… for a saved entry; POST ?liste=… from the entry
 * form, for what is on screen, saved or not): the public page as it will
 * look, with the public site's header, navigation and footer, under a banner
 * saying it is not public. Admins only, never stored by any cache, never
 * indexed. The admin's scripts are not loaded: like the public pages, it is
 * server HTML with the small enhancement module.
 */
import { data, isRouteErrorResponse, useLocation } from "react-router";
import { forbidden } from "#app/.server/accounts/access.ts";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { type CircularPreviewPage, circularOfForm, circularPreview, savedCircularPreview } from "#app/.server/content/circular-preview.ts";
import {
  isPreviewList,
  type PreviewList,
  type PreviewPage,
  previewShell,
  savedEntryPreview,
  unsavedEntryPreview,
} from "#app/.server/content/preview.ts";
import { reviewState } from "#app/.server/content/review.ts";
import { adminShellData } from "#app/.server/overview/admin-shell.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { Accordion } from "#app/components/Accordion.tsx";
import { CircularPreview } from "#app/components/admin/circular/CircularPreview.tsx";
import { PostsView } from "#app/components/PostsView.tsx";
import { SiteFrame } from "#app/components/SiteFrame.tsx";
import { sectionLabel } from "#app/content/navigation.ts";
import { adminListPath, signInPath } from "#app/lib/admin-paths.ts";
import { CONTENT_LISTS } from "#app/lib/content-lists.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { WORKFLOW_FIELDS as F, FORM_STATUS_VALUES, FORM_STATUSES, type FormStatus } from "#app/lib/entry-form.ts";
import { istanbulLocalToUtcIso } from "#app/lib/istanbul-time.ts";
import adminStyles from "#app/styles/admin.css?url";
import type { Route } from "./+types/preview";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

/** Never kept by a browser or proxy, never indexed (also said by <meta name="robots">). */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

function listOf(url: URL): PreviewList | "sirkuler" {
  const list = url.searchParams.get("liste");
  if (list === "sirkuler") return list;
  if (!isPreviewList(list)) throw data("Önizlenecek liste bulunamadı.", { status: 404 });
  return list;
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const list = listOf(url);
  const id = url.searchParams.get("id");
  const shell = await previewShell();
  // A POST (the form's Önizle) renders its action's page; this loader then has no entry to read.
  if (!id) return { list, shell, page: undefined };
  // A Yazar previews only the entries they wrote (issue 25).
  if (session.admin.role === "author" && (await reviewState(list, id))?.authorId !== session.admin.id) {
    throw forbidden(await adminShellData(session), "editor");
  }
  const page = list === "sirkuler" ? await savedCircularPreview(id) : await savedEntryPreview(list, id);
  if (!page) throw data("Kayıt bulunamadı.", { status: 404 });
  return { list, shell, page };
}

export async function action({ request, url }: Route.ActionArgs) {
  await requireAdmin(request);
  const list = listOf(url);
  const form = await readForm(request);
  if (!form) throw data("Form okunamadı.", { status: 400 });
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const [titleField, textField] = CONTENT_LISTS[list].fields;
  const formStatus = field(F.status);
  const status = FORM_STATUS_VALUES.includes(formStatus as FormStatus) ? FORM_STATUSES[formStatus as FormStatus].status : "published";
  if (list === "sirkuler") {
    return {
      page: await circularPreview({
        title: field(titleField.name),
        text: field(textField.name),
        status,
        publishedAt: istanbulLocalToUtcIso(field(F.publishAt)),
        metaDescription: field(F.metaDescription),
        circular: circularOfForm(form),
      }),
    };
  }
  const page: PreviewPage | CircularPreviewPage = await unsavedEntryPreview(list, {
    id: field("id") || undefined,
    title: field(titleField.name),
    text: field(textField.name),
    status: CONTENT_LISTS[list].workflow ? status : "published",
    publishedAt: istanbulLocalToUtcIso(field(F.publishAt)),
    metaDescription: field(F.metaDescription),
    coverMediaId: field(F.cover),
    coverAlt: field(F.coverAlt),
  });
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Önizleme (yayında değil) | ${loaderData?.shell.firm.name ?? ""}` },
  { name: "robots", content: "noindex" },
];

function statusNote(page: PreviewPage | CircularPreviewPage, unsaved: boolean): string {
  if (page.status === "draft") return "Taslak: sitede görünmüyor.";
  if (page.status === "scheduled") {
    return page.scheduledAt
      ? `Zamanlanmış: ${formatTurkishDateTime(page.scheduledAt)} tarihinde yayımlanacak.`
      : "Zamanlanmış: yayın tarihi ve saati henüz girilmedi.";
  }
  return unsaved ? "Yayında olan kaydın kaydedilmemiş değişiklikleri sitede görünmüyor." : "Yayında: sitede de böyle görünüyor.";
}

export default function Preview({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData?.page ?? loaderData.page;
  const { shell } = loaderData;
  return (
    <SiteFrame
      shell={shell}
      banner={
        <aside className="preview-banner" aria-label="Önizleme">
          <p>
            <strong>Önizleme — bu sayfa yayında değil</strong>
            {page && <span> {statusNote(page, actionData !== undefined)}</span>}
          </p>
        </aside>
      }
    >
      {!page ? (
        <div className="container page-section">
          <h1>Önizlenecek içerik yok</h1>
          <p>Önizleme, bir kaydın düzenleme formundaki “Önizle” düğmesiyle açılır.</p>
        </div>
      ) : page.kind === "circular" ? (
        <CircularPreview page={page} />
      ) : page.kind === "post" ? (
        <PostsView heading={page.heading} listLabel={page.listLabel} archive={page.archive} selected={page.selected} emptyText="" />
      ) : (
        <div className="container page-section narrow">
          <p className="page-kicker">{sectionLabel("duyurular")}</p>
          <h1>Sıkça Sorulan Sorular</h1>
          <Accordion items={page.items} name="sss" openId={page.openId} />
        </div>
      )}
    </SiteFrame>
  );
}

const isListName = (name: string | null): name is keyof typeof CONTENT_LISTS => name !== null && Object.hasOwn(CONTENT_LISTS, name);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // After signing in: back to the list the preview was of (the form's text waits in its own tab).
  const list = new URLSearchParams(useLocation().search).get("liste");
  const signedOut = isRouteErrorResponse(error) && error.status === 401;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="icerik" className="container page-section">
      <h1>{signedOut ? "Oturum gerekli" : notFound ? "Önizlenecek kayıt bulunamadı" : "Önizleme açılamadı"}</h1>
      <p>
        {signedOut
          ? "Oturumunuz sona ermiş. Önizleme için yeniden giriş yapın; düzenleme sekmesindeki metniniz kaybolmaz."
          : "Kayıt silinmiş ya da bağlantı hatalı olabilir."}
      </p>
      {signedOut && (
        <p>
          <a href={signInPath(isListName(list) ? adminListPath(list) : undefined)}>Giriş sayfasına git</a>
        </p>
      )}
    </main>
  );
}
