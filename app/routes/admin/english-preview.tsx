/**
 * Önizle of an item's English tab (issue 43, ADR 061; GET: the saved draft, else the published
 * text; POST from the tab: the text on screen, saved or not): the English text in the public
 * look, in an element with lang="en", under a banner saying it is not public. Kept simple: the
 * real English pages are the public routes under /en/. Admins only, never cached, never indexed.
 */
import { data, isRouteErrorResponse } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { previewShell } from "#app/.server/content/preview.ts";
import { englishPreview } from "#app/.server/english/read.ts";
import { readEnglishForm } from "#app/.server/english/validation.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { RichText } from "#app/components/RichText.tsx";
import { SiteFrame } from "#app/components/SiteFrame.tsx";
import type { EnglishKind } from "#app/lib/english.ts";
import { isEnglishKind } from "#app/lib/english-admin.ts";
import { roleAtLeast } from "#app/lib/roles.ts";
import adminStyles from "#app/styles/admin.css?url";
import type { Route } from "./+types/english-preview";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

const NOT_FOUND = "Önizlenecek İngilizce metin bulunamadı.";

/** The kind, refused for a role below the kind's (the settings' English is the Yönetici's). */
async function kindOf(request: Request, params: { kind?: string }): Promise<EnglishKind> {
  const session = await requireAdmin(request);
  if (!isEnglishKind(params.kind)) throw data(NOT_FOUND, { status: 404 });
  if (params.kind === "settings" && !roleAtLeast(session.admin.role, "manager")) throw data("Bu işlem için yetkiniz yok.", { status: 403 });
  return params.kind;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const kind = await kindOf(request, params);
  const preview = await englishPreview(kind, params.key);
  if (!preview) throw data(NOT_FOUND, { status: 404 });
  return { preview, shell: await previewShell() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const kind = await kindOf(request, params);
  const form = await readForm(request);
  if (!form) throw data("Form okunamadı.", { status: 400 });
  const preview = await englishPreview(kind, params.key, readEnglishForm(kind, form));
  if (!preview) throw data(NOT_FOUND, { status: 404 });
  return { preview };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Önizleme (yayında değil) | ${loaderData?.shell.firm.name ?? ""}` },
  { name: "robots", content: "noindex" },
];

export default function EnglishPreview({ loaderData, actionData }: Route.ComponentProps) {
  const preview = actionData?.preview ?? loaderData.preview;
  return (
    <SiteFrame
      shell={loaderData.shell}
      banner={
        <aside className="preview-banner" aria-label="Önizleme">
          <p>
            <strong>Önizleme (İngilizce) — bu sayfa yayında değil</strong> <span>{preview.note}</span>
          </p>
        </aside>
      }
    >
      <div className="container page-section narrow">
        <article className="prose" aria-labelledby="page-title" lang="en">
          <h1 id="page-title">{preview.title}</h1>
          {preview.lines.length > 0 && (
            <dl className="english-preview-lines">
              {preview.lines.map((line) => (
                <div key={line.label}>
                  <dt lang="tr">{line.label}</dt>
                  <dd>
                    {line.value.split("\n").map((part, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one value, in their order
                      <span key={index} className="english-preview-line">
                        {part}
                      </span>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {preview.body && <RichText html={preview.body} />}
        </article>
      </div>
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const signedOut = isRouteErrorResponse(error) && error.status === 401;
  return (
    <main id="icerik" className="container page-section">
      <h1>{signedOut ? "Oturum gerekli" : "Önizleme açılamadı"}</h1>
      <p>
        {signedOut
          ? "Oturumunuz sona ermiş. Önizleme için yeniden giriş yapın; düzenleme sekmesindeki metniniz kaybolmaz."
          : "Kayıt bulunamadı ya da bağlantı hatalı olabilir."}
      </p>
    </main>
  );
}
