import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { checkAdminAccess } from "#app/.server/accounts/access.ts";
import { adminShellData } from "#app/.server/overview/admin-shell.ts";
import { enhanceLoader, enhanceScriptSrc } from "#app/.server/web/enhance-script.ts";
import { AdminShell } from "#app/components/admin/AdminShell.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import favicon from "#app/images/favicon.svg";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { type ForbiddenData, isForbiddenData } from "#app/lib/admin-shell.ts";
import { catalogue } from "#app/lib/i18n/index.ts";
import { NO_SCRIPT_CSS, SITE_CSS } from "#app/lib/inline-css.ts";
import { languageOf } from "#app/lib/language-alternates.ts";
import { useNonce } from "#app/lib/nonce.tsx";
import { englishPaths, paths } from "#app/lib/paths.ts";
import { ROLE_LABELS } from "#app/lib/roles.ts";
import type { SiteShell } from "#app/lib/site-shell.ts";
import adminStyles from "#app/styles/admin.css?url";
import type { Route } from "./+types/root";

// The icon is inlined as a data: URI (Vite, under 4 KB): as a request of its
// own it raced the first paint and, when it won, cost Lighthouse's simulated
// LCP a round trip (ADR 011).
// The default icons; a public page links the firm's own instead when one is chosen (Firma bilgileri → Site simgesi).
const DEFAULT_ICONS = { icon: favicon, iconType: "image/svg+xml", appleTouchIcon: "/images/apple-touch-icon.png" };

/** A route that needs the React Router app in the browser says so with `handle = { hydrate: true }` (the admin area). */
export interface RouteHandle {
  hydrate?: boolean;
  /** The response depends on who asks (a token in the URL): never cached, never shared. */
  private?: boolean;
}

/**
 * Every request React Router answers passes the admin area's access check
 * first (issue 25): the route's declared role (lib/admin-access.ts), before any
 * loader or action, for pages, `.data` requests and resource routes alike.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, pattern }, next) => (await checkAdminAccess(request, pattern, adminShellData)) ?? next(),
];

/** A refusal of the access check, with the admin layout to show it in (from the root's error boundary). */
function forbiddenOf(error: unknown): ForbiddenData | undefined {
  return isRouteErrorResponse(error) && error.status === 403 && isForbiddenData(error.data) ? error.data : undefined;
}

/** The loader of the public pages' small script (see app/enhance/ and .server/web/enhance-script.ts), from the server. */
export function loader() {
  const src = enhanceScriptSrc();
  return { enhanceLoader: src && enhanceLoader(src) };
}

/**
 * Public pages are complete HTML and load no framework JavaScript (React
 * Router's pattern for disabling JavaScript per route): only routes whose
 * handle asks for hydration render <Scripts/>. The others get the small
 * enhancement module, asked for only after the first paint.
 */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce() || undefined;
  // A refusal in the admin area is shown in the admin layout, hydrated like it (from the root's error boundary).
  const forbidden = forbiddenOf(useRouteError());
  const matches = useMatches();
  const hydrate = forbidden !== undefined || matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate);
  const enhance = useRouteLoaderData<typeof loader>("root")?.enhanceLoader;
  // Public pages announce the announcements' and news feeds, named after the firm (routes/site.tsx's data; the English layout's).
  const turkishSite = useRouteLoaderData<SiteShell>("routes/site");
  const englishSite = useRouteLoaderData<SiteShell>("routes/en/site");
  const site = turkishSite ?? englishSite;
  // English under /en/, Turkish everywhere else (issue 43): the page's language, also on an error page.
  const language = languageOf(useLocation().pathname);
  const feeds = site?.feeds ?? [];
  const icons = site?.icons ? { ...site.icons, iconType: "image/png" } : DEFAULT_ICONS;
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f33" />
        <Meta />
        <link rel="icon" href={icons.icon} type={icons.iconType} />
        <link rel="apple-touch-icon" href={icons.appleTouchIcon} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, built from app/styles */}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: SITE_CSS }} />
        <noscript>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own rules, a constant */}
          <style nonce={nonce} dangerouslySetInnerHTML={{ __html: NO_SCRIPT_CSS }} />
        </noscript>
        {/* After the site's styles, so a route's own stylesheet (admin.css) wins over them at equal specificity. */}
        <Links />
        {forbidden && <link rel="stylesheet" href={adminStyles} />}
        {feeds.map((feed) => (
          <link key={feed.href} rel="alternate" type={feed.type} href={feed.href} title={feed.title} />
        ))}
        {/*
          Asks for the module after the first paint (ADR 027). A public page's CSP allows it by its hash; an
          admin page that shows the public look (Önizle, the admin's not-found page) has a per-response nonce
          and no hash in its CSP, so there the loader carries that nonce. Adding the loader's hash to the
          admin's policy would also work, but would let any admin page run it; the nonce allows only this
          response's own scripts, so the admin's policy stays "nonce only".
        */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant loader */}
        {!hydrate && enhance && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: enhance }} />}
      </head>
      <body>
        {children}
        {hydrate && <ScrollRestoration nonce={nonce} />}
        {hydrate && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive (browser tests of the admin wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden = forbiddenOf(error);
  const language = languageOf(useLocation().pathname);
  if (forbidden) return <Forbidden data={forbidden} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // In the page's language (lib/i18n): an English page's error is told in English.
  const { notFound: missing, error: failed } = catalogue(language);
  return (
    <main id="icerik" className="container error-page">
      <title>{notFound ? missing.title : failed.title}</title>
      <meta name="robots" content="noindex" />
      <h1>{notFound ? missing.heading : failed.heading}</h1>
      <p>{notFound ? missing.text : failed.text}</p>
      <p>
        <Link to={language === "en" ? englishPaths.home : paths.home}>{missing.homeLink}</Link>
      </p>
    </main>
  );
}

/** A screen of the admin area the signed-in role may not use (403), inside the admin layout. */
function Forbidden({ data }: { data: ForbiddenData }) {
  const { shell, needed } = data.forbidden;
  return (
    <AdminShell shell={shell}>
      <title>Yetkiniz yok · Yönetim paneli</title>
      <h1>Bu sayfa için yetkiniz yok</h1>
      <Alert>
        {`Hesabınızın rolü ${ROLE_LABELS[shell.role]}; ${
          needed === "owner"
            ? "bu sayfayı yalnızca Sahip kullanabilir."
            : needed
              ? `bu sayfayı en az ${ROLE_LABELS[needed]} rolündeki hesaplar kullanabilir.`
              : "bu sayfayı kimse kullanamaz."
        } Hiçbir şey değiştirilmedi.`}
      </Alert>
      <p>Bir yetkiye ihtiyacınız varsa firmanızın sahibine ya da bir yöneticiye başvurun.</p>
      <p>
        <Link to={adminPaths.root} className="button">
          Genel bakışa dön
        </Link>
      </p>
    </AdminShell>
  );
}
