/**
 * Vergi takvimi: a year's deadlines and office events by date, with their
 * state (hidden, extended, reworded, no longer in the rules, teyit bekliyor) and
 * the links that open a row's editor or its deletion.
 */
import { Link } from "react-router";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { TAX_CALENDAR_QUERY, taxCalendarPath } from "#app/lib/admin-paths.ts";
import type { AdminDeadline } from "#app/lib/tax-calendar.ts";

export function DeadlineTable({ year, deadlines }: { year: number; deadlines: AdminDeadline[] }) {
  return deadlines.length === 0 ? (
    <p>{year} yılı için kayıt yok.</p>
  ) : (
    <AdminTable
      className="taxcal-admin-table"
      caption={<>{year} yılının son günleri ve etkinlikleri (tarihe göre)</>}
      columns={["Son gün", "Başlık", "Tür", "Durum"]}
    >
      {deadlines.map((d) => (
        <tr key={d.id} className={d.hidden ? "taxcal-admin-hidden" : undefined}>
          <td data-label="Son gün">
            {d.dateText}
            {(d.extension || d.shiftText) && <span className="taxcal-admin-statutory">kanuni: {d.statutoryText}</span>}
          </td>
          <td className="admin-cell-title" data-label="Başlık">
            {d.title}
          </td>
          <td className="admin-cell-meta" data-label="Tür">
            {d.kindLabel}
          </td>
          <td className="admin-cell-meta" data-label="Durum">
            {[
              d.hidden && "Gizli",
              d.extension && "Süre uzatıldı",
              d.reworded && "Metin değişti",
              d.orphan && "Kurallarda yok",
              d.pendingChecks.length > 0 && `Teyit bekliyor (${d.pendingChecks.join("; ")})`,
              d.hiddenFromVisitors && "sitede gösterilmiyor",
              d.confirmed && d.checkedText && `Son kontrol: ${d.checkedText}`,
            ]
              .filter(Boolean)
              .join(" · ") || "–"}
          </td>
          <td className="admin-cell-actions">
            <Link
              to={taxCalendarPath(year, { [TAX_CALENDAR_QUERY.edit]: d.id }, "duzenle")}
              className="button button-outline button-small"
              aria-label={`Düzenle: ${d.title}`}
            >
              Düzenle
            </Link>
            {(d.event || d.orphan) && (
              <Link
                to={taxCalendarPath(year, { [TAX_CALENDAR_QUERY.remove]: d.id })}
                className="button button-danger-outline button-small"
                aria-label={`Sil: ${d.title}`}
              >
                Sil
              </Link>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
