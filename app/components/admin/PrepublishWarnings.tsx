/**
 * The pre-publish checks' warnings (issue 44, ADR 067) beside the editor: what the last save
 * of the entry found (an image's text, a link's text, a skipped heading, an advertising word),
 * each naming what and where. Warnings only: the entry was saved as it is. Read with the
 * screen (no announcement), in the warning colours; nothing when there are none.
 */
import type { PrepublishWarning } from "#app/lib/prepublish.ts";

export function PrepublishWarnings({ warnings }: { warnings: readonly PrepublishWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <section className="admin-alert admin-alert-warning prepublish-warnings" aria-labelledby="yayin-oncesi-denetim">
      <h2 id="yayin-oncesi-denetim">Yayın öncesi denetim: {warnings.length.toLocaleString("tr-TR")} uyarı</h2>
      <p>Kayıt kaydedildi. Yayımlamadan önce şunlara bakmanızı öneririz (ziyaretçiler bu uyarıları görmez):</p>
      <ul>
        {warnings.map((warning) => (
          // Each names its place ("Metin, 2. görsel", "Başlık: …"), so no two are alike.
          <li key={warning.message}>{warning.message}</li>
        ))}
      </ul>
    </section>
  );
}
