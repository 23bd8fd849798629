/**
 * npm run content:export [-- --out FILE]
 * Writes the four lists in the original database's JSON shape, and the firm
 * (settings, pages, services, redirects) beside them (to stdout without --out).
 */
import { chmodSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { exportContent } from "#app/.server/content/transfer.ts";
import { closeDb, disableSeeding } from "#app/.server/db/index.ts";
import { PRIVATE_FILE_MODE } from "#app/.server/db/private-files.ts";
import { keepScriptDataPrivate } from "./lib/private-data.ts";

const { values } = parseArgs({ options: { out: { type: "string" } } });
keepScriptDataPrivate();
disableSeeding();
try {
  const json = `${JSON.stringify(await exportContent(), null, 2)}\n`;
  if (values.out) {
    // Drafts and scheduled entries, not public yet: the owner's only, also when the file was there before.
    writeFileSync(values.out, json, { mode: PRIVATE_FILE_MODE });
    chmodSync(values.out, PRIVATE_FILE_MODE);
    console.error(`Content written to ${values.out}.`);
  } else process.stdout.write(json);
} finally {
  await closeDb();
}
