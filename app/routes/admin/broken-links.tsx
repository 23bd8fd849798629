/**
 * Kırık bağlantılar (issue 44, ADR 066): the outbound links of published content that the
 * last check found broken, oldest failure first, each with the entries that write it and a
 * link to edit each. Read-only: a link is mended in its entry. The checker is off unless the
 * operator turned it on (LINK_CHECK), and the screen says so.
 */
import { Link } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { brokenLinksReport } from "#app/.server/links/report.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/broken-links";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const report = await brokenLinksReport();
  return {
    off: report.mode === "off",
    lastRound: report.lastRoundAt ? formatTurkishDateTime(report.lastRoundAt) : null,
    links: report.links.map((link) => ({
      ...link,
      checkedAt: formatTurkishDateTime(link.checkedAt),
      firstFailedAt: link.firstFailedAt ? formatTurkishDateTime(link.firstFailedAt) : "–",
    })),
    seo: await adminSeo("Kırık bağlantılar", adminPaths.brokenLinks),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function BrokenLinks({ loaderData }: Route.ComponentProps) {
  const { off, lastRound, links } = loaderData;
  return (
    <>
      <h1>Kırık bağlantılar</h1>
      <p>
        Yayındaki içeriğin başka sitelere verdiği bağlantılar günde bir kez yoklanır; burada artık çalışmayanlar, geçtikleri kayıtlarla
        listelenir. Bağlantıyı kaydın kendisinde düzeltin ya da kaldırın.
      </p>
      {off ? (
        <p className="admin-notice">
          Bağlantı denetimi kapalı: site başka sitelere istek göndermiyor. Sunucu yöneticisi ortam dosyasında <code>LINK_CHECK=on</code> ile
          açar (kurulum betiği gerçek sunucuda açar).
        </p>
      ) : (
        <p>{lastRound ? `Son denetim: ${lastRound}.` : "İlk denetim henüz yapılmadı."}</p>
      )}
      {links.length === 0 ? (
        <p>Kırık bağlantı yok.</p>
      ) : (
        <AdminTable
          className="broken-links-table"
          caption={`Kırık bağlantılar (${links.length})`}
          columns={["Bağlantı", "Sorun", "İlk hata", "Son denetim", "Geçtiği kayıtlar"]}
          actions={false}
        >
          {links.map((link) => (
            <tr key={link.url}>
              <td data-label="Bağlantı" className="admin-cell-title broken-link-url">
                {link.url}
                {link.finalUrl && <span className="admin-cell-meta"> → {link.finalUrl}</span>}
              </td>
              <td data-label="Sorun">{link.problem}</td>
              <td data-label="İlk hata" className="admin-cell-meta">
                {link.firstFailedAt}
              </td>
              <td data-label="Son denetim" className="admin-cell-meta">
                {link.checkedAt}
              </td>
              <td data-label="Geçtiği kayıtlar">
                <ul className="broken-link-places">
                  {link.places.map((place) => (
                    <li key={place.editPath}>
                      {place.where}: {place.title}{" "}
                      <Link to={place.editPath} aria-label={`Düzenle: ${place.title}`}>
                        Düzenle
                      </Link>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
