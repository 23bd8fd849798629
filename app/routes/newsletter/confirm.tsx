import { data, Link } from "react-router";
import { CONFIRM_VALID_DAYS, confirmSubscription } from "#app/.server/newsletter/subscriptions.ts";
import { pageTitle, seo } from "#app/.server/web/seo.ts";
import { metaTags } from "#app/lib/meta.ts";
import { paths } from "#app/lib/paths.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/confirm";

/** The answer depends on the token in the URL (and confirming is a write): never cached. */
export const handle: RouteHandle = { private: true };

/** The link in the confirmation e-mail: confirms once, then never again. */
export async function loader({ url }: Route.LoaderArgs) {
  const result = await confirmSubscription(url.searchParams.get("token") ?? "");
  const confirmed = result === "confirmed";
  return data(
    {
      confirmed,
      validDays: CONFIRM_VALID_DAYS,
      seo: await seo(paths.newsletter.confirm, {
        title: await pageTitle(confirmed ? "Aboneliğiniz onaylandı" : "Onay bağlantısı geçersiz"),
        description: "E-bülten aboneliği onayı",
        noindex: true,
      }),
    },
    { status: confirmed ? 200 : 400, headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ConfirmSubscription({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">E‑bülten</p>
      {loaderData.confirmed ? (
        <>
          <h1>Aboneliğiniz onaylandı</h1>
          <p role="status">Teşekkür ederiz. Duyurularımızı bundan sonra e‑posta ile alacaksınız.</p>
          <p>Her e‑postamızda abonelikten tek tıkla çıkmanızı sağlayan bir bağlantı bulunur.</p>
        </>
      ) : (
        <>
          <h1>Onay bağlantısı geçersiz</h1>
          <p role="alert">
            Bağlantı daha önce kullanılmış ya da süresi ({loaderData.validDays} gün) dolmuş olabilir. Aboneliğinizi yenilemek için
            anasayfadaki e‑bülten formunu yeniden doldurabilirsiniz.
          </p>
        </>
      )}
      <p>
        <Link to={paths.home}>Anasayfaya dön</Link>
      </p>
    </div>
  );
}
