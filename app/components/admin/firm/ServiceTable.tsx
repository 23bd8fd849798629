/**
 * Hizmetler's table: each service in the site's order with its address,
 * whether it is shown and whether it is the default, and its actions. The
 * order changes with "Yukarı"/"Aşağı" (one form each, so it works without
 * JavaScript) or a position typed in the row's "Sıra" field. Every button is
 * named for screen readers with the service it acts on.
 */
import { Form, Link } from "react-router";
import { AdminTable, RowAction } from "#app/components/admin/AdminTable.tsx";
import { serviceEditPath, serviceHistoryPath } from "#app/lib/admin-paths.ts";
import { servicePath } from "#app/lib/paths.ts";
import { SERVICE_INTENTS as I, SERVICE_FIELDS, SERVICE_ROW_FIELDS, SERVICES_QUERY, type ServiceListRow } from "#app/lib/service-form.ts";

const small = "button button-outline button-small";

export function ServiceTable({ rows, path }: { rows: ServiceListRow[]; path: string }) {
  return (
    <AdminTable className="service-table" caption="Hizmetler (sitedeki sırasıyla)" columns={["Sıra", "Hizmet", "Durum"]}>
      {rows.map((row, index) => {
        const revision = { id: row.id, [SERVICE_FIELDS.revision]: String(row.revision) };
        // The default's hide and delete ask which service becomes the default (a confirmation on the screen).
        const leaveLink = (query: string) => `${path}?${query}=${encodeURIComponent(row.id)}`;
        return (
          <tr key={row.id} className={row.hidden ? "service-row-hidden" : undefined}>
            <td data-label="Sıra" className="service-order">
              <Form method="post" className="service-position">
                <input type="hidden" name="id" value={row.id} />
                <label htmlFor={`sira-${row.id}`} className="visually-hidden">
                  Sıra: {row.fullTitle}
                </label>
                <input
                  id={`sira-${row.id}`}
                  type="number"
                  name={SERVICE_ROW_FIELDS.position}
                  min={1}
                  max={rows.length}
                  defaultValue={index + 1}
                  required
                  inputMode="numeric"
                />
                <button type="submit" name="intent" value={I.position} className={small} aria-label={`Sıraya taşı: ${row.fullTitle}`}>
                  Taşı
                </button>
              </Form>
              <div className="service-move">
                {index > 0 && (
                  <RowAction intent={I.up} fields={{ id: row.id }} label={`Yukarı: ${row.fullTitle}`} buttonClassName={small}>
                    Yukarı
                  </RowAction>
                )}
                {index < rows.length - 1 && (
                  <RowAction intent={I.down} fields={{ id: row.id }} label={`Aşağı: ${row.fullTitle}`} buttonClassName={small}>
                    Aşağı
                  </RowAction>
                )}
              </div>
            </td>
            <td data-label="Hizmet" className="admin-cell-title">
              {row.fullTitle}
              <span className="service-path">{servicePath(row.slug)}</span>
            </td>
            <td data-label="Durum" className="service-state">
              <span className={row.hidden ? "service-status service-status-hidden" : "service-status service-status-visible"}>
                {row.hidden ? "Gizli" : "Görünür"}
              </span>
              {row.isDefault && <span className="service-default">Varsayılan</span>}
            </td>
            <td className="admin-cell-actions service-actions">
              <Link to={serviceEditPath(row.id)} className={small} aria-label={`Düzenle: ${row.fullTitle}`}>
                Düzenle
              </Link>
              <Link to={serviceHistoryPath(row.id)} className={small} aria-label={`Geçmiş: ${row.fullTitle}`}>
                Geçmiş
              </Link>
              {row.hidden ? (
                <RowAction intent={I.show} fields={revision} label={`Göster: ${row.fullTitle}`} buttonClassName={small}>
                  Göster
                </RowAction>
              ) : row.isDefault ? (
                <Link to={leaveLink(SERVICES_QUERY.hide)} className={small} aria-label={`Gizle: ${row.fullTitle}`}>
                  Gizle
                </Link>
              ) : (
                <RowAction intent={I.hide} fields={revision} label={`Gizle: ${row.fullTitle}`} buttonClassName={small}>
                  Gizle
                </RowAction>
              )}
              {!row.hidden && !row.isDefault && (
                <RowAction
                  intent={I.makeDefault}
                  fields={{ id: row.id }}
                  label={`Varsayılan yap: ${row.fullTitle}`}
                  buttonClassName={small}
                >
                  Varsayılan yap
                </RowAction>
              )}
              <Link
                to={leaveLink(SERVICES_QUERY.remove)}
                className="button button-danger-outline button-small"
                aria-label={`Sil: ${row.fullTitle}`}
              >
                Sil
              </Link>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
