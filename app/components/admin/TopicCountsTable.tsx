import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { ALL_TOPICS_TEXT, type TopicCounts } from "#app/lib/newsletter-topics.ts";

const n = (value: number) => value.toLocaleString("tr-TR");

/**
 * Confirmed subscribers per e-bülten topic (Aboneler, İstatistikler; ADR 064):
 * who chose it, and who receives its issues (adding those of every topic).
 */
export function TopicCountsTable({ counts, headingId }: { counts: TopicCounts; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="topic-counts">
      <h2 id={headingId}>Konulara göre onaylı aboneler</h2>
      <p>
        “{ALL_TOPICS_TEXT}” seçen (konu işaretlemeyen) onaylı abone: <strong>{n(counts.allTopics)}</strong>. Bir konunun sayısını alanlar, o
        konuyu seçenlerle bunların toplamıdır.
      </p>
      {counts.rows.length === 0 ? (
        <p>Henüz konu yok.</p>
      ) : (
        <AdminTable caption="Konulara göre onaylı aboneler" columns={["Konu", "Seçen", "Sayılarını alan"]} actions={false}>
          {counts.rows.map((row) => (
            <tr key={row.id}>
              <td className="admin-cell-title">{row.name}</td>
              <td className="admin-cell-meta">{n(row.chosen)}</td>
              <td className="admin-cell-meta">{n(row.receiving)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
