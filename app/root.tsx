import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { useNonce } from "#app/lib/nonce.tsx";
// Inlined: at ~4 KB gzipped the stylesheet costs less in each page than a
// render-blocking request does on a slow mobile connection (Lighthouse FCP).
import styles from "#app/styles/site.css?inline";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/images/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/images/apple-touch-icon.png" },
];

// Without JavaScript the enhanced widgets show their full content instead:
// the mobile menu stays open and every FAQ answer is visible.
const noScriptCss = `
.nav-toggle{display:none!important}
.nav-menu{display:flex!important}
.accordion-panel[hidden]{display:block!important}
.back-to-top{display:none!important}`;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="tr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f33" />
        <Meta />
        <Links />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, built from app/styles */}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: styles }} />
        <noscript>
          <style nonce={nonce}>{noScriptCss}</style>
        </noscript>
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive (browser tests wait for it before using widgets).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="icerik" className="container error-page">
      <title>{notFound ? "Sayfa bulunamadı" : "Bir hata oluştu"}</title>
      <meta name="robots" content="noindex" />
      <h1>{notFound ? "ARADIĞINIZ SAYFA MEVCUT DEĞİL." : "Bir hata oluştu."}</h1>
      <p>{notFound ? "Bağlantı eski ya da hatalı olabilir." : "İsteğiniz şu anda yanıtlanamadı. Lütfen biraz sonra yeniden deneyin."}</p>
      <p>
        <Link to="/">Anasayfaya dön</Link>
      </p>
    </main>
  );
}
