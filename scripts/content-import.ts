/**
 * npm run content:import -- FILE
 * Reads the original database's JSON shape and upserts every entry by id, in
 * one transaction; a file with the firm's keys (settings, pages, services,
 * redirects: content:export writes them) replaces those parts of the firm in
 * the same transaction. A malformed file is reported and nothing is written.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { importContent } from "#app/.server/content/transfer.ts";
import { ImportError } from "#app/.server/content/transfer-format.ts";
import { closeDb, disableSeeding } from "#app/.server/db/index.ts";
import { keepScriptDataPrivate } from "./lib/private-data.ts";

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const file = positionals[0];
if (!file) {
  console.error("Usage: npm run content:import -- FILE.json");
  process.exit(2);
}

let json: string;
try {
  json = readFileSync(file, "utf8");
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`);
  process.exit(1);
}

keepScriptDataPrivate();
disableSeeding();
try {
  const counts = await importContent(json, "komut satırı (content:import)");
  console.log(`Imported: ${counts.duyurular} duyuru, ${counts.haberler} haber, ${counts.sorular} soru, ${counts.araclar} araç.`);
  const { firm } = counts;
  if (firm) {
    const parts = [
      firm.settings ? "firm settings" : "",
      firm.pages ? `${firm.pages} page(s)` : "",
      firm.services ? `${firm.services} service(s)` : "",
      firm.english ? `${firm.english} English text(s)` : "",
      `${firm.redirects} redirect(s)`,
    ].filter(Boolean);
    console.log(`Firm: ${parts.join(", ")}.`);
    if (firm.redirectsSkipped) console.log(`Left out ${firm.redirectsSkipped} redirect(s) whose old path is a live page now.`);
    if (firm.imagesMissing)
      console.log(
        `${firm.imagesMissing} image(s) of the settings are not in this database's library; choose them again in Firma bilgileri.`,
      );
  }
  if (counts.samplesRemoved) console.log(`Removed ${counts.samplesRemoved} sample entr${counts.samplesRemoved === 1 ? "y" : "ies"}.`);
} catch (error) {
  console.error(error instanceof ImportError ? `Import failed, nothing was written: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
