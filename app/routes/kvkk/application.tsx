import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { kvkkRetentionDays } from "#app/.server/kvkk/admin-read.ts";
import { handleKvkkApplication } from "#app/.server/kvkk/application-form.ts";
import { clientIpContext } from "#app/.server/platform/request-context.ts";
import { KVKK_APPLICATION_BODY_LIMIT } from "#app/.server/web/security/http.ts";
import { pageTitle, seo } from "#app/.server/web/seo.ts";
import { FormNotice } from "#app/components/FormNotice.tsx";
import { KvkkApplicationForm } from "#app/components/KvkkApplicationForm.tsx";
import { fullAddress } from "#app/lib/firm.ts";
import { passRetryAfter } from "#app/lib/headers.ts";
import { KVKK_ANSWER_DAYS } from "#app/lib/kvkk.ts";
import { metaTags } from "#app/lib/meta.ts";
import { paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/application";

const TITLE = "İlgili kişi başvurusu";

export async function loader() {
  const { settings } = await currentFirm();
  return {
    firmName: settings.name,
    address: fullAddress(settings),
    kepAddress: settings.kepAddress,
    // The notice states the period the office set on KVKK başvuruları (ADR 055, 056).
    retentionDays: await kvkkRetentionDays(),
    seo: await seo(paths.kvkkApplication.form, {
      title: await pageTitle(TITLE),
      description: `${settings.name}: KVKK md. 11 kapsamındaki haklarınız için çevrim içi başvuru formu; yanıt en geç ${KVKK_ANSWER_DAYS} gün içinde, ücretsiz.`,
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleKvkkApplication(request, context.get(clientIpContext), KVKK_APPLICATION_BODY_LIMIT);
}

export const headers: Route.HeadersFunction = passRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function KvkkApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { address, kepAddress, retentionDays } = loaderData;
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">Kişisel verilerin korunması</p>
      <h1>{TITLE}</h1>
      <p>
        6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (KVKK) 11. maddesindeki haklarınızı kullanmak için bu formu doldurabilirsiniz.
        Başvurunuzu, alındığı günden itibaren en geç {KVKK_ANSWER_DAYS} gün içinde ücretsiz olarak yanıtlarız (KVKK md. 13).
      </p>
      <section className="kvkk-facts" aria-labelledby="kvkk-facts-title">
        <h2 id="kvkk-facts-title" className="visually-hidden">
          Başvuru hakkında bilmeniz gerekenler
        </h2>
        <ul>
          <li>Başvurunuzu Türkçe yapmanız gerekir (Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ, md. 5).</li>
          <li>
            Bu form yerine başvurunuzu yazılı olarak{address ? ` (${address})` : ""}, kayıtlı elektronik posta (KEP) adresimize
            {kepAddress ? ` (${kepAddress})` : ""}, güvenli elektronik imza ya da mobil imza ile de yapabilirsiniz.
          </li>
          <li>
            Gönderdiğinizde e-posta adresinize başvuru numaranızı ve bir onay bağlantısı içeren bir e-posta göndeririz. Onay, yanıtımızın
            size ulaşması içindir; {KVKK_ANSWER_DAYS} günlük süre onayı beklemeden başvurunuzun alındığı günden işler.
          </li>
        </ul>
      </section>
      <KvkkApplicationForm outcome={actionData} />
      <FormNotice activity="kvkk-application" kvkkApplicationRetentionDays={retentionDays} />
    </div>
  );
}
