/** One of İstatistikler's lists (pages, sirküler, calculators, referrers, e-bülten issues, devices, searches): a heading and its table. */
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { type RankedRow, STAND_IN_VALUES } from "#app/lib/analytics.ts";
import { formatCount, formatShare, VIEWS_HEADING } from "./format.ts";

export function RankedTable({
  id,
  title,
  labelColumn,
  viewsColumn = VIEWS_HEADING,
  rows,
  withShare = false,
  showPath = false,
  showLanguage = false,
  note,
  summary,
  standInNote,
}: {
  /** The section's id (its heading names the table). */
  id: string;
  title: string;
  /** The first column's heading: Sayfa, Site, Cihaz… */
  labelColumn: string;
  /** The views column's heading ("Arama" for searches). */
  viewsColumn?: string;
  rows: RankedRow[];
  /** A column with each row's share of the views (devices). */
  withShare?: boolean;
  /** The row's path under its title (pages of the site). */
  showPath?: boolean;
  /** A column with each page's language (Türkçe, İngilizce: issue 43). */
  showLanguage?: boolean;
  /** A sentence under the heading saying what is counted. */
  note?: string;
  /** A sentence under the table summing its rows another way (the pages' views by language). */
  summary?: string;
  /** A sentence under the table saying what the stand-in rows ("(diğer)"…) are, shown when one is listed. */
  standInNote?: string;
}) {
  const total = rows.reduce((sum, row) => sum + row.views, 0);
  const headingId = `${id}-baslik`;
  return (
    <section className="stats-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {note && <p className="stats-note">{note}</p>}
      {rows.length === 0 ? (
        <p className="stats-empty">Bu aralıkta kayıt yok.</p>
      ) : (
        <AdminTable
          className="stats-table"
          caption={title}
          columns={[labelColumn, ...(showLanguage ? ["Dil"] : []), viewsColumn, "Ziyaretçi", ...(withShare ? ["Pay"] : [])]}
          actions={false}
        >
          {rows.map((row) => (
            <tr key={row.value}>
              <th scope="row">
                {row.href ? <a href={row.href}>{row.label}</a> : row.label}
                {showPath && row.href && row.label !== row.href && <span className="stats-path">{row.href}</span>}
              </th>
              {showLanguage && <td>{row.language ?? ""}</td>}
              <td className="stats-number">{formatCount(row.views)}</td>
              <td className="stats-number">{formatCount(row.visitors)}</td>
              {withShare && <td className="stats-number">{formatShare(total === 0 ? 0 : row.views / total)}</td>}
            </tr>
          ))}
        </AdminTable>
      )}
      {standInNote && rows.some((row) => STAND_IN_VALUES.includes(row.value)) && <p className="stats-note">{standInNote}</p>}
      {summary && rows.length > 0 && <p className="stats-note stats-summary">{summary}</p>}
    </section>
  );
}
