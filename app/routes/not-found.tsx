import { data, Link } from "react-router";
import { pagePath, pageTitle, seo } from "#app/.server/seo.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/not-found";

export function loader({ url }: Route.LoaderArgs) {
  return data(
    {
      seo: seo(pagePath(url), {
        title: pageTitle("Sayfa bulunamadı"),
        description: "Aradığınız sayfa bulunamadı.",
        noindex: true,
      }),
    },
    { status: 404 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function NotFound() {
  return (
    <div className="container page-section narrow not-found">
      <h1>ARADIĞINIZ SAYFA MEVCUT DEĞİL.</h1>
      <p>Bağlantı eski ya da hatalı olabilir.</p>
      <p>
        <Link to="/" className="button">
          Anasayfaya dön
        </Link>
      </p>
    </div>
  );
}
