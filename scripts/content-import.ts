/**
 * npm run content:import -- FILE
 * Reads the original database's JSON shape and upserts every entry by id, in
 * one transaction. A malformed file is reported and nothing is written.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { ImportError, importContent } from "#app/.server/content/transfer.ts";
import { closeDb, disableSeeding } from "#app/.server/db/index.ts";

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

disableSeeding();
try {
  const counts = await importContent(json, "komut satırı (content:import)");
  console.log(`Imported: ${counts.duyurular} duyuru, ${counts.haberler} haber, ${counts.sorular} soru, ${counts.araclar} araç.`);
} catch (error) {
  console.error(error instanceof ImportError ? `Import failed, nothing was written: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
