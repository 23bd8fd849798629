/**
 * Firma bilgileri's facts that a move or a new name left behind (the map
 * link, the default meta description), each with a link to its field: on
 * Firma bilgileri itself and on Kurulum. Nothing when none is stale.
 */
import { firmFieldPath } from "#app/lib/admin-paths.ts";
import type { StaleFact } from "#app/lib/firm-forms.ts";

export function StaleFacts({
  facts,
  onForm = false,
}: {
  facts: StaleFact[];
  /** Shown on the form's own screen: the links are anchors. */
  onForm?: boolean;
}) {
  if (facts.length === 0) return null;
  return (
    <section className="admin-alert admin-alert-warning stale-facts" aria-labelledby="eski-bilgiler">
      <h2 id="eski-bilgiler">Eskimiş olabilecek bilgiler</h2>
      <p>Firmanın adı ya da adresi değişti; aşağıdaki bilgiler hâlâ eskisini anıyor.</p>
      <ul>
        {facts.map((fact) => (
          <li key={fact.field}>
            {fact.message} <a href={firmFieldPath(fact.field, onForm)}>{fact.label} alanına git</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
