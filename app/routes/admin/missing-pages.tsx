/**
 * Bulunamayan adresler (issue 44, ADR 066): the public addresses answered 404 over a range
 * (?gun=7|30|90|365), most asked first, by path only. "Yönlendirme ekle" opens Yönlendirmeler
 * with the form's old address filled in (for the roles that may add one: Yönetici and up).
 */
import { Link } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { missingPathsReport } from "#app/.server/analytics/missing.ts";
import { parseStatsRange } from "#app/.server/analytics/report.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { accessOfPath } from "#app/lib/admin-access.ts";
import { adminPaths, redirectFromPath } from "#app/lib/admin-paths.ts";
import { DAILY_VALUE_CAPS, RANGE_DAYS, STATS_QUERY } from "#app/lib/analytics.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import { roleAtLeast } from "#app/lib/roles.ts";
import type { Route } from "./+types/missing-pages";

const PATH = adminPaths.missingPages;

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const { range } = parseStatsRange(url.searchParams);
  const redirectRole = accessOfPath(adminPaths.redirects);
  return {
    days: range.days,
    rows: await missingPathsReport(range),
    mayRedirect: redirectRole !== undefined && redirectRole !== "public" && roleAtLeast(session.admin.role, redirectRole),
    seo: await adminSeo("Bulunamayan adresler", PATH),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function MissingPages({ loaderData }: Route.ComponentProps) {
  const { days, rows, mayRedirect } = loaderData;
  return (
    <>
      <h1>Bulunamayan adresler</h1>
      <p>
        Sitede açılmak istenip bulunamayan (404) adresler, en çok istenen önce. Yalnızca adresin yolu sayılır: soru işaretinden sonrası,
        ziyaretçinin adresi ya da tarayıcısı saklanmaz; robotlar sayılmaz. Bir günde en çok {DAILY_VALUE_CAPS.missing} farklı adres ayrı
        sayılır, sonrakiler “(diğer)” altında toplanır.
      </p>
      <nav aria-label="Tarih aralığı" className="admin-subnav stats-presets">
        <ul>
          {RANGE_DAYS.map((preset) => (
            <li key={preset}>
              <Link
                to={withQuery(PATH, { [STATS_QUERY.days]: preset })}
                className={days === preset ? "active" : undefined}
                aria-current={days === preset ? "page" : undefined}
              >
                Son {preset} gün
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {rows.length === 0 ? (
        <p>Bu aralıkta bulunamayan adres istenmedi.</p>
      ) : (
        <AdminTable
          className="missing-pages-table"
          caption="Bulunamayan adresler (en çok istenen önce)"
          columns={["Adres", "İstek", "Yönlendirme"]}
          actions={mayRedirect}
        >
          {rows.map((row) => (
            <tr key={row.path}>
              <td data-label="Adres" className="admin-cell-title">
                {row.label}
              </td>
              <td data-label="İstek">{row.requests.toLocaleString("tr-TR")}</td>
              <td data-label="Yönlendirme" className="admin-cell-meta">
                {row.redirectedTo ? `→ ${row.redirectedTo}` : "–"}
              </td>
              {mayRedirect && (
                <td className="admin-cell-actions">
                  {row.isPath && !row.redirectedTo && (
                    <Link
                      to={redirectFromPath(row.label)}
                      className="button button-outline button-small"
                      aria-label={`Yönlendirme ekle: ${row.label}`}
                    >
                      Yönlendirme ekle
                    </Link>
                  )}
                </td>
              )}
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
