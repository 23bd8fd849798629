import { createContext, data, Link } from "react-router";
import { type ConfirmResult, confirmApplicationEmail, confirmationPending } from "#app/.server/kvkk/applications.ts";
import { pageTitle, seo } from "#app/.server/web/seo.ts";
import { KVKK_ANSWER_DAYS } from "#app/lib/kvkk.ts";
import { metaTags } from "#app/lib/meta.ts";
import { kvkkConfirmPath, paths } from "#app/lib/paths.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/confirm";

/** The answer depends on the token in the URL (and confirming is a write): never cached. */
export const handle: RouteHandle = { private: true };

/** The address carries the token: never sent on as a Referer. */
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

/** What the action did, for the loader that runs after it in the same request (the token is used by then). */
const confirmOutcome = createContext<ConfirmResult | null>(null);

type State = "ask" | ConfirmResult["state"];

const TITLES: Record<State, string> = {
  ask: "E-posta adresinizi doğrulayın",
  confirmed: "E-posta adresiniz doğrulandı",
  invalid: "Doğrulama bağlantısı geçersiz",
};

/**
 * The link in the acknowledgment e-mail only shows the page: mail scanners open every link in
 * a message, and their GET must not confirm anything. Nothing is written here.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const done = context.get(confirmOutcome);
  const state: State = done?.state ?? ((await confirmationPending(token)) ? "ask" : "invalid");
  return data(
    {
      state,
      reference: done?.state === "confirmed" ? done.reference : "",
      action: state === "ask" ? kvkkConfirmPath(token) : "",
      seo: await seo(paths.kvkkApplication.confirm, {
        title: await pageTitle(TITLES[state]),
        description: "KVKK başvurusu",
        noindex: true,
      }),
    },
    { status: state === "invalid" ? 400 : 200 },
  );
}

/** The page's button: confirms once. */
export async function action({ url, context }: Route.ActionArgs) {
  const result = await confirmApplicationEmail(url.searchParams.get("token") ?? "");
  context.set(confirmOutcome, result);
  return data(null, { status: result.state === "confirmed" ? 200 : 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function KvkkConfirm({ loaderData }: Route.ComponentProps) {
  const { state, reference } = loaderData;
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">İlgili kişi başvurusu</p>
      <h1>{TITLES[state]}</h1>
      {state === "ask" && (
        <>
          <p>KVKK başvurunuzda verdiğiniz e-posta adresini doğrulamak için aşağıdaki düğmeye basın.</p>
          <p className="small">
            Bazı e-posta güvenlik yazılımları iletilerdeki bağlantıları kendiliğinden açar. Bu yüzden bağlantıyı açmak adresi tek başına
            doğrulamaz; doğrulamayı bu düğmeyle siz yaparsınız.
          </p>
          <form method="post" action={loaderData.action} className="form" data-module="form">
            <button type="submit" className="button button-accent">
              E-posta adresimi doğrula
            </button>
          </form>
        </>
      )}
      {state === "confirmed" && <p role="status">Teşekkür ederiz. {reference} numaralı başvurunuzun yanıtını bu adrese gönderebiliriz.</p>}
      {state === "invalid" && (
        <p role="alert">
          Bu bağlantı daha önce kullanılmış ya da başvuru kapanmış olabilir. Başvurunuzla ilgili bir sorunuz varsa başvuru numaranızla bize
          yazın.
        </p>
      )}
      <p>
        Başvurunuzu, alındığı günden itibaren en geç {KVKK_ANSWER_DAYS} gün içinde yanıtlarız; bu süre doğrulamayı beklemeden başvuru
        gününden işler.
      </p>
      <p>
        <Link to={paths.home}>Anasayfaya dön</Link>
      </p>
    </div>
  );
}
