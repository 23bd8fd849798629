import { createContext, data, Link } from "react-router";
import { type ChangeTopicsResult, changeTopics, preferencesState } from "#app/.server/newsletter/preferences.ts";
import { newsletterTopics } from "#app/.server/newsletter/topics.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { pageTitle, seo } from "#app/.server/web/seo.ts";
import { TopicChoices } from "#app/components/TopicChoices.tsx";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import { ALL_TOPICS_TEXT, TOPIC_FIELD } from "#app/lib/newsletter-topics.ts";
import { paths, preferencesPath, unsubscribePath } from "#app/lib/paths.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/preferences";

/** The answer depends on the token in the URL (and saving is a write): never cached. */
export const handle: RouteHandle = { private: true };

/** The address carries the token: never sent on as a Referer. */
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

/** What the action did, for the loader React Router runs after it in the same request. */
const saved = createContext<ChangeTopicsResult | null>(null);

const TITLES = {
  ask: "E‑bülten tercihleriniz",
  unsubscribed: "Abonelikten çıktınız",
  invalid: "Bağlantı geçersiz",
} as const;

/**
 * The link in every issue (ADR 064) only shows the choices: mail scanners
 * open every link, and their GET must change nothing. The page's buttons
 * save the topics (this route's action) or leave (the unsubscribe page's).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const [current, topics] = await Promise.all([preferencesState(token), newsletterTopics()]);
  const outcome = context.get(saved);
  const state: keyof typeof TITLES = current.state === "subscribed" ? "ask" : current.state;
  return data(
    {
      state,
      topics,
      ticked: current.state === "subscribed" ? current.topicIds : [],
      // A subscriber from before topics consented to the whole e-bülten: every topic.
      now:
        current.state === "subscribed"
          ? { text: current.topicsText ?? ALL_TOPICS_TEXT, at: current.topicsAt ? formatTurkishDateTime(current.topicsAt) : undefined }
          : undefined,
      saved: outcome?.ok === true,
      action: state === "ask" ? preferencesPath(token) : "",
      leave: state === "ask" ? unsubscribePath(token) : "",
      seo: await seo(paths.newsletter.preferences, {
        title: await pageTitle(TITLES[state]),
        description: "E-bülten konu tercihleri",
        noindex: true,
      }),
    },
    { status: state === "invalid" || outcome?.ok === false ? 400 : 200 },
  );
}

/** The page's "Tercihlerimi kaydet": the ticked topics become the subscriber's (none: every topic). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const ids = (form?.getAll(TOPIC_FIELD) ?? []).filter((id): id is string => typeof id === "string").slice(0, 200);
  const result = form ? await changeTopics(url.searchParams.get("token") ?? "", ids) : ({ ok: false, reason: "invalid" } as const);
  context.set(saved, result);
  return data(null, { status: result.ok ? 200 : 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Preferences({ loaderData }: Route.ComponentProps) {
  const { state, now } = loaderData;
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">E‑bülten</p>
      <h1>{TITLES[state]}</h1>
      {state === "ask" && (
        <>
          <p role="status">{loaderData.saved ? `Tercihleriniz kaydedildi. Bundan sonra alacağınız konular: ${now?.text ?? ""}.` : ""}</p>
          {now && (
            <p>
              Şu anki seçiminiz: <strong>{now.text}</strong>
              {now.at ? ` (${now.at} tarihinde kaydedildi)` : ""}.
            </p>
          )}
          <p className="small">
            Bu sayfayı açmak hiçbir şeyi değiştirmez; seçiminiz yalnızca “Tercihlerimi kaydet” düğmesine bastığınızda kaydedilir.
          </p>
          <form method="post" action={loaderData.action} className="form preferences-form" data-module="form">
            <TopicChoices
              idPrefix="tercih"
              topics={loaderData.topics}
              ticked={new Set(loaderData.ticked)}
              legend="Almak istediğiniz konular"
            />
            <button type="submit" className="button button-accent">
              Tercihlerimi kaydet
            </button>
          </form>
          <h2>E‑bülteni hiç almak istemiyorsanız</h2>
          <form method="post" action={loaderData.leave} className="form" data-module="form">
            <button type="submit" className="button button-outline">
              Abonelikten çık
            </button>
          </form>
        </>
      )}
      {state === "unsubscribed" && (
        <p role="status">Bu adrese e‑bülten göndermiyoruz. Dilediğiniz zaman anasayfadaki formdan yeniden abone olabilirsiniz.</p>
      )}
      {state === "invalid" && <p role="alert">Bu bağlantı bir aboneliğe ait değil. Yardım için bizimle iletişime geçebilirsiniz.</p>}
      <p>
        <Link to={paths.home}>Anasayfaya dön</Link>
      </p>
    </div>
  );
}
