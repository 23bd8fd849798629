import { data, Link, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { mailDeliveryOn } from "#app/.server/mail/outbox.ts";
import { subscribers as listSubscribers, markBouncedByAdmin } from "#app/.server/newsletter/subscriptions.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ConfirmAction } from "#app/components/admin/ConfirmAction.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { MailWaitsNotice } from "#app/components/admin/MailWaitsNotice.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/subscribers";

const PATH = adminPaths.subscribers;
const STATUS_TEXT = { pending: "Onay bekliyor", confirmed: "Onaylandı", unsubscribed: "Ayrıldı", bounced: "Ulaşılamıyor" } as const;
/** The query of the screen: the bounced only (?goster=ulasilamayanlar), the confirmation of a mark (?isaretle=<id>). */
const QUERY = { show: "goster", bouncedOnly: "ulasilamayanlar", mark: "isaretle", status: "durum", marked: "isaretlendi" } as const;

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const all = await listSubscribers();
  const bouncedOnly = url.searchParams.get(QUERY.show) === QUERY.bouncedOnly;
  const shown = bouncedOnly ? all.filter((s) => s.status === "bounced") : all;
  const marking = all.find((s) => s.id === url.searchParams.get(QUERY.mark) && s.status === "confirmed");
  return {
    subscribers: shown.map((s) => ({
      id: s.id,
      email: s.email,
      status: STATUS_TEXT[s.status],
      confirmed: s.status === "confirmed",
      bounced: s.status === "bounced" ? { at: formatTurkishDateTime(s.bounced_at), reason: s.bounce_reason ?? "–" } : undefined,
      consent: formatTurkishDateTime(s.consent_at),
      created: formatTurkishDateTime(s.created_at),
      source: s.source ?? "–",
      consentVersion: s.consent_text_version === null ? "–" : String(s.consent_text_version),
    })),
    total: all.length,
    confirmed: all.filter((s) => s.status === "confirmed").length,
    bouncedCount: all.filter((s) => s.status === "bounced").length,
    bouncedOnly,
    deliveryOn: mailDeliveryOn(),
    marking: marking && { id: marking.id, email: marking.email },
    status:
      url.searchParams.get(QUERY.status) === QUERY.marked ? "Adres “Ulaşılamıyor” olarak işaretlendi; ona e-bülten gönderilmeyecek." : "",
    seo: await adminSeo("Aboneler", PATH),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  if (form?.get("intent") !== "ulasilamiyor") return data({ error: "Bilinmeyen işlem." }, { status: 400 });
  try {
    const marked = await markBouncedByAdmin(String(form.get("id") ?? ""), session.admin.email);
    if (!marked) {
      return data(
        {
          error: "Bu abone artık onaylı değil (ayrılmış, ulaşılamıyor olarak işaretlenmiş ya da silinmiş olabilir); hiçbir şey değişmedi.",
        },
        { status: 409 },
      );
    }
    return redirect(`${PATH}?${QUERY.status}=${QUERY.marked}`, 303);
  } catch (error) {
    return adminWriteFailed(error, "Adres işaretlenemedi");
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Subscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { subscribers, marking, bouncedOnly } = loaderData;
  // The confirmation opens above the table: the focus moves there, so keyboard and screen reader users land on it.
  const confirmHeading = useFocusWhen<HTMLHeadingElement>(marking?.id);
  return (
    <>
      <div className="admin-title-row">
        <h1>Aboneler</h1>
        <a href={adminPaths.subscribersCsv} className="button" download>
          CSV indir
        </a>
      </div>
      <p>
        E-bülten aboneleri: {loaderData.total} kayıt, {loaderData.confirmed} onaylı, {loaderData.bouncedCount} ulaşılamıyor. Yalnızca
        e-postadaki bağlantıyla onaylayan adresler “Onaylandı” görünür ve yalnızca onlara e-bülten gönderilir; onay zamanı ve gösterilen
        onay metninin sürümü, açık rızanın kaydıdır. CSV dosyası İYS'ye yükleme için gereken sütunları da içerir.
      </p>
      <MailWaitsNotice deliveryOn={loaderData.deliveryOn} mail="Yeni abonelerin onay e-postaları" />
      <p role="status" className="admin-status">
        {actionData ? "" : loaderData.status}
      </p>
      <Alert>{actionData?.error}</Alert>
      {marking && (
        <ConfirmAction
          headingId="isaretleme-basligi"
          heading="Adres ulaşılamıyor olarak işaretlensin mi?"
          headingRef={confirmHeading}
          action={PATH}
          fields={{ id: marking.id }}
          intent="ulasilamiyor"
          confirmLabel="Evet, işaretle"
          cancelTo={PATH}
        >
          <p>
            {marking.email} adresine bundan sonra e-bülten gönderilmeyecek. Adresin sahibi formdan yeniden abone olur ve onay bağlantısını
            açarsa abonelik yeniden başlar.
          </p>
        </ConfirmAction>
      )}
      <nav aria-label="Abone filtresi" className="subscriber-filter">
        <Link to={PATH} aria-current={bouncedOnly ? undefined : "page"}>
          Tümü ({loaderData.total})
        </Link>
        <Link to={`${PATH}?${QUERY.show}=${QUERY.bouncedOnly}`} aria-current={bouncedOnly ? "page" : undefined}>
          Ulaşılamayanlar ({loaderData.bouncedCount})
        </Link>
      </nav>
      {subscribers.length === 0 ? (
        <p>{bouncedOnly ? "Ulaşılamayan abone yok." : "Henüz abone yok."}</p>
      ) : (
        <AdminTable
          className="subscriber-table"
          caption={bouncedOnly ? "Ulaşılamayan aboneler" : "Aboneler (en yeni kayıt üstte)"}
          columns={["E-posta", "Durum", "Onay zamanı", "Kayıt zamanı", "Sayfa", "Onay metni"]}
        >
          {subscribers.map((s) => (
            <tr key={s.id}>
              <td className="admin-cell-title" data-label="E-posta">
                {s.email}
              </td>
              <td data-label="Durum">
                {s.status}
                {s.bounced && (
                  <span className="subscriber-bounce">
                    {s.bounced.at}: {s.bounced.reason}
                  </span>
                )}
              </td>
              <td data-label="Onay zamanı">{s.consent}</td>
              <td data-label="Kayıt zamanı">{s.created}</td>
              <td className="admin-cell-meta" data-label="Sayfa">
                {s.source}
              </td>
              <td className="admin-cell-meta" data-label="Onay metni">
                {s.consentVersion === "–" ? "–" : `Sürüm ${s.consentVersion}`}
              </td>
              <td className="admin-cell-actions">
                {s.confirmed && (
                  <Link
                    to={`${PATH}?${QUERY.mark}=${encodeURIComponent(s.id)}`}
                    className="button button-danger-outline button-small"
                    aria-label={`Ulaşılamıyor olarak işaretle: ${s.email}`}
                  >
                    Ulaşılamıyor olarak işaretle
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
