/**
 * The export of what the site holds of a person (issue 42, ADR 057): a JSON file with every
 * source (also those that hold nothing of them), each with its purpose and retention and every
 * field of every record; and a standalone Turkish HTML page, printable, for an "öğrenme"
 * answer (KVKK md. 11(1)(a)-(c)).
 */
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { findPersonalData } from "#app/.server/personal-data/requests.ts";
import { colourTokens } from "#app/lib/colour-tokens.ts";
import { formatTurkishDate, formatTurkishDateTime } from "#app/lib/dates.ts";
import {
  columnLabel,
  type PersonalDataExportFormat,
  type PersonalDataSourceResult,
  type PersonTerms,
  TREATMENT_LABELS,
  valueLabel,
} from "#app/lib/personal-data.ts";
import { escapeHtml } from "#app/lib/text.ts";

export const EXPORT_FORMAT = "kisisel-veri-disa-aktarim/1";

export interface ExportInput {
  firmName: string;
  terms: PersonTerms;
  sources: PersonalDataSourceResult[];
  at: Date;
}

export function exportJson({ firmName, terms, sources, at }: ExportInput): string {
  const file = {
    bicim: EXPORT_FORMAT,
    olusturulma: at.toISOString(),
    veri_sorumlusu: firmName,
    aranan: { eposta: terms.email || null, telefon: terms.phone || null, ad_soyad: terms.name || null },
    kaynaklar: sources.map((s) => ({
      kimlik: s.id,
      ad: s.label,
      tablolar: s.tables,
      tutulan_veriler: s.held,
      isleme_amaci: s.purpose,
      saklama_suresi: s.retention,
      kayit_sayisi: s.records.length,
      kayitlar: s.records.map((r) => ({
        tablo: r.table,
        kimlik: r.id,
        olusturulma: r.since,
        saklanacagi_sure: r.until,
        silme_talebinde: TREATMENT_LABELS[r.treatment],
        gerekce: r.reason,
        alanlar: r.fields,
      })),
    })),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:${colourTokens.ink}}
h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2rem;border-bottom:1px solid ${colourTokens.inkMuted}}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem;font-size:.9rem}th,td{border:1px solid ${colourTokens.inkMuted};padding:.25rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
@media print{body{margin:0}h2{break-after:avoid}}`;

/** A stored timestamp as a reader reads dates; anything else as stored. */
const shown = (value: string | number | null) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? formatTurkishDateTime(value) : value;

const e = (text: string | number | null | undefined) => escapeHtml(text === null || text === undefined ? "–" : String(text));

function sourceHtml(s: PersonalDataSourceResult): string {
  const records =
    s.records.length === 0
      ? "<p>Bu kaynakta size ait bir kayıt bulunmadı.</p>"
      : s.records
          .map(
            (r) => `<table><caption>${e(r.since ? `Kayıt tarihi: ${formatTurkishDateTime(r.since)}` : "Kayıt")}</caption>
<tbody>${Object.entries(r.fields)
              .map(([k, v]) => `<tr><th scope="row">${e(columnLabel(k))}</th><td>${e(shown(valueLabel(k, v)))}</td></tr>`)
              .join("")}<tr><th scope="row">Saklanacağı süre</th><td>${e(r.until)}</td></tr></tbody></table>`,
          )
          .join("\n");
  return `<section><h2>${e(s.label)}</h2>
<dl><dt>Tutulan veriler</dt><dd>${e(s.held)}</dd><dt>İşleme amacı</dt><dd>${e(s.purpose)}</dd><dt>Saklama süresi</dt><dd>${e(s.retention)}</dd><dt>Kayıt sayısı</dt><dd>${s.records.length}</dd></dl>
${records}</section>`;
}

export function exportHtml({ firmName, sources, at }: ExportInput): string {
  const found = sources.filter((s) => s.records.length > 0);
  return `<!DOCTYPE html>
<html lang="tr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kişisel verileriniz – ${e(firmName)}</title><style>${STYLE}</style></head>
<body><main>
<h1>Kişisel verileriniz</h1>
<p>${e(firmName)} olarak, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun 11. maddesi uyarınca yaptığınız başvuru üzerine, internet sitemizde ve yönetim panelimizde hakkınızda tutulan kişisel verileri aşağıda bildiriyoruz. Bu özet ${e(formatTurkishDate(at.toISOString()))} tarihinde hazırlanmıştır.</p>
<p>${found.length === 0 ? "Aramada size ait bir kayıt bulunmadı." : `Verileriniz ${found.length} kaynakta bulundu: ${found.map((s) => e(s.label)).join(", ")}.`} Aşağıda her kaynağın neden tutulduğu ve ne kadar süre saklandığı da yer almaktadır.</p>
${sources.map(sourceHtml).join("\n")}
</main></body></html>
`;
}

/** The export as a file: found (and audited as an export) now, in the format asked. */
export async function personalDataFile(terms: PersonTerms, adminEmail: string, format: PersonalDataExportFormat) {
  const sources = await findPersonalData(terms, adminEmail, "export");
  const at = new Date();
  const input = { firmName: (await currentFirm()).settings.name, terms, sources, at };
  const day = at.toISOString().slice(0, 10);
  return format === "json"
    ? { body: exportJson(input), contentType: "application/json; charset=utf-8", fileName: `kisisel-veriler-${day}.json` }
    : { body: exportHtml(input), contentType: "text/html; charset=utf-8", fileName: `kisisel-veriler-${day}.html` };
}
