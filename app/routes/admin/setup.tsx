/**
 * Kurulum: what the public site still shows of the sample firm, step by step,
 * each with a link to the screen where it is done. The sample stays until the
 * office replaces it, so a new installation shows a complete site meanwhile.
 * Then "Yayına alma" (issue 39): what going live needs, each step ticked from
 * the real state (.server/overview/going-live.ts).
 */
import { Link } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { setupChecklist } from "#app/.server/firm/setup.ts";
import { staleFacts } from "#app/.server/firm/stale-facts.ts";
import { type GoingLiveChecklist, goingLiveChecklist } from "#app/.server/overview/going-live.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { StaleFacts } from "#app/components/admin/firm/StaleFacts.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/setup";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [checklist, stale, goingLive] = await Promise.all([setupChecklist(), staleFacts(), goingLiveChecklist()]);
  return { checklist, staleFacts: stale, goingLive, seo: await adminSeo("Kurulum", adminPaths.setup) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Setup({ loaderData }: Route.ComponentProps) {
  const { steps, done, left } = loaderData.checklist;
  return (
    <>
      <h1>Kurulum</h1>
      <p>
        Site ilk kurulduğunda örnek bir firmanın bilgileri, sayfaları ve kayıtlarıyla açılır. Aşağıdaki adımlar sitede hâlâ örnek firmaya
        ait olanları gösterir; her adımın bağlantısı, onu değiştireceğiniz ekranı açar.
      </p>
      <StaleFacts facts={loaderData.staleFacts} />
      <p className="setup-progress">
        <strong>
          {steps.length} adımdan {done} tanesi tamam.
        </strong>{" "}
        {left === 0 ? "Sitede örnek firmadan bir şey kalmadı." : `${left} adım kaldı.`}
      </p>
      <ol className="setup-steps">
        {steps.map((step) => (
          <li key={step.key} className={step.done ? "setup-step setup-step-done" : "setup-step"}>
            <span className="setup-step-state">{step.done ? "Tamam" : "Yapılacak"}</span>
            <span className="setup-step-text">
              <Link to={step.to}>{step.label}</Link>
              {!step.done && <span className="setup-step-detail">{step.detail}</span>}
            </span>
          </li>
        ))}
      </ol>
      <GoingLive checklist={loaderData.goingLive} />
      <p>
        Metinlerde olgusal kalın: 3568 sayılı Kanun gereği yeminli mali müşavirler reklam yapamaz (üstünlük ifadeleri, fiyat, müşteri
        logoları ya da müşteri görüşleri kullanılmaz).
      </p>
    </>
  );
}

/** Yayına alma: the steps before the site faces the internet; those done on the server have no link. */
function GoingLive({ checklist }: { checklist: GoingLiveChecklist }) {
  const { steps, done, left } = checklist;
  return (
    <section aria-labelledby="kurulum-yayina-alma">
      <h2 id="kurulum-yayina-alma">Yayına alma</h2>
      <p>
        Site internete açılmadan önce: her adım sunucunun ve hesapların gerçek durumundan okunur; elle işaretlenmez.{" "}
        <Link to={adminPaths.systemStatus}>Sistem durumu</Link> sitenin sağlığını ayrıca gösterir.
      </p>
      <p className="setup-progress">
        <strong>
          {steps.length} adımdan {done} tanesi tamam.
        </strong>{" "}
        {left === 0 ? "Site yayına hazır." : `${left} adım kaldı.`}
      </p>
      <ol className="setup-steps">
        {steps.map((step) => (
          <li key={step.key} id={`yayin-${step.key}`} className={step.done ? "launch-step launch-step-done" : "launch-step"}>
            <span className="setup-step-state">{step.done ? "Tamam" : "Yapılacak"}</span>
            <span className="setup-step-text">
              {step.to ? <Link to={step.to}>{step.label}</Link> : <strong>{step.label}</strong>}
              <span className="setup-step-detail">{step.detail}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
