import { createContext, data, Link } from "react-router";
import { type UnsubscribeLinkState, unsubscribe, unsubscribeLinkState } from "#app/.server/newsletter/subscriptions.ts";
import { pageTitle, seo } from "#app/.server/web/seo.ts";
import { metaTags } from "#app/lib/meta.ts";
import { paths, unsubscribePath } from "#app/lib/paths.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/unsubscribe";

/** The answer depends on the token in the URL (and unsubscribing is a write): never cached. */
export const handle: RouteHandle = { private: true };

/** The address carries the token: never sent on as a Referer (the handle above keeps it out of every cache). */
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

/** Whether the action unsubscribed, for the loader React Router runs after it in the same request. */
const unsubscribed = createContext<boolean | null>(null);

/** "ask": the address still receives the e-bülten, and the page offers the button. */
type UnsubscribeState = "ask" | "done" | "invalid";

const TITLES: Record<UnsubscribeState, string> = {
  ask: "Abonelikten çıkış",
  done: "Abonelikten çıktınız",
  invalid: "Bağlantı geçersiz",
};

/** The page a GET shows for where the link's address stands (an address already out is told so). */
const PAGE_OF_LINK: Record<UnsubscribeLinkState, UnsubscribeState> = { subscribed: "ask", unsubscribed: "done", invalid: "invalid" };

/**
 * The link in our e-mails only shows the page, with the button: mail
 * scanners open every link in a message, and their GET must not unsubscribe
 * anybody. Nothing is written here.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const done = context.get(unsubscribed);
  const state: UnsubscribeState = done === null ? PAGE_OF_LINK[await unsubscribeLinkState(token)] : done ? "done" : "invalid";
  return data(
    {
      state,
      action: state === "ask" ? unsubscribePath(token) : "",
      seo: await seo(paths.newsletter.unsubscribe, {
        title: await pageTitle(TITLES[state]),
        description: "E-bülten aboneliğinden çıkış",
        noindex: true,
      }),
    },
    { status: state === "invalid" ? 400 : 200 },
  );
}

/**
 * The page's button, and RFC 8058's one-click unsubscribe that the mail
 * client itself POSTs (body "List-Unsubscribe=One-Click", no cookie, no
 * Origin): the token in the URL is what authorises it.
 */
export async function action({ url, context }: Route.ActionArgs) {
  const done = await unsubscribe(url.searchParams.get("token") ?? "");
  context.set(unsubscribed, done);
  return data(null, { status: done ? 200 : 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const { state } = loaderData;
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">E‑bülten</p>
      <h1>{TITLES[state]}</h1>
      {state === "ask" && (
        <>
          <p>Aşağıdaki düğmeye bastığınızda bu adrese artık e‑bülten göndermeyiz.</p>
          <p className="small">
            Bazı e‑posta güvenlik yazılımları iletilerdeki bağlantıları kendiliğinden açar. Bu yüzden bağlantıyı açmak sizi tek başına
            abonelikten çıkarmaz; bunun için düğmeye basmanız gerekir.
          </p>
          <form method="post" action={loaderData.action} className="form" data-module="form">
            <button type="submit" className="button button-accent">
              Abonelikten çık
            </button>
          </form>
        </>
      )}
      {state === "done" && (
        <p role="status">Bu adrese artık e‑bülten göndermeyeceğiz. Dilediğiniz zaman anasayfadan yeniden abone olabilirsiniz.</p>
      )}
      {state === "invalid" && <p role="alert">Bu bağlantı bir aboneliğe ait değil. Yardım için bizimle iletişime geçebilirsiniz.</p>}
      <p>
        <Link to={paths.home}>Anasayfaya dön</Link>
      </p>
    </div>
  );
}
