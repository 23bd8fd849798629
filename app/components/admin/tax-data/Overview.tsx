/** Vergi verileri → Özet: every figure set, grouped by section, with its source, confirmation, checked day and research note. */
import { Link } from "react-router";
import { taxDataPath } from "#app/lib/admin-paths.ts";
import { NEUTRAL_FIGURES_LINE } from "#app/lib/tax-confirmation.ts";
import { TAX_DATA_SECTIONS } from "#app/lib/tax-data.ts";
import type { SetView } from "#app/lib/tax-data-view.ts";

export function Overview({ sets }: { sets: SetView[] }) {
  const groups = TAX_DATA_SECTIONS.filter((s) => s.id !== "ozet")
    .map((section) => ({ section, sets: sets.filter((set) => set.section === section.id) }))
    .filter((group) => group.sets.length > 0);
  return (
    <>
      <p>
        Hesaplayıcıların ve vergi takviminin kullandığı veri setleri. Kontrol edilmiş bir setin kaynağı ve son kontrol tarihi hesaplama
        sonucunda gösterilir. “Teyit bekliyor” olan bir seti kullanan sonuçta yalnızca “{NEUTRAL_FIGURES_LINE}” cümlesi çıkar; araştırma
        notu sitede hiç görünmez. Seti kendi bölümünde “Kontrol ettim” ile onaylayın. Bir değişiklik bir sonraki sayfa isteğinde sitede
        görünür.
      </p>
      <table className="tax-table tax-overview tax-stack">
        <caption>Veri setleri</caption>
        <thead>
          <tr>
            <th scope="col">Veri seti</th>
            <th scope="col">Kaynak</th>
            <th scope="col">Durum</th>
            <th scope="col">Son kontrol</th>
            <th scope="col">Araştırma notu</th>
          </tr>
        </thead>
        {groups.map(({ section, sets: groupSets }) => (
          <tbody key={section.id}>
            <tr className="tax-group">
              <th scope="rowgroup" colSpan={5}>
                {section.label}
              </th>
            </tr>
            {groupSets.map((set) => (
              <tr key={set.id}>
                <th scope="row">
                  <Link to={taxDataPath(set.section, {}, set.anchor)}>{set.title}</Link>
                </th>
                <td data-label="Kaynak">{set.source}</td>
                <td data-label="Durum">{set.confirmationText}</td>
                <td className="tax-nowrap" data-label="Son kontrol">
                  {set.checkedText}
                </td>
                <td data-label="Araştırma notu">{set.warning ?? "–"}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </>
  );
}
