/**
 * A firm page's Önizle (GET: its saved draft, else the published text; POST
 * from its editor: the text on screen, saved or not): the page in the public
 * look, with the site's header, navigation and footer, under a banner saying
 * it is not public. Admins only, never cached, never indexed; like Önizle of
 * the entries (preview.tsx), no admin scripts.
 */
import { data, isRouteErrorResponse, useLocation } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { previewShell } from "#app/.server/content/preview.ts";
import { pagePreview } from "#app/.server/firm/pages.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { RichText } from "#app/components/RichText.tsx";
import { SiteFrame } from "#app/components/SiteFrame.tsx";
import { sectionLabel } from "#app/content/navigation.ts";
import { adminPaths, pageEditPath, signInPath } from "#app/lib/admin-paths.ts";
import type { PageKey } from "#app/lib/firm.ts";
import { PAGE_FIELDS as F, isPageKey } from "#app/lib/firm-forms.ts";
import adminStyles from "#app/styles/admin.css?url";
import type { Route } from "./+types/page-preview";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

/** The small line above the title, as the public page has it. */
const KICKER: Record<PageKey, string> = {
  founder: sectionLabel("kurumsal"),
  mission: sectionLabel("kurumsal"),
  vision: sectionLabel("kurumsal"),
  about: "Anasayfa",
  "services-intro": "Anasayfa",
  contact: "İletişim",
  kvkk: "Kişisel verilerin korunması",
};

function keyOf(params: { key?: string }): PageKey {
  if (!isPageKey(params.key)) throw data("Önizlenecek sayfa bulunamadı.", { status: 404 });
  return params.key;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const key = keyOf(params);
  const page = await pagePreview(key);
  if (!page) throw data("Önizlenecek sayfa bulunamadı.", { status: 404 });
  return { page, shell: await previewShell() };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const key = keyOf(params);
  const form = await readForm(request);
  if (!form) throw data("Form okunamadı.", { status: 400 });
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const page = await pagePreview(key, { title: field(F.title), body: field(F.body) });
  if (!page) throw data("Önizlenecek sayfa bulunamadı.", { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Önizleme (yayında değil) | ${loaderData?.shell.firm.name ?? ""}` },
  { name: "robots", content: "noindex" },
];

export default function PagePreview({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData?.page ?? loaderData.page;
  const { shell } = loaderData;
  return (
    <SiteFrame
      shell={shell}
      banner={
        <aside className="preview-banner" aria-label="Önizleme">
          <p>
            <strong>Önizleme — bu sayfa yayında değil</strong> <span>{page.note}</span>
          </p>
        </aside>
      }
    >
      <div className="container page-section narrow">
        <p className="page-kicker">{KICKER[page.key]}</p>
        <article className="prose" aria-labelledby="page-title">
          <h1 id="page-title">{page.title}</h1>
          <RichText html={page.body} />
        </article>
      </div>
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const key = useLocation().pathname.split("/")[3];
  const signedOut = isRouteErrorResponse(error) && error.status === 401;
  return (
    <main id="icerik" className="container page-section">
      <h1>{signedOut ? "Oturum gerekli" : "Önizleme açılamadı"}</h1>
      <p>
        {signedOut
          ? "Oturumunuz sona ermiş. Önizleme için yeniden giriş yapın; düzenleme sekmesindeki metniniz kaybolmaz."
          : "Sayfa bulunamadı ya da bağlantı hatalı olabilir."}
      </p>
      {signedOut && (
        <p>
          <a href={signInPath(isPageKey(key) ? pageEditPath(key) : adminPaths.pages)}>Giriş sayfasına git</a>
        </p>
      )}
    </main>
  );
}
