import { data, Link } from "react-router";
import { unsubscribe } from "#app/.server/newsletter/subscriptions.ts";
import { pageTitle, seo } from "#app/.server/web/seo.ts";
import { metaTags } from "#app/lib/meta.ts";
import { paths } from "#app/lib/paths.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/unsubscribe";

/** The answer depends on the token in the URL (and unsubscribing is a write): never cached. */
export const handle: RouteHandle = { private: true };

async function answer(token: string) {
  const done = await unsubscribe(token);
  return data(
    {
      done,
      seo: await seo(paths.newsletter.unsubscribe, {
        title: await pageTitle(done ? "Abonelikten çıktınız" : "Bağlantı geçersiz"),
        description: "E-bülten aboneliğinden çıkış",
        noindex: true,
      }),
    },
    { status: done ? 200 : 400, headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } },
  );
}

/** One click from any of our e-mails; no sign-in. */
export async function loader({ url }: Route.LoaderArgs) {
  return answer(url.searchParams.get("token") ?? "");
}

/** RFC 8058 one-click unsubscribe, POSTed by the mail client itself. */
export async function action({ url }: Route.ActionArgs) {
  return answer(url.searchParams.get("token") ?? "");
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">E‑bülten</p>
      {loaderData.done ? (
        <>
          <h1>Abonelikten çıktınız</h1>
          <p role="status">Bu adrese artık e‑bülten göndermeyeceğiz. Dilediğiniz zaman anasayfadan yeniden abone olabilirsiniz.</p>
        </>
      ) : (
        <>
          <h1>Bağlantı geçersiz</h1>
          <p role="alert">Bu bağlantı bir aboneliğe ait değil. Yardım için bizimle iletişime geçebilirsiniz.</p>
        </>
      )}
      <p>
        <Link to={paths.home}>Anasayfaya dön</Link>
      </p>
    </div>
  );
}
