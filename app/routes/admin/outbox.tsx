import { data, Link } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { mailDeliveryOn, outboxCounts, recentOutbox, retryMail } from "#app/.server/mail/outbox.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { AdminTable, RowAction } from "#app/components/admin/AdminTable.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { adminPaths, newsletterSendPath } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/outbox";

const STATUS_TEXT: Record<string, string> = {
  pending: "Bekliyor",
  sending: "Gönderiliyor",
  sent: "Gönderildi",
  failed: "Başarısız",
  // E-bülten deliveries: the subscriber left or bounced before it went; withdrawn with its issue.
  skipped: "Atlandı",
  cancelled: "İptal edildi",
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [rows, counts] = await Promise.all([recentOutbox(100), outboxCounts()]);
  return {
    deliveryOn: await mailDeliveryOn(),
    counts: Object.entries(STATUS_TEXT).map(([status, label]) => ({ status, label, count: counts[status] ?? 0 })),
    rows: rows.map((r) => ({
      ...r,
      statusText: STATUS_TEXT[r.status] ?? r.status,
      created: formatTurkishDateTime(r.created_at),
      sent: formatTurkishDateTime(r.sent_at),
      next: formatTurkishDateTime(r.next_attempt_at),
    })),
    seo: await adminSeo("Giden e-postalar", adminPaths.outbox),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  const id = String(form?.get("id") ?? "");
  if (form?.get("intent") !== "tekrar" || !(await retryMail(id, session.admin.email))) {
    return data({ ok: false, message: "Bu e-posta yeniden denenemedi: yalnızca başarısız olanlar yeniden denenebilir." }, { status: 400 });
  }
  return { ok: true, message: "E-posta yeniden gönderim sırasına alındı." };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Giden e-postalar</h1>
      {!loaderData.deliveryOn && (
        <p className="admin-alert admin-alert-error">
          E-posta gönderimi kapalı: <Link to={adminPaths.mailSettings}>E-posta ayarları</Link> yapılmadı. E-postalar burada bekler ve
          ayarlar kaydedilince gönderilir; mesajları ve aboneleri bu panelden okuyabilirsiniz.
        </p>
      )}
      <ul className="admin-counts">
        {loaderData.counts.map((c) => (
          <li key={c.status}>
            <strong>{c.count}</strong> {c.label}
          </li>
        ))}
      </ul>
      <p role="status" className="admin-status">
        {actionData?.ok ? actionData.message : ""}
      </p>
      <Alert>{actionData?.ok === false ? actionData.message : undefined}</Alert>
      {loaderData.rows.length === 0 ? (
        <p>Henüz gönderilecek e-posta olmadı.</p>
      ) : (
        <AdminTable caption="Son 100 e-posta, en yeni üstte" columns={["Alıcı ve konu", "Durum", "Deneme", "Zaman"]}>
          {loaderData.rows.map((r) => (
            <tr key={r.id}>
              <td>
                <span className="admin-cell-title">{r.subject}</span>
                <br />
                {/* A delivery to an erased subscriber keeps no address (newsletter/subscriptions.ts, eraseSubscriber). */}
                <span className="admin-cell-meta">{r.recipient || "Silinen abone"}</span>
                {r.issue_id && (
                  <>
                    <br />
                    <Link to={newsletterSendPath(r.issue_id)} className="admin-cell-meta" aria-label={`E-bülten gönderimi: ${r.subject}`}>
                      E-bülten gönderimi
                    </Link>
                  </>
                )}
              </td>
              <td>
                {r.statusText}
                {r.last_error && r.status !== "sent" && <span className="admin-cell-meta admin-error-text">Son hata: {r.last_error}</span>}
              </td>
              <td>{r.attempts}</td>
              <td className="admin-cell-meta">
                Oluşturma: {r.created}
                <br />
                {r.status === "sent" ? `Gönderim: ${r.sent}` : r.status === "pending" ? `Sonraki deneme: ${r.next}` : ""}
              </td>
              <td className="admin-cell-actions">
                {r.status === "failed" && (
                  <RowAction
                    intent="tekrar"
                    fields={{ id: r.id }}
                    label={`Tekrar dene: ${r.subject}`}
                    buttonClassName="button button-small"
                    inline={false}
                  >
                    Tekrar dene
                  </RowAction>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
