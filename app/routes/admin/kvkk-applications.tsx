/**
 * KVKK başvuruları (issue 42, ADR 055): the applications with their day count and deadline,
 * open ones first by deadline, filtered by status (?durum=); amber from day 20 and red past
 * the deadline, always with words. Below: how long ended applications are kept (the office's
 * setting, Sahip or Yönetici).
 */
import { data, Form, Link } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { kvkkRetentionDays, listKvkkApplications } from "#app/.server/kvkk/admin-read.ts";
import { setKvkkRetention } from "#app/.server/kvkk/retention.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { KvkkDeadlineBadge } from "#app/components/admin/kvkk/KvkkDeadlineBadge.tsx";
import { Field } from "#app/components/Field.tsx";
import { adminPaths, kvkkApplicationPath, kvkkApplicationsListPath } from "#app/lib/admin-paths.ts";
import { formatTurkishDate } from "#app/lib/dates.ts";
import { KVKK_APPLICATION_RETENTION_DEFAULT_DAYS, KVKK_APPLICATION_STATUSES, kvkkLabel } from "#app/lib/kvkk.ts";
import { KVKK_LIST_FILTERS, KVKK_RETENTION_MAX_DAYS, KVKK_RETENTION_MIN_DAYS } from "#app/lib/kvkk-admin.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/kvkk-applications";

const PATH = adminPaths.kvkkApplications;

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { filter, items } = await listKvkkApplications(url.searchParams.get("durum"));
  return { filter, items, retentionDays: await kvkkRetentionDays(), seo: await adminSeo("KVKK başvuruları", PATH) };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  if (form?.get("intent") !== "saklama") return data({ error: "Bilinmeyen işlem.", saved: false }, { status: 400 });
  try {
    const outcome = await setKvkkRetention(String(form.get("gun") ?? ""), session.admin.email);
    if (!outcome.ok) return data({ error: outcome.error, saved: false }, { status: outcome.status });
    return { error: undefined, saved: true };
  } catch (error) {
    return adminWriteFailed(error, "Saklama süresi kaydedilemedi", { fields: { saved: false } });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function KvkkApplications({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, items, retentionDays } = loaderData;
  const current = KVKK_LIST_FILTERS.find((f) => f.id === filter);
  return (
    <>
      <h1>KVKK başvuruları</h1>
      <p>
        Sitedeki başvuru formundan gelen ilgili kişi başvuruları (KVKK md. 11). Kanun yanıtı en geç 30 gün içinde istiyor (md. 13): günler
        başvurunun alındığı günden başlayarak takvim günü olarak sayılır. 20. günden başlayarak “Süre yaklaşıyor”, son günden sonra “Süre
        doldu” yazar.
      </p>
      <nav aria-label="Başvuru durumu" className="admin-subnav kvkk-subnav">
        <ul>
          {KVKK_LIST_FILTERS.map((f) => (
            <li key={f.id}>
              <Link to={kvkkApplicationsListPath(f.id)} aria-current={f.id === filter ? "page" : undefined}>
                {f.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <p>Bu durumda başvuru yok.</p>
      ) : (
        <AdminTable
          className="kvkk-table"
          caption={`KVKK başvuruları: ${current?.label ?? ""}`}
          actions={false}
          columns={["Başvuru", "Ad soyad", "Alındı", "Gün", "Son gün", "Kalan", "Durum", "E-posta"]}
        >
          {items.map((item) => (
            <tr key={item.id} className={`kvkk-row is-${item.urgency}`}>
              <th scope="row">
                <Link to={kvkkApplicationPath(item.id)}>{item.reference}</Link>
              </th>
              <td data-label="Ad soyad">{item.fullName}</td>
              <td data-label="Alındı">{formatTurkishDate(item.receivedAt)}</td>
              <td data-label="Gün">{item.urgency === "done" ? "—" : `${item.dayCount}. gün`}</td>
              <td data-label="Son gün">{formatTurkishDate(item.dueOn)}</td>
              <td data-label="Kalan">
                <KvkkDeadlineBadge urgency={item.urgency} daysLeft={item.daysLeft} />
              </td>
              <td data-label="Durum">{kvkkLabel(KVKK_APPLICATION_STATUSES, item.status)}</td>
              <td data-label="E-posta">{item.emailConfirmed ? "Doğrulandı" : "Doğrulanmadı"}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <section className="admin-form-section" aria-labelledby="saklama-basligi">
        <h2 id="saklama-basligi">Saklama süresi</h2>
        <p>
          Yanıtlanan, reddedilen ya da kapatılan bir başvuru; yanıtı, notları ve dosyalarıyla birlikte bu sürenin sonunda otomatik olarak
          silinir. Şu an: {retentionDays.toLocaleString("tr-TR")} gün (varsayılan{" "}
          {KVKK_APPLICATION_RETENTION_DEFAULT_DAYS.toLocaleString("tr-TR")} gün). Süreyi değiştirmeden önce hukuk danışmanınıza danışın.
        </p>
        <p role="status" className="admin-status">
          {actionData?.saved ? "Saklama süresi kaydedildi." : ""}
        </p>
        <Alert>{actionData?.error}</Alert>
        <Form method="post" className="admin-form narrow-form">
          <Field
            id="saklama-gun"
            name="gun"
            label="Saklama süresi (gün)"
            hint={`${KVKK_RETENTION_MIN_DAYS} ile ${KVKK_RETENTION_MAX_DAYS.toLocaleString("tr-TR")} gün arasında.`}
            required
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={KVKK_RETENTION_MIN_DAYS}
                max={KVKK_RETENTION_MAX_DAYS}
                defaultValue={retentionDays}
              />
            )}
          </Field>
          <div className="admin-actions">
            <button type="submit" name="intent" value="saklama" className="button">
              Saklama süresini kaydet
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}
