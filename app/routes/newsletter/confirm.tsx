import { createContext, data, Link } from "react-router";
import { CONFIRM_VALID_DAYS, type ConfirmResult, confirmationPending, confirmSubscription } from "#app/.server/newsletter/subscriptions.ts";
import { pageTitle, seo } from "#app/.server/web/seo.ts";
import { metaTags } from "#app/lib/meta.ts";
import { confirmPath, paths } from "#app/lib/paths.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/confirm";

/** The answer depends on the token in the URL (and confirming is a write): never cached. */
export const handle: RouteHandle = { private: true };

/** The address carries the token: never sent on as a Referer (the handle above keeps it out of every cache). */
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

/**
 * What the action did, for the loader React Router runs after it in the same
 * request: the token is used by then, so the database can no longer tell a
 * confirmation just made from a link that was never valid.
 */
const confirmOutcome = createContext<ConfirmResult | null>(null);

/** "ask": the link can still confirm, and the page offers the button. */
type ConfirmState = "ask" | ConfirmResult;

const TITLES: Record<ConfirmState, string> = {
  ask: "Aboneliğinizi onaylayın",
  confirmed: "Aboneliğiniz onaylandı",
  invalid: "Onay bağlantısı geçersiz",
};

/**
 * The link in the confirmation e-mail only shows the page: mail scanners
 * open every link in a message, and their GET must not give the consent.
 * Nothing is written here.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const state: ConfirmState = context.get(confirmOutcome) ?? ((await confirmationPending(token)) ? "ask" : "invalid");
  return data(
    {
      state,
      // Only a link that can still confirm is repeated in the page (the form's address).
      action: state === "ask" ? confirmPath(token) : "",
      validDays: CONFIRM_VALID_DAYS,
      seo: await seo(paths.newsletter.confirm, {
        title: await pageTitle(TITLES[state]),
        description: "E-bülten aboneliği onayı",
        noindex: true,
      }),
    },
    { status: state === "invalid" ? 400 : 200 },
  );
}

/** The page's button: confirms once, then never again. */
export async function action({ url, context }: Route.ActionArgs) {
  const result = await confirmSubscription(url.searchParams.get("token") ?? "");
  context.set(confirmOutcome, result);
  return data(null, { status: result === "confirmed" ? 200 : 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ConfirmSubscription({ loaderData }: Route.ComponentProps) {
  const { state, validDays } = loaderData;
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">E‑bülten</p>
      <h1>{TITLES[state]}</h1>
      {state === "ask" && (
        <>
          <p>
            Bu e‑posta adresiyle e‑bültenimize abone olma isteği aldık. Aboneliğiniz, aşağıdaki düğmeye bastığınızda başlar; düğmeye
            basmazsanız size e‑bülten göndermeyiz.
          </p>
          <p className="small">
            Bazı e‑posta güvenlik yazılımları iletilerdeki bağlantıları kendiliğinden açar. Bu yüzden bağlantıyı açmak aboneliği tek başına
            onaylamaz; onayı bu düğmeyle siz verirsiniz.
          </p>
          <form method="post" action={loaderData.action} className="form" data-module="form">
            <button type="submit" className="button button-accent">
              Aboneliğimi onayla
            </button>
          </form>
        </>
      )}
      {state === "confirmed" && (
        <>
          <p role="status">Teşekkür ederiz. Duyurularımızı bundan sonra e‑posta ile alacaksınız.</p>
          <p>Her e‑postamızda abonelikten çıkmanızı sağlayan bir bağlantı bulunur.</p>
        </>
      )}
      {state === "invalid" && (
        <p role="alert">
          Bağlantı daha önce kullanılmış ya da süresi ({validDays} gün) dolmuş olabilir. Aboneliğinizi yenilemek için anasayfadaki e‑bülten
          formunu yeniden doldurabilirsiniz.
        </p>
      )}
      <p>
        <Link to={paths.home}>Anasayfaya dön</Link>
      </p>
    </div>
  );
}
