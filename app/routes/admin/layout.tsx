import { isRouteErrorResponse, Outlet, useLocation } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { adminShellData } from "#app/.server/overview/admin-shell.ts";
import { AdminShell } from "#app/components/admin/AdminShell.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { signInPath } from "#app/lib/admin-paths.ts";
import { ADMIN_FORM_TOO_LARGE } from "#app/lib/form-limits.ts";
import type { RouteHandle } from "#app/root.tsx";
import adminStyles from "#app/styles/admin.css?url";
import type { Route } from "./+types/layout";

/** The admin area is a React Router app in the browser (client navigation, pending UI). */
export const handle: RouteHandle = { hydrate: true };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request }: Route.LoaderArgs) {
  return adminShellData(await requireAdmin(request));
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell shell={loaderData}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const signedOut = isRouteErrorResponse(error) && (error.status === 401 || error.status === 403);
  // A form over the admin's body limit, refused before it was read (.server/web/security/http.ts).
  const tooLarge = isRouteErrorResponse(error) && error.status === 413;
  // After signing in, back to this screen: an edit form offers the text kept in the browser (EntryForm).
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const editing = /[?&](yeni|duzenle)\b/.test(location.search);
  return (
    <main id="icerik" className="admin-sign-in">
      <div className="admin-card">
        <h1>{signedOut ? "Oturum gerekli" : tooLarge ? "Form gönderilemedi" : "Bir hata oluştu"}</h1>
        <Alert>
          {signedOut
            ? "Oturumunuz sona ermiş ya da kapatılmış. Değişiklik kaydedilmedi."
            : tooLarge
              ? ADMIN_FORM_TOO_LARGE
              : "İstek tamamlanamadı. Lütfen yeniden deneyin."}
        </Alert>
        {signedOut && editing && <p>Yazdıklarınız bu tarayıcıda saklandı; yeniden giriş yaptığınızda size geri sunulacak.</p>}
        {tooLarge && editing && <p>Yazdıklarınız bu tarayıcıda saklandı; forma döndüğünüzde size geri sunulacak.</p>}
        <p>
          {tooLarge ? (
            <a href={here} className="button">
              Forma dön
            </a>
          ) : (
            <a href={signInPath(here)} className="button">
              Giriş sayfasına git
            </a>
          )}
        </p>
      </div>
    </main>
  );
}
