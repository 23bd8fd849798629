/**
 * The Görseller screen's table: each picture's thumbnail, file, upload date
 * and the entries that show it; only a picture nobody shows can be deleted.
 */
import { Link } from "react-router";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { formatTurkishDate } from "#app/lib/dates.ts";
import { withQuery } from "#app/lib/paths.ts";

/** A picture as the table shows it (the server's libraryView gives these). */
export interface MediaItemView {
  id: string;
  fileName: string;
  width: number;
  height: number;
  kilobytes: number;
  createdAt: string;
  thumbnail: { jpeg: string; webp: string | undefined; width: number; height: number } | undefined;
  usages: { key: string; list: string; title: string; place: string; href: string | undefined }[];
}

/** `mayDelete`: Editör and above (a Yazar uploads and picks pictures only). */
export function MediaTable({ items, mayDelete = true }: { items: MediaItemView[]; mayDelete?: boolean }) {
  return (
    <AdminTable
      className="media-table"
      caption="Yüklenen görseller (en yeni üstte)"
      columns={["Görsel", "Dosya", "Yüklenme", "Kullanıldığı yerler"]}
    >
      {items.map((item) => (
        <tr key={item.id}>
          <td className="media-thumb">
            {item.thumbnail && (
              <picture>
                {item.thumbnail.webp && <source type="image/webp" srcSet={item.thumbnail.webp} />}
                <img
                  src={item.thumbnail.jpeg}
                  width={item.thumbnail.width}
                  height={item.thumbnail.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </picture>
            )}
          </td>
          <td>
            <span className="admin-cell-title">{item.fileName}</span>
            <span className="admin-cell-meta media-size">
              {item.width} × {item.height} piksel, {item.kilobytes.toLocaleString("tr-TR")} KB
            </span>
          </td>
          <td className="admin-cell-meta">
            <time dateTime={item.createdAt}>{formatTurkishDate(item.createdAt)}</time>
          </td>
          <td>
            {item.usages.length === 0 ? (
              <span className="admin-cell-meta">Kullanılmıyor</span>
            ) : (
              <ul className="media-usages">
                {item.usages.map((usage) => (
                  <li key={usage.key}>
                    {usage.href ? (
                      <Link to={usage.href}>
                        {usage.list}: {usage.title}
                      </Link>
                    ) : (
                      <span>
                        Çöp kutusu ({usage.list}): {usage.title}
                      </span>
                    )}{" "}
                    <span className="admin-cell-meta">({usage.place})</span>
                  </li>
                ))}
              </ul>
            )}
          </td>
          <td className="admin-cell-actions">
            {!mayDelete ? null : item.usages.length === 0 ? (
              <Link
                to={withQuery("", { sil: item.id })}
                className="button button-danger-outline button-small"
                aria-label={`Sil: ${item.fileName}`}
              >
                Sil
              </Link>
            ) : (
              <span className="admin-cell-meta">Kullanımda, silinemez</span>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
