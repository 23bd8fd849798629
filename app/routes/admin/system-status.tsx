/**
 * Sistem durumu (Yönetici and up; issue 39): whether the installation is
 * sound, one row a check with its state in words, what was found and the fix.
 * Read on every request (.server/overview/system-status.ts); it writes nothing.
 */
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { systemStatus } from "#app/.server/overview/system-status.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import { checksAt, LEVEL_LABELS } from "#app/lib/system-status.ts";
import type { Route } from "./+types/system-status";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { status: await systemStatus(), seo: await adminSeo("Sistem durumu", adminPaths.systemStatus) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function SystemStatusScreen({ loaderData }: Route.ComponentProps) {
  const { status } = loaderData;
  const errors = checksAt(status, "error").length;
  const warnings = checksAt(status, "warning").length;
  return (
    <>
      <h1>Sistem durumu</h1>
      <p>
        Sitenin kurulumunun sağlığı: her satırda neyin denetlendiği, durumu ve sorun varsa ne yapılacağı. Çalışma süresi, arka plan işleri,
        vekil sunucu ve sayfa önbelleği bu isteği yanıtlayan sürecin (PID {status.pid}) kendi bilgileridir. Okunma zamanı:{" "}
        {formatTurkishDateTime(status.readAt)}.
      </p>
      {errors > 0 ? (
        <Alert>{errors} denetimde hata var: aşağıda “Hata” yazan satırların çözümünü uygulayın.</Alert>
      ) : (
        <p className="status-summary">
          <strong>Hata yok.</strong> {warnings > 0 ? `${warnings} uyarı var.` : "Uyarı da yok."}
        </p>
      )}
      <AdminTable className="status-table" caption="Sistem durumu denetimleri" columns={["Denetim", "Durum", "Ayrıntı"]} actions={false}>
        {status.checks.map((check) => (
          <tr key={check.key} id={`durum-${check.key}`} className={`status-row status-row-${check.level}`}>
            <th scope="row">{check.label}</th>
            <td data-label="Durum">
              <span className={`status-level status-level-${check.level}`}>{LEVEL_LABELS[check.level]}</span>
            </td>
            <td data-label="Ayrıntı">
              <p className="status-text">{check.text}</p>
              {check.fix && (
                <p className="status-fix">
                  <strong>Ne yapmalı:</strong> {check.fix}
                </p>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
