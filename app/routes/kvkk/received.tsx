import { Link } from "react-router";
import { pageTitle, seo } from "#app/.server/web/seo.ts";
import { KVKK_ANSWER_DAYS } from "#app/lib/kvkk.ts";
import { KVKK_FORM_STATUS_ID, KVKK_REFERENCE_PATTERN } from "#app/lib/kvkk-application.ts";
import { metaTags } from "#app/lib/meta.ts";
import { paths } from "#app/lib/paths.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/received";

/** The page shows the reference in its address: never cached (the page cache would keep the first one). */
export const handle: RouteHandle = { private: true };

/**
 * Where a filed application leads. It reads nothing: it repeats the reference of its address
 * (when it has the form of one) and says what comes next; no personal data, and nothing to
 * learn about an application by trying numbers.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const given = url.searchParams.get("no") ?? "";
  return {
    reference: KVKK_REFERENCE_PATTERN.test(given) ? given : "",
    seo: await seo(paths.kvkkApplication.received, {
      title: await pageTitle("Başvurunuz alındı"),
      description: "KVKK başvurusu alındı",
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function KvkkApplicationReceived({ loaderData }: Route.ComponentProps) {
  const { reference } = loaderData;
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">İlgili kişi başvurusu</p>
      <h1>Başvurunuz alındı</h1>
      <div id={KVKK_FORM_STATUS_ID} tabIndex={-1} role="status" className="form-status form-status-success">
        {reference ? (
          <p>
            Başvuru numaranız: <strong>{reference}</strong>. Yazışmalarınızda bu numarayı belirtin.
          </p>
        ) : (
          <p>Başvurunuzu aldık.</p>
        )}
      </div>
      <p>
        E-posta adresinize başvuru numaranızı, başvurunuzun alındığı tarihi, yanıt için son günü ve bir onay bağlantısı içeren bir e-posta
        gönderdik. Lütfen bağlantıyı açıp sayfadaki düğmeyle e-posta adresinizi doğrulayın; e-posta birkaç dakika içinde gelmezse istenmeyen
        (spam) klasörünüze bakın.
      </p>
      <p>
        Kanun gereği başvurunuzu, alındığı günden itibaren en geç {KVKK_ANSWER_DAYS} gün içinde ücretsiz olarak yanıtlarız (KVKK md. 13). Bu
        süre, e-posta adresinizi doğrulamanızı beklemeden bugünden işlemeye başlar. Kimliğinizi ya da talebinizi netleştirmek için ek bilgi
        gerekirse sizinle iletişime geçeriz.
      </p>
      <p>
        <Link to={paths.home}>Anasayfaya dön</Link>
      </p>
    </div>
  );
}
