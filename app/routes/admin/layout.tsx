import { Form, isRouteErrorResponse, Link, NavLink, Outlet, useLocation } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { unreadCount } from "#app/.server/contact/messages.ts";
import { isAccountScreen } from "#app/components/admin/AccountNav.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { LoadingOverlay } from "#app/components/admin/LoadingOverlay.tsx";
import { site } from "#app/content/site.ts";
import { adminPaths, signInPath } from "#app/lib/admin-paths.ts";
import { adminListPath, CONTENT_LISTS, LIST_NAMES } from "#app/lib/content-lists.ts";
import type { RouteHandle } from "#app/root.tsx";
import adminStyles from "#app/styles/admin.css?url";
import type { Route } from "./+types/layout";

/** The admin area is a React Router app in the browser (client navigation, pending UI). */
export const handle: RouteHandle = { hydrate: true };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  return { email: session.admin.email, unread: await unreadCount() };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <div className="admin">
      <a href="#icerik" className="skip-link">
        İçeriğe geç
      </a>
      <header className="admin-header">
        <div className="admin-header-inner">
          <p className="admin-brand">
            {site.name} <span>Yönetim paneli</span>
          </p>
          <div className="admin-user">
            <span>{loaderData.email}</span>
            <Form method="post" action={adminPaths.signOut}>
              <button type="submit" className="button button-outline button-small">
                Çıkış Yap
              </button>
            </Form>
          </div>
        </div>
        <nav aria-label="Yönetim bölümleri" className="admin-nav">
          <ul>
            {LIST_NAMES.map((name) => (
              <li key={name}>
                <NavLink to={adminListPath(name)} end>
                  {CONTENT_LISTS[name].label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to={adminPaths.bin}>Çöp kutusu</NavLink>
            </li>
            <li>
              <NavLink to={adminPaths.media}>Görseller</NavLink>
            </li>
            <li>
              <NavLink to={adminPaths.messages}>
                Mesajlar
                {loaderData.unread > 0 && (
                  <span className="badge">
                    {loaderData.unread}
                    <span className="visually-hidden"> okunmamış</span>
                  </span>
                )}
              </NavLink>
            </li>
            <li>
              <NavLink to={adminPaths.newsletter}>E-bülten</NavLink>
            </li>
            <li>
              <NavLink to={adminPaths.taxData}>Vergi verileri</NavLink>
            </li>
            <li>
              <NavLink to={adminPaths.taxCalendar}>Vergi takvimi</NavLink>
            </li>
            <li>
              <NavLink to={adminPaths.subscribers}>Aboneler</NavLink>
            </li>
            <li>
              <NavLink to={adminPaths.outbox}>Giden e-postalar</NavLink>
            </li>
            <li>
              <NavLink to={adminPaths.audit}>İşlem kayıtları</NavLink>
            </li>
            <li>
              <NavLink to={adminPaths.admins}>Yöneticiler</NavLink>
            </li>
            <li>
              {/* Şifre, İki adımlı doğrulama and Oturumlar: one entry, tabs on each of them (AccountNav). */}
              <Link
                to={adminPaths.password}
                className={isAccountScreen(pathname) ? "active" : undefined}
                aria-current={isAccountScreen(pathname) ? "page" : undefined}
              >
                Hesabım
              </Link>
            </li>
            <li>
              <a href={adminPaths.export} download>
                İçeriği dışa aktar (JSON)
              </a>
            </li>
            <li>
              <a href="/" target="_blank" rel="noopener">
                Siteyi görüntüle
              </a>
            </li>
          </ul>
        </nav>
      </header>
      <main id="icerik" tabIndex={-1} className="admin-main">
        <Outlet />
      </main>
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
