/**
 * Yedekler's list: each backup's time, size, state (with the reason when it
 * does not count), its off-site copy, what took it, and the restore's command
 * in a disclosure. States are words, never colour alone.
 */
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { BACKUP_STATUS_LABELS, BACKUP_TRIGGER_LABELS, type BackupRowView } from "#app/lib/backups.ts";

/** The state's tint, as Sistem durumu's (the word carries the meaning). */
const STATUS_LEVEL = { verified: "ok", failed: "error", unverified: "warning" } as const;

function Offsite({ row }: { row: BackupRowView }) {
  if (!row.offsite) return <>Yok</>;
  if (row.offsite.status === "copied") {
    return (
      <>
        Kopyalandı ({row.offsiteAt})
        {row.offsite.snapshot && (
          <span className="admin-cell-meta">
            {" "}
            Anlık görüntü: <code>{row.offsite.snapshot.slice(0, 8)}</code>
          </span>
        )}
      </>
    );
  }
  return (
    <>
      <strong>Kopyalanamadı</strong> ({row.offsiteAt})
      {row.offsite.problem && <span className="admin-cell-meta"> {row.offsite.problem}</span>}
    </>
  );
}

export function BackupsTable({ rows }: { rows: BackupRowView[] }) {
  if (rows.length === 0) return <p className="backups-empty">Henüz yedek yok.</p>;
  return (
    <AdminTable
      className="backups-table"
      caption="Yedekler, en yenisi başta"
      columns={["Zaman", "Boyut", "Durum", "Uzak kopya", "Nasıl alındı"]}
    >
      {rows.map((row) => (
        <tr key={`${row.status}-${row.name}`} className={`backups-row backups-row-${row.status}`}>
          <td className="admin-cell-title" data-label="Zaman">
            {row.at}
            <span className="admin-cell-meta"> {row.name}</span>
          </td>
          <td data-label="Boyut">{row.size}</td>
          <td data-label="Durum">
            <span className={`status-level status-level-${STATUS_LEVEL[row.status]}`}>{BACKUP_STATUS_LABELS[row.status]}</span>
            {row.problem && <span className="admin-cell-meta"> {row.problem}</span>}
          </td>
          <td data-label="Uzak kopya">
            <Offsite row={row} />
          </td>
          <td data-label="Nasıl alındı">{row.trigger ? BACKUP_TRIGGER_LABELS[row.trigger] : "Bilinmiyor"}</td>
          <td className="admin-cell-actions">
            {row.status !== "failed" && (
              <details className="backups-restore">
                <summary>
                  Geri yükleme komutu<span className="visually-hidden">: {row.at}</span>
                </summary>
                <pre>
                  <code>{row.restore.join("\n")}</code>
                </pre>
              </details>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
