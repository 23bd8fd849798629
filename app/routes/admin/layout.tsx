import { Form, isRouteErrorResponse, Outlet, useLocation } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { unreadCount } from "#app/.server/contact/messages.ts";
import { currentFirm } from "#app/.server/firm/snapshot.ts";
import { AdminMenu } from "#app/components/admin/AdminMenu.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { LoadingOverlay } from "#app/components/admin/LoadingOverlay.tsx";
import { adminPaths, signInPath } from "#app/lib/admin-paths.ts";
import type { RouteHandle } from "#app/root.tsx";
import adminStyles from "#app/styles/admin.css?url";
import type { Route } from "./+types/layout";

/** The admin area is a React Router app in the browser (client navigation, pending UI). */
export const handle: RouteHandle = { hydrate: true };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const [unread, firm] = await Promise.all([unreadCount(), currentFirm()]);
  return { email: session.admin.email, unread, firmName: firm.settings.name };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin">
      <a href="#icerik" className="skip-link">
        İçeriğe geç
      </a>
      <header className="admin-header">
        <div className="admin-header-inner">
          <p className="admin-brand">
            {loaderData.firmName} <span>Yönetim paneli</span>
          </p>
          <div className="admin-user">
            <span className="admin-user-email">{loaderData.email}</span>
            <Form method="post" action={adminPaths.signOut}>
              <button type="submit" className="button button-outline button-small">
                Çıkış Yap
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="admin-frame">
        <AdminMenu unread={loaderData.unread} />
        <main id="icerik" tabIndex={-1} className="admin-main">
          <Outlet />
        </main>
      </div>
      <LoadingOverlay />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const signedOut = isRouteErrorResponse(error) && (error.status === 401 || error.status === 403);
  // After signing in, back to this screen: an edit form offers the text kept in the browser (EntryForm).
  const location = useLocation();
  return (
    <main id="icerik" className="admin-sign-in">
      <div className="admin-card">
        <h1>{signedOut ? "Oturum gerekli" : "Bir hata oluştu"}</h1>
        <Alert>
          {signedOut ? "Oturumunuz sona ermiş ya da kapatılmış. Değişiklik kaydedilmedi." : "İstek tamamlanamadı. Lütfen yeniden deneyin."}
        </Alert>
        {signedOut && /[?&](yeni|duzenle)\b/.test(location.search) && (
          <p>Yazdıklarınız bu tarayıcıda saklandı; yeniden giriş yaptığınızda size geri sunulacak.</p>
        )}
        <p>
          <a href={signInPath(`${location.pathname}${location.search}`)} className="button">
            Giriş sayfasına git
          </a>
        </p>
      </div>
    </main>
  );
}
