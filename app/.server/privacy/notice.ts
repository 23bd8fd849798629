/**
 * The KVKK notice's processing section (issue 42, ADR 056), generated from the
 * inventory (lib/privacy-inventory.ts) and put where the office's text
 * (Sayfalar) holds the marker {kvkk.isleme}; a text without the marker gets
 * the section at its end, under a heading of its own, so the notice never
 * lacks it. The result is sanitized again by the page (firm/render.ts), as any
 * firm text.
 */
import type { Executor } from "#app/.server/db/index.ts";
import { privacyFacts } from "#app/.server/privacy/facts.ts";
import { paths } from "#app/lib/paths.ts";
import { KVKK_PROCESSING_MARKER, type ProcessingActivity, processingActivities } from "#app/lib/privacy-inventory.ts";
import { escapeHtml } from "#app/lib/text.ts";

const item = (label: string, body: string) => `<li><strong>${escapeHtml(label)}:</strong> ${body}</li>`;
const list = (lines: string[]) => `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`;

function activityHtml(activity: ProcessingActivity): string {
  const bases = activity.legalBases.map((b) => (b.article === "—" ? b.text : `KVKK ${b.article}: ${b.text}`));
  const retention = activity.retention.map((r) => `${r.what}: ${r.period}`);
  return [
    `<h3>${escapeHtml(activity.title)}</h3>`,
    "<ul>",
    item("Kimin verileri", escapeHtml(activity.subjects)),
    item("İşlenen veriler", list(activity.dataCategories)),
    item("Amaçlar", list(activity.purposes)),
    item("Hukuki sebep", list(bases)),
    item("Aktarıldığı alıcılar", list(activity.recipients)),
    item("Saklama süresi", list(retention)),
    "</ul>",
  ].join("");
}

/** The section: an introduction and one part per activity. */
export function processingSectionHtml(activities: ProcessingActivity[]): string {
  const intro =
    "Aşağıdaki bilgiler, sitenin kayıtlarından ve bu kayıtları silen kurallardan otomatik olarak oluşturulur; sitenin yaptığı değiştiğinde bu bölüm de kendiliğinden güncellenir. Kişisel verileriniz satılmaz, kiralanmaz ve pazarlama amacıyla kimseyle paylaşılmaz. Saklama süresi dolan kayıtlar otomatik olarak silinir.";
  const rights = `<p>Kanun'un 11. maddesindeki haklarınızı <a href="${paths.kvkkApplication.form}">başvuru formu</a> ile kullanabilirsiniz. Sitenin kullandığı çerezler <a href="${paths.cookiePolicy}">Çerez Politikası</a>’nda yer alır.</p>`;
  // md. 9's wording once, after the activities whose recipients it concerns.
  const abroad = [...new Set(activities.flatMap((a) => (a.transferAbroad ? [a.transferAbroad] : [])))]
    .map((text) => `<p><strong>Yurt dışına aktarım:</strong> ${escapeHtml(text)}</p>`)
    .join("");
  return `<p>${escapeHtml(intro)}</p>${activities.map(activityHtml).join("")}${abroad}${rights}`;
}

/** The section as the site's facts make it now (the office's KVKK retention setting read from `db`). */
export async function currentProcessingSection(db?: Executor): Promise<string> {
  return processingSectionHtml(processingActivities(await privacyFacts(db)));
}

const MARKER_PARAGRAPH = /<p>\s*\{kvkk\.isleme\}\s*<\/p>/;
const APPENDED_HEADING = "Kişisel verilerin işlenmesi";

/** The office's notice with the section where its marker stands, or at its end. */
export function withProcessingSection(bodyHtml: string, section: string): string {
  if (MARKER_PARAGRAPH.test(bodyHtml)) {
    // One section: a second marker is dropped like a stray one.
    return bodyHtml
      .replace(MARKER_PARAGRAPH, () => section)
      .replace(new RegExp(MARKER_PARAGRAPH.source, "g"), "")
      .replaceAll(KVKK_PROCESSING_MARKER, "");
  }
  return `${bodyHtml.replaceAll(KVKK_PROCESSING_MARKER, "")}<h2>${APPENDED_HEADING}</h2>${section}`;
}
