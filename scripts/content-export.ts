/**
 * npm run content:export [-- --out FILE]
 * Writes the four lists in the original database's JSON shape, and the firm
 * (settings, pages, services, redirects) beside them (to stdout without --out).
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { exportContent } from "#app/.server/content/transfer.ts";
import { closeDb, disableSeeding } from "#app/.server/db/index.ts";

const { values } = parseArgs({ options: { out: { type: "string" } } });
disableSeeding();
try {
  const json = `${JSON.stringify(await exportContent(), null, 2)}\n`;
  if (values.out) {
    writeFileSync(values.out, json);
    console.error(`Content written to ${values.out}.`);
  } else process.stdout.write(json);
} finally {
  await closeDb();
}
