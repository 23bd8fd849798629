/**
 * Hizmetler's table: each service in the site's order with its address,
 * whether it is shown and whether it is the default, and its actions. A row
 * shows what the office does most: its place with "Yukarı"/"Aşağı" arrows
 * (one form each, so it works without JavaScript) and "Düzenle"; the rest is
 * in its "Diğer işlemler" menu (RowMenu): Geçmiş, Gizle or Göster, Varsayılan
 * yap, a typed position, and Sil, set apart at the end. Every control is named
 * for screen readers with the service it acts on.
 */
import { Form, Link } from "react-router";
import { AdminTable, RowAction } from "#app/components/admin/AdminTable.tsx";
import { EnglishBadge } from "#app/components/admin/LanguageTabs.tsx";
import { RowMenu } from "#app/components/admin/RowMenu.tsx";
import { Icon } from "#app/components/icons.tsx";
import { serviceEditPath, serviceHistoryPath } from "#app/lib/admin-paths.ts";
import { servicePath, withQuery } from "#app/lib/paths.ts";
import { SERVICE_INTENTS as I, SERVICE_FIELDS, SERVICE_ROW_FIELDS, SERVICES_QUERY, type ServiceListRow } from "#app/lib/service-form.ts";

const small = "button button-outline button-small";
const item = "row-menu-item";

/** "Yukarı" or "Aşağı" as an arrow; at the top or the bottom it stays in its place, disabled, so the arrows line up. */
function MoveButton({ row, direction, disabled }: { row: ServiceListRow; direction: "up" | "down"; disabled: boolean }) {
  const word = direction === "up" ? "Yukarı" : "Aşağı";
  return (
    <Form method="post" className="service-move-form">
      <input type="hidden" name="id" value={row.id} />
      <button
        type="submit"
        name="intent"
        value={direction === "up" ? I.up : I.down}
        className={`${small} service-move-button service-move-${direction}`}
        aria-label={`${word}: ${row.fullTitle}`}
        title={`${word} taşı`}
        disabled={disabled}
      >
        <Icon name="arrowUp" />
      </button>
    </Form>
  );
}

export function ServiceTable({ rows, path }: { rows: ServiceListRow[]; path: string }) {
  return (
    <AdminTable className="service-table" caption="Hizmetler (sitedeki sırasıyla)" columns={["Sıra", "Hizmet", "Durum"]}>
      {rows.map((row, index) => {
        const revision = { id: row.id, [SERVICE_FIELDS.revision]: String(row.revision) };
        // The default's hide and delete ask which service becomes the default (a confirmation on the screen).
        const leaveLink = (query: string) => withQuery(path, { [query]: row.id });
        return (
          <tr key={row.id} className={row.hidden ? "service-row-hidden" : undefined}>
            <td data-label="Sıra">
              <div className="service-order">
                <span className="service-place">{index + 1}</span>
                <MoveButton row={row} direction="up" disabled={index === 0} />
                <MoveButton row={row} direction="down" disabled={index === rows.length - 1} />
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
              <EnglishBadge state={row.english} />
            </td>
            <td className="admin-cell-actions service-actions">
              <Link to={serviceEditPath(row.id)} className={small} aria-label={`Düzenle: ${row.fullTitle}`}>
                Düzenle
              </Link>
              <RowMenu subject={row.fullTitle}>
                <Link to={serviceHistoryPath(row.id)} className={item} aria-label={`Geçmiş: ${row.fullTitle}`}>
                  Geçmiş
                </Link>
                {row.hidden ? (
                  <RowAction intent={I.show} fields={revision} label={`Göster: ${row.fullTitle}`} buttonClassName={item} inline={false}>
                    Göster
                  </RowAction>
                ) : row.isDefault ? (
                  <Link to={leaveLink(SERVICES_QUERY.hide)} className={item} aria-label={`Gizle: ${row.fullTitle}`}>
                    Gizle
                  </Link>
                ) : (
                  <RowAction intent={I.hide} fields={revision} label={`Gizle: ${row.fullTitle}`} buttonClassName={item} inline={false}>
                    Gizle
                  </RowAction>
                )}
                {!row.hidden && !row.isDefault && (
                  <RowAction
                    intent={I.makeDefault}
                    fields={{ id: row.id }}
                    label={`Varsayılan yap: ${row.fullTitle}`}
                    buttonClassName={item}
                    inline={false}
                  >
                    Varsayılan yap
                  </RowAction>
                )}
                <Form method="post" className="service-position">
                  <input type="hidden" name="id" value={row.id} />
                  <label htmlFor={`sira-${row.id}`}>
                    Sıra<span className="visually-hidden">: {row.fullTitle}</span>
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
                <Link to={leaveLink(SERVICES_QUERY.remove)} className={`${item} row-menu-danger`} aria-label={`Sil: ${row.fullTitle}`}>
                  Sil
                </Link>
              </RowMenu>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
