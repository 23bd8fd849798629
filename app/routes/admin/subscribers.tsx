import { adminSeo } from "#app/.server/admin-page.ts";
import { requireAdmin } from "#app/.server/auth/admin.ts";
import { subscribers as listSubscribers } from "#app/.server/newsletter.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/subscribers";

const STATUS_TEXT = { pending: "Onay bekliyor", confirmed: "Onaylandı", unsubscribed: "Ayrıldı", bounced: "Ulaşılamıyor" } as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const subscribers = await listSubscribers();
  return {
    subscribers: subscribers.map((s) => ({
      id: s.id,
      email: s.email,
      status: STATUS_TEXT[s.status],
      consent: formatTurkishDateTime(s.consent_at),
      created: formatTurkishDateTime(s.created_at),
      source: s.source ?? "–",
    })),
    confirmed: subscribers.filter((s) => s.status === "confirmed").length,
    seo: adminSeo("Aboneler", adminPaths.subscribers),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="admin-title-row">
        <h1>Aboneler</h1>
        <a href={adminPaths.subscribersCsv} className="button" download>
          CSV indir
        </a>
      </div>
      <p>
        E-bülten aboneleri: {loaderData.subscribers.length} kayıt, {loaderData.confirmed} onaylı. Yalnızca e-postadaki bağlantıyla onaylayan
        adresler “Onaylandı” görünür; onay zamanı, açık rızanın kaydıdır.
      </p>
      {loaderData.subscribers.length === 0 ? (
        <p>Henüz abone yok.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">E-posta</th>
              <th scope="col">Durum</th>
              <th scope="col">Onay zamanı</th>
              <th scope="col">Kayıt zamanı</th>
              <th scope="col">Sayfa</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.subscribers.map((s) => (
              <tr key={s.id}>
                <td className="admin-cell-title">{s.email}</td>
                <td>{s.status}</td>
                <td>{s.consent}</td>
                <td>{s.created}</td>
                <td className="admin-cell-meta">{s.source}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
